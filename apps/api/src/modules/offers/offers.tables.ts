import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Coupons the store offers. `usedCount` moves only by guarded updates, never past `totalLimit`. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<'flat' | 'percent'>().notNull(),
    /** paise for a flat coupon, whole percent for a percent one */
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * No longer written or read: a coupon's scope is named from the category tree when shown, so
     * a renamed category is named anew. Dropped in a later release (processes of the release
     * before still select it while a rolling deploy replaces them).
     */
    scopeLabel: text('scope_label'),
    isActive: boolean('is_active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_kind_ck', sql`${t.kind} IN ('flat', 'percent')`),
    check('coupons_value_ck', sql`${t.value} > 0 AND (${t.kind} = 'flat' OR ${t.value} <= 100)`),
    check(
      'coupons_used_ck',
      sql`${t.usedCount} >= 0 AND (${t.totalLimit} IS NULL OR ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

/** One use of a coupon by one order; released at most once when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id').notNull(),
    orderId: integer('order_id').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uq').on(t.orderId),
    index('coupon_redemptions_user_idx').on(t.userId, t.couponId),
  ],
);
