import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.tables';

/**
 * Browsers' push subscriptions. The endpoint is the subscription's identity: saving it again
 * (a refresh, or another shopper signing in on the same browser) updates the row in place.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** The VAPID key pair made at first start (when not given by configuration); one row. */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Shoppers who asked for the welcome notification (the web app asks once signed in): the primary
 * key makes it once per shopper. It is pushed once the shopper has a saved subscription (at the
 * ask, or at the first save after it): pushed_at says it went out.
 */
export const pushWelcomes = pgTable('push_welcomes', {
  userId: integer('user_id').primaryKey(),
  /** when the web app asked (the spec's dummy notification request) */
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  pushedAt: timestamp('pushed_at', { withTimezone: true }),
});

/**
 * "Tell me when it is back": one open alert per shopper and product row (variant 0 = a simple
 * product). Sent once, then closed (notified_at set); asking again opens a new one.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** when the email or SMS was handed over: set before sending, so a retried job sends once */
    messagedAt: timestamp('messaged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_uq')
      .on(t.userId, t.productId, t.variantId)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_row_idx')
      .on(t.productId, t.variantId)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);

/**
 * Sizes reported low (variant_id 0: a simple product): one alert each until the stock is above
 * the store's low-stock threshold again, when the row goes.
 */
export const lowStockAlerts = pgTable(
  'low_stock_alerts',
  {
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull().default(0),
    stock: integer('stock').notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'low_stock_alerts_pk', columns: [t.productId, t.variantId] })],
);

/**
 * Console browsers of staff who turned on "Notify this browser" (owner and manager: the pushes
 * carry money). The endpoint is the subscription's identity: saved again (by another staff
 * member signing in on that browser) the row moves to them. session_id is the console session
 * that saved it last: once that session is signed out, the row is forgotten. language: the
 * console's on that browser when saved, the language of its pushes.
 */
export const staffPushSubscriptions = pgTable(
  'staff_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    sessionId: integer('session_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_push_subscriptions_endpoint_uq').on(t.endpoint),
    index('staff_push_subscriptions_staff_idx').on(t.staffId),
  ],
);

/** Each staff push fanned out once: its key (new-order:42) claimed by the fan-out. */
export const staffPushEvents = pgTable('staff_push_events', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
