import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A shopper's kept products ("My list"): one row per shopper and product (the unique key makes
 * a second add, a retried merge or two tabs change nothing twice).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_uq').on(t.userId, t.productId),
    index('wishlist_items_user_idx').on(t.userId, t.createdAt),
  ],
);
