// The words of an order's and a refund's status and of the cancel reasons, in the shopper's
// language (each its own catalogue id; status-labels.test.ts proves every one is there).
import type { CancelReasonCode, OrderDetails, OrderStatus, RefundStatus } from '@kirana/shared';
import type { Translate } from '../../lib/i18n';
import type { CancelReason } from './api';

const ORDER_STATUS_IDS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'orders.status.awaiting_payment',
  placed: 'orders.status.placed',
  confirmed: 'orders.status.confirmed',
  packed: 'orders.status.packed',
  shipped: 'orders.status.shipped',
  out_for_delivery: 'orders.status.out_for_delivery',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  expired: 'orders.status.expired',
};

const REFUND_STATUS_IDS: Readonly<Record<RefundStatus, string>> = {
  requested: 'orders.refundStatus.requested',
  approved: 'orders.refundStatus.approved',
  picked_up: 'orders.refundStatus.picked_up',
  refunded: 'orders.refundStatus.refunded',
  rejected: 'orders.refundStatus.rejected',
};

/** The store's cancel reasons go to the API as their English text (its enum). */
const CANCEL_REASON_IDS: Readonly<Record<CancelReason, string>> = {
  'Ordered by mistake': 'orders.cancelReason.mistake',
  'Found a better price': 'orders.cancelReason.price',
  'Delivery is too late': 'orders.cancelReason.late',
  'Want to change the address or items': 'orders.cancelReason.change',
  Other: 'orders.cancelReason.other',
};

/** The store's preset cancel reasons (the console's), kept on the order as their code. */
const STORE_CANCEL_REASON_IDS: Readonly<Record<Exclude<CancelReasonCode, 'other'>, string>> = {
  out_of_stock: 'orders.storeCancelReason.out_of_stock',
  customer_asked: 'orders.storeCancelReason.customer_asked',
  address_not_serviceable: 'orders.storeCancelReason.address_not_serviceable',
  payment_issue: 'orders.storeCancelReason.payment_issue',
};

export const orderStatusLabel = (t: Translate, status: OrderStatus) => t(ORDER_STATUS_IDS[status]);
export const refundStatusLabel = (t: Translate, status: RefundStatus) =>
  t(REFUND_STATUS_IDS[status]);
export const cancelReasonLabel = (t: Translate, reason: CancelReason) =>
  t(CANCEL_REASON_IDS[reason]);

/**
 * Why an order was cancelled, in the shopper's language: a store's preset reason from its code,
 * otherwise the words the server sent (the shopper's reason, already in their language, or the
 * store's own words for 'other', as written).
 */
export const orderCancelReason = (
  t: Translate,
  order: Pick<OrderDetails, 'CancelReason' | 'CancelReasonCode'>,
): string | null => {
  const code = order.CancelReasonCode;
  return code && code !== 'other' ? t(STORE_CANCEL_REASON_IDS[code]) : order.CancelReason;
};
