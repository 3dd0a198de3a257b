import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';
import { products } from '../catalogue/catalogue.tables';

/**
 * Reviews. A shopper's review is unique per product (the seeded ones have no user); a hidden
 * review stays in the table but out of every answer and out of the product's rating summary.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    photoCount: smallint('photo_count').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** when staff approved or hid it; null: new or edited since, in the moderation queue */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_product_helpful_idx').on(t.productId, t.helpfulCount),
    uniqueIndex('reviews_product_user_uq')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('reviews_unmoderated_idx')
      .on(t.createdAt)
      .where(sql`${t.moderatedAt} IS NULL AND ${t.userId} IS NOT NULL`),
    index('reviews_reported_idx')
      .on(t.reportCount)
      .where(sql`${t.reportCount} > 0`),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_helpful_nonneg', sql`${t.helpfulCount} >= 0`),
    check('reviews_photo_count', sql`${t.photoCount} BETWEEN 0 AND 3`),
  ],
);

/**
 * Review photos, re-encoded WebP. Uploaded first (review_id null, only its uploader may attach
 * it), then attached to one review.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    webp: bytea('webp').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_photos_review_idx').on(t.reviewId, t.position),
    index('review_photos_user_idx').on(t.userId),
  ],
);

/** One helpful vote per shopper and review: the key makes a double click count once. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_votes_user_idx').on(t.userId),
  ],
);

/** One report per shopper and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
