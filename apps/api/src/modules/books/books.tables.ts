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
 * Cash a delivery person handed in to the store, against the orders whose cash they collected.
 * `submitKey` (made by the console per hand-in form) makes a double submit one hand-in.
 */
export const codHandins = pgTable(
  'cod_handins',
  {
    id: serial('id').primaryKey(),
    submitKey: text('submit_key').notNull(),
    collectorName: text('collector_name').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    orderCount: integer('order_count').notNull(),
    /** who took the cash in (null for ADMIN_TOKEN), and their name as it was then */
    receivedByStaffId: integer('received_by_staff_id'),
    receivedByName: text('received_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_handins_submit_key_uq').on(t.submitKey),
    index('cod_handins_created_idx').on(t.createdAt),
    check('cod_handins_amount_ck', sql`${t.amountPaise} >= 0 AND ${t.orderCount} > 0`),
  ],
);

/** The orders a hand-in covers: an order's cash is handed in once (the order is the key). */
export const codHandinOrders = pgTable(
  'cod_handin_orders',
  {
    orderId: integer('order_id').primaryKey(),
    handinId: integer('handin_id')
      .notNull()
      .references(() => codHandins.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [index('cod_handin_orders_handin_idx').on(t.handinId)],
);
