// The order status transition table, written once: the server moves statuses only through it,
// and the web app reads it to decide which buttons show. No zod here, so the console's
// pages can take the labels and moves without it.

export const ORDER_STATUSES = [
  'awaiting_payment',
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'expired',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['placed', 'expired', 'cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
  // only a UPI-direct order whose money came late, re-confirmed by the owner (stock re-taken)
  expired: ['placed'],
};

const SHOPPER_CANCELLABLE: ReadonlySet<OrderStatus> = new Set([
  'awaiting_payment',
  'placed',
  'confirmed',
  'packed',
]);

/** True only for a move the table allows; staying in the same status is not a move. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order may move to next, in table order; empty for a terminal status. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

/** Moves only the system makes: a payment arriving, and an unpaid order's deadline passing. */
const SYSTEM_ONLY: ReadonlySet<OrderStatus> = new Set(['placed', 'expired']);
/** Where a test user's order may go: confirmed or cancelled, never packed or shipped. */
const TEST_ORDER_MOVES: ReadonlySet<OrderStatus> = new Set(['confirmed', 'cancelled']);

/**
 * The moves the store may make from `from`: the table's, less those only the system makes, and
 * for a test user's order only confirming or cancelling.
 */
export function storeNextStatuses(from: OrderStatus, isTestOrder: boolean): OrderStatus[] {
  return TRANSITIONS[from].filter(
    (to) => !SYSTEM_ONLY.has(to) && (!isTestOrder || TEST_ORDER_MOVES.has(to)),
  );
}

/** True when the order has no next status (delivered, cancelled). */
export function isTerminalOrderStatus(status: OrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** True while the shopper may still cancel: before the parcel is shipped. */
export function isCancellableByShopper(status: OrderStatus): boolean {
  return SHOPPER_CANCELLABLE.has(status);
}

/** Shopper-facing label of each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Payment pending',
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The happy path, in order, for the order timeline. */
export const ORDER_TIMELINE: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
];
