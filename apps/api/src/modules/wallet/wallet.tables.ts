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
import type { WalletReason } from '@kirana/shared';

/** A shopper's balance in paise: always the sum of their ledger, never below zero. */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id').primaryKey(),
    balancePaise: integer('balance_paise').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_ck', sql`${t.balancePaise} >= 0`)],
);

/**
 * Every movement of a wallet, append-only. (reason, reference) is unique, so one event (an
 * order, a refund) can move a wallet once however often it is delivered or retried.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** positive: a credit; negative: a debit */
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').$type<WalletReason>().notNull(),
    reference: text('reference').notNull(),
    orderId: integer('order_id'),
    refundId: integer('refund_id'),
    balanceAfterPaise: integer('balance_after_paise').notNull(),
    note: text('note'),
    /** who made an adjustment in the console (null: the system, or ADMIN_TOKEN's automation) */
    staffId: integer('staff_id'),
    /** the name of who adjusted it, kept as it was then */
    staffName: text('staff_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_reason_ref_uq').on(t.reason, t.reference),
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    check('wallet_ledger_amount_ck', sql`${t.amountPaise} <> 0`),
  ],
);
