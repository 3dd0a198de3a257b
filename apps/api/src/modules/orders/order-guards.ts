import type { OrderRow } from './order-mapping';

// Named questions about an order's status, so a rule reads as what it asks.

/** True while an online order waits for its payment (its stock, coupon and wallet part held). */
export const isAwaitingPayment = (o: Pick<OrderRow, 'status'>): boolean =>
  o.status === 'awaiting_payment';
