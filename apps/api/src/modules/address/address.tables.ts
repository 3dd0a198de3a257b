import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Shoppers' delivery addresses. Deleting only stamps deleted_at, so past orders keep theirs;
 * a user has at most one live default, which the partial unique index enforces.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    house: text('house').notNull(),
    street: text('street').notNull(),
    landmark: text('landmark'),
    addressType: text('address_type').notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault} AND ${t.deletedAt} IS NULL`),
    check('addresses_type_ck', sql`${t.addressType} IN ('home', 'work', 'other')`),
  ],
);
