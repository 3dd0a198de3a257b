import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Shoppers. Email and phone are each unique when present; a deleted user is anonymised in place. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    loginFrom: text('login_from').notNull(),
    isTestUser: boolean('is_test_user').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** consent to order updates on WhatsApp: when given, and the mobile it was given for */
    whatsappOptedInAt: timestamp('whatsapp_opted_in_at', { withTimezone: true }),
    whatsappNumber: text('whatsapp_number'),
    /** the language the shopper chose (`LANGUAGES`); null: not chosen, the browser's decides */
    language: text('language'),
    /** the mobile of the shopper's first or default address, when the account has no phone: shown
     * and searched in the console, never a sign-in key (it is not verified) */
    contactMobile: text('contact_mobile'),
  },
  (t) => [
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} IS NOT NULL`),
    uniqueIndex('users_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} IS NOT NULL`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);
