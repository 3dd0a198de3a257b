import { sql } from 'drizzle-orm';
import { bytea } from '../../db/columns';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OnlineProvider, RefundDestination, RefundKind, RefundStatus } from '@kirana/shared';

/**
 * Money going back for an order: a cancellation's (everything still paid) or a return's (the
 * returned lines). Split into the wallet part (instant), the source part (back through the
 * gateway) and the UPI part (a payout for cash on delivery).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<RefundKind>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    destination: text('destination').$type<RefundDestination>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    walletPaise: integer('wallet_paise').notNull().default(0),
    sourcePaise: integer('source_paise').notNull().default(0),
    upiPaise: integer('upi_paise').notNull().default(0),
    upiId: text('upi_id'),
    sourceProvider: text('source_provider').$type<OnlineProvider>(),
    /** the gateway payment the source part goes back to */
    sourcePaymentId: text('source_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    payoutReference: text('payout_reference'),
    reason: text('reason').notNull(),
    comment: text('comment'),
    rejectReason: text('reject_reason'),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    creditNoteNumber: text('credit_note_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_user_idx').on(t.userId, t.id),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.id),
    uniqueIndex('refunds_gateway_refund_uq').on(t.gatewayRefundId),
    uniqueIndex('refunds_credit_note_uq').on(t.creditNoteNumber),
    check(
      'refunds_split_ck',
      sql`${t.amountPaise} > 0 AND ${t.walletPaise} >= 0 AND ${t.sourcePaise} >= 0 AND ${t.upiPaise} >= 0 AND ${t.walletPaise} + ${t.sourcePaise} + ${t.upiPaise} = ${t.amountPaise}`,
    ),
  ],
);

/** The order lines a return gives back, with the paise each brings back. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').notNull(),
    qty: integer('qty').notNull(),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [
    index('refund_lines_refund_idx').on(t.refundId),
    check('refund_lines_ck', sql`${t.qty} > 0 AND ${t.amountPaise} >= 0`),
  ],
);

/** Every status a refund took, with when and why: its timeline. */
export const refundEvents = pgTable(
  'refund_events',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    status: text('status').$type<RefundStatus>().notNull(),
    actor: text('actor').$type<'shopper' | 'store' | 'system'>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_events_refund_idx').on(t.refundId, t.id)],
);

/** The last credit note number of each financial year: its own gap-free series. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/** Photos a shopper sends with a return: re-encoded WebP without metadata. */
export const refundPhotos = pgTable(
  'refund_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    webp: bytea('webp').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_photos_user_idx').on(t.userId)],
);
