import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The UPI reference (UTR) a shopper typed for their UPI-direct order: one per order (a new one
 * replaces it while the order waits), and one order per UTR (a UTR given for another order is
 * refused).
 */
export const upiReports = pgTable(
  'upi_reports',
  {
    orderId: integer('order_id').primaryKey(),
    userId: integer('user_id').notNull(),
    utr: text('utr').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('upi_reports_utr_uq').on(t.utr)],
);

export type UpiCreditOutcome = 'confirmed' | 'late' | 'refunded' | 'reconfirmed';

/**
 * Money seen in the shop's bank for a UPI-direct order, by its UTR: each UTR once (a second
 * import or a second Confirm finds it and changes nothing), and at most one credit pays an
 * order. A credit for an order that no longer waited is `late` until the owner refunds it or
 * re-confirms the order.
 */
export const upiCredits = pgTable(
  'upi_credits',
  {
    id: serial('id').primaryKey(),
    utr: text('utr').notNull(),
    orderId: integer('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    outcome: text('outcome').$type<UpiCreditOutcome>().notNull(),
    /** 'console' (the owner's Confirm) or 'statement' (a bank statement import) */
    source: text('source').$type<'console' | 'statement'>().notNull(),
    /** who confirmed or settled it, as their name was then */
    byName: text('by_name'),
    /** where a late credit was paid back to (the shopper's UPI id) */
    refundUpiId: text('refund_upi_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('upi_credits_utr_uq').on(t.utr),
    uniqueIndex('upi_credits_one_paying_uq')
      .on(t.orderId)
      .where(sql`outcome IN ('confirmed', 'reconfirmed')`),
    index('upi_credits_outcome_idx').on(t.outcome, t.createdAt),
    check('upi_credits_amount_ck', sql`${t.amountPaise} > 0`),
  ],
);
