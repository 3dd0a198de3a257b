import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * Each WhatsApp update sent (or being sent): one row per order and event (`key`, so a retried or
 * repeated job never sends twice), the Cloud API's message id once it answered, and the status
 * its webhooks reported since (only forward: accepted, sent, delivered, read; or failed). The
 * mobile is not kept here: it is the account's, erased with it.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    /** order:<id>:<event>, refund:<id>:<event> */
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    event: text('event').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    /** the Cloud API's id (wamid.…), set when it accepted the message */
    wamid: text('wamid'),
    status: text('status').notNull().default('sending'),
    error: text('error'),
    /** when the SMS sent instead of a failed message went out */
    smsFallbackAt: timestamp('sms_fallback_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_key_key').on(t.key),
    uniqueIndex('whatsapp_messages_wamid_key').on(t.wamid),
    index('whatsapp_messages_order_idx').on(t.orderId),
  ],
);
