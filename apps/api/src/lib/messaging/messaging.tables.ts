import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages kept instead of sent when neither SMTP nor SMS is configured (dev and offline demo). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.createdAt)],
);
