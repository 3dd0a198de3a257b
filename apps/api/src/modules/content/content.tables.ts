import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Store-wide settings by key (store configs, fees, methods, banners...), each a JSON value. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Information pages: about-us, terms, privacy. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
