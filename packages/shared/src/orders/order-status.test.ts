import { describe, expect, it } from 'vitest';

import {
  canMoveOrder,
  isCancellableByShopper,
  isTerminalOrderStatus,
  nextOrderStatuses,
  storeNextStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TIMELINE,
  OrderStatusSchema,
  type OrderStatus,
} from './order-status';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['awaiting_payment', 'placed'],
  ['awaiting_payment', 'expired'],
  ['awaiting_payment', 'cancelled'],
  ['placed', 'confirmed'],
  ['placed', 'cancelled'],
  ['confirmed', 'packed'],
  ['confirmed', 'cancelled'],
  ['packed', 'shipped'],
  ['packed', 'cancelled'],
  ['shipped', 'out_for_delivery'],
  ['shipped', 'delivered'],
  ['out_for_delivery', 'delivered'],
  ['expired', 'placed'],
];

describe('order status transitions', () => {
  it('allows exactly the moves of the table and refuses the other 68 pairs', () => {
    const allowed = new Set(ALLOWED.map(([a, b]) => `${a}>${b}`));
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const ok = canMoveOrder(from, to);
        expect(ok, `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
        if (!ok) refused++;
      }
    }
    expect(refused).toBe(81 - 13);
  });

  it('lists next statuses, none for terminal ones', () => {
    expect(nextOrderStatuses('placed')).toEqual(['confirmed', 'cancelled']);
    expect(nextOrderStatuses('shipped')).toEqual(['out_for_delivery', 'delivered']);
    // an expired order moves only to placed: a UPI-direct payment the owner re-confirms
    expect(nextOrderStatuses('expired')).toEqual(['placed']);
    expect(storeNextStatuses('expired', false)).toEqual([]);
    for (const s of ['delivered', 'cancelled'] as const) {
      expect(nextOrderStatuses(s)).toEqual([]);
      expect(isTerminalOrderStatus(s)).toBe(true);
    }
    expect(isTerminalOrderStatus('out_for_delivery')).toBe(false);
  });

  it('lets the shopper cancel only before shipping', () => {
    const cancellable = ORDER_STATUSES.filter(isCancellableByShopper);
    expect(cancellable).toEqual(['awaiting_payment', 'placed', 'confirmed', 'packed']);
    // every shopper-cancellable status can actually move to cancelled
    for (const s of cancellable) expect(canMoveOrder(s, 'cancelled')).toBe(true);
  });

  it('labels every status for shoppers', () => {
    expect(ORDER_STATUS_LABELS.out_for_delivery).toBe('Out for delivery');
    expect(ORDER_STATUS_LABELS.awaiting_payment).toBe('Payment pending');
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('walks the timeline by allowed moves', () => {
    expect(ORDER_TIMELINE[0]).toBe('placed');
    expect(ORDER_TIMELINE.at(-1)).toBe('delivered');
    for (let i = 1; i < ORDER_TIMELINE.length; i++) {
      expect(canMoveOrder(ORDER_TIMELINE[i - 1]!, ORDER_TIMELINE[i]!)).toBe(true);
    }
  });

  it('parses statuses with zod', () => {
    expect(OrderStatusSchema.parse('packed')).toBe('packed');
    expect(OrderStatusSchema.safeParse('lost').success).toBe(false);
  });
});
