import { sql } from 'drizzle-orm';
import type { OrderRow } from './order-mapping';
import { orders } from './orders.tables';

// An order's money in two questions every side asks: which part is not the wallet's, and how
// much of the bill has not come in yet.

/** The part of the bill not paid from the wallet: what the gateway takes, or cash at the door. */
export const restAfterWallet = (o: Pick<OrderRow, 'amountPayablePaise' | 'walletPaise'>): number =>
  o.amountPayablePaise - o.walletPaise;

/** restAfterWallet in SQL, for a query over the orders table named `o`. */
export const REST_AFTER_WALLET_SQL = sql`(o.amount_payable_paise - o.wallet_paise)`;

/**
 * What of the bill has not been received yet (the wallet part counts as received when the
 * order is placed). Differs from restAfterWallet once a payment lands, late ones included.
 */
export const stillDue = (o: Pick<OrderRow, 'amountPayablePaise' | 'paidPaise'>): number =>
  o.amountPayablePaise - o.paidPaise;

type ReceivedFields = Pick<
  OrderRow,
  'paymentMethod' | 'paidPaise' | 'walletPaise' | 'codCollectedAt' | 'codCollectedPaise'
>;

/** A cash-on-delivery order whose cash nobody has marked collected yet. */
export const cashNotMarked = (o: Pick<OrderRow, 'paymentMethod' | 'codCollectedAt'>): boolean =>
  o.paymentMethod === 'cod' && !o.codCollectedAt;

/**
 * What the store has really received for an order, the most any refund may give back: the paid
 * figure, except that cash on delivery counts (beside the wallet part) only once it is marked
 * collected, and then only what was collected (a shortfall stays unpaid). The console's order
 * page, its CSV and every refund's guard read this one rule.
 */
export function receivedPaise(o: ReceivedFields): number {
  if (o.paymentMethod !== 'cod') return o.paidPaise;
  if (!o.codCollectedAt) return Math.min(o.paidPaise, o.walletPaise);
  if (o.codCollectedPaise === null) return o.paidPaise;
  return Math.min(o.paidPaise, o.walletPaise + o.codCollectedPaise);
}

/** receivedPaise in SQL, for a guarded UPDATE of the orders table. */
export const RECEIVED_SQL = sql`(CASE
  WHEN ${orders.paymentMethod} <> 'cod' THEN ${orders.paidPaise}
  WHEN ${orders.codCollectedAt} IS NULL THEN LEAST(${orders.paidPaise}, ${orders.walletPaise})
  WHEN ${orders.codCollectedPaise} IS NULL THEN ${orders.paidPaise}
  ELSE LEAST(${orders.paidPaise}, ${orders.walletPaise} + ${orders.codCollectedPaise}) END)`;
