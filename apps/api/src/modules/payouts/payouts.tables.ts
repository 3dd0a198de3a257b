import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One settled entity of a Razorpay settlement, as the owner imported it from the settlement
 * report. The unique key (settlement, entity) makes a second import of the same file add
 * nothing; the same entity in two settlements is two rows (settled twice).
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial('id').primaryKey(),
    settlementId: text('settlement_id').notNull(),
    /** pay_…, rfnd_…, or Razorpay's id of an adjustment */
    entityId: text('entity_id').notNull(),
    /** payment, refund, adjustment, … as the report says */
    type: text('type').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    feePaise: integer('fee_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementUtr: text('settlement_utr'),
    /** our order, when we know the payment or refund; null: unmatched */
    orderId: integer('order_id'),
    /** our amount of it in paise, when matched */
    expectedPaise: integer('expected_paise'),
    fileName: text('file_name').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_lines_uq').on(t.settlementId, t.entityId),
    index('settlement_lines_entity_idx').on(t.entityId),
  ],
);
