import { and, eq, sql } from 'drizzle-orm';
import type { PostReviewBody, SavedReviewAnswer, UpdateReviewBody } from '@kirana/shared';
import { inTransaction, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { addToRating, dropProductAnswers, findProductRef } from '../catalogue';
import { getDefaultAddress } from '../address';
import { deliveredProductIds } from '../orders';
import { getUser } from '../users';
import { setReviewPhotos } from './review-photos.service';
import { toProductReview, type ReviewRow } from './review-mapping';
import { reviews } from './reviews.tables';

// Writing reviews. Only a shopper who received the product may review it, once; the review,
// its photos and the product's rating figures change together in one transaction.

/** Shown when the shopper has no name on their profile nor on a default address. */
export const ANONYMOUS_AUTHOR = 'Kirana shopper';

/** 'Asha Rao' → 'Asha R.': a name from an address is shown in public only this much. */
export function shortName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? '');
}

/**
 * The name a review is signed with, shortened: the profile's, else (sign-in never asks for one)
 * the default delivery address's; else ANONYMOUS_AUTHOR. The profile's name may itself come from
 * an address (customers' names are filled from the addresses they use), so it is shortened too.
 */
async function authorNameOf(db: AppDeps['database']['db'], userId: number): Promise<string> {
  const profileName = (await getUser(db, userId)).username.trim();
  const name = profileName || ((await getDefaultAddress(db, userId))?.Name ?? '');
  return shortName(name) || ANONYMOUS_AUTHOR;
}

export const reviewNotFound = () => notFound('Review', 'REVIEW_NOT_FOUND');

export async function postReview(
  deps: AppDeps,
  userId: number,
  body: PostReviewBody,
): Promise<SavedReviewAnswer> {
  const db = deps.database.db;
  const product = await findProductRef(db, body.productId);
  if (!product) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const author = await authorNameOf(db, userId);
  const saved = await inTransaction(db, async (tx) => {
    if (!(await deliveredProductIds(tx, userId, [product.id])).has(product.id))
      throw new AppError(
        403,
        'REVIEW_NOT_ALLOWED',
        'You can review a product once an order of it has been delivered to you',
      );
    // the unique (product, shopper) index decides between two posts sent at once
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        userId,
        authorName: author,
        rating: body.rating,
        title: body.title,
        body: body.body,
        isVerifiedPurchase: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError(
        409,
        'ALREADY_REVIEWED',
        'You have already reviewed this product: edit your review instead',
      );
    const photoCount = await setReviewPhotos(tx, userId, row.id, body.photoIds);
    await addToRating(tx, product.id, 1, body.rating);
    return setPhotoCount(tx, row.id, photoCount);
  });
  await dropProductAnswers(deps, product);
  return { Review: await toProductReview(db, saved), isUserAlreadyPostedReview: true };
}

export async function updateReview(
  deps: AppDeps,
  userId: number,
  body: UpdateReviewBody,
): Promise<SavedReviewAnswer> {
  const db = deps.database.db;
  const saved = await inTransaction(db, async (tx) => {
    const old = await lockOwnReview(tx, userId, body.reviewId);
    const photoCount = await setReviewPhotos(tx, userId, old.id, body.photoIds);
    const [row] = await tx
      .update(reviews)
      .set({
        rating: body.rating,
        title: body.title,
        body: body.body,
        photoCount,
        editedAt: sql`now()`,
        // an edited review is new to the moderation queue again
        moderatedAt: null,
      })
      .where(eq(reviews.id, old.id))
      .returning();
    if (!old.isHidden) await addToRating(tx, old.productId, 0, body.rating - old.rating);
    return row!;
  });
  await dropAnswersOf(deps, saved.productId);
  return { Review: await toProductReview(db, saved), isUserAlreadyPostedReview: true };
}

export async function deleteReview(deps: AppDeps, userId: number, reviewId: number): Promise<void> {
  const db = deps.database.db;
  const gone = await inTransaction(db, async (tx) => {
    const old = await lockOwnReview(tx, userId, reviewId);
    // its photos, votes and reports go with it (foreign keys cascade)
    await tx.delete(reviews).where(eq(reviews.id, old.id));
    if (!old.isHidden) await addToRating(tx, old.productId, -1, -old.rating);
    return old;
  });
  await dropAnswersOf(deps, gone.productId);
}

/** The shopper's own review, locked for the change; another shopper's answers REVIEW_NOT_FOUND. */
async function lockOwnReview(tx: Tx, userId: number, reviewId: number): Promise<ReviewRow> {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .for('update');
  if (!row) throw reviewNotFound();
  return row;
}

async function setPhotoCount(tx: Tx, reviewId: number, photoCount: number): Promise<ReviewRow> {
  const [row] = await tx
    .update(reviews)
    .set({ photoCount })
    .where(eq(reviews.id, reviewId))
    .returning();
  return row!;
}

/** Drops the cached details and reviews of the product a review belongs to. */
export async function dropAnswersOf(deps: AppDeps, productId: number): Promise<void> {
  const product = await findProductRef(deps.database.db, productId);
  if (product) await dropProductAnswers(deps, product);
}
