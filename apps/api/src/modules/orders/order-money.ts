import { sql } from 'drizzle-orm';
import type { OrderRow } from './order-mapping';

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
