import { and, count, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { ReviewPhotoAnswer } from '@kirana/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { EncodedPhoto } from '../../lib/photos';
import { reviewPhotos, reviews } from './reviews.tables';

// A review's photos: uploaded first (re-encoded by lib/photos), then attached to one review by
// their uploader. Shown to everyone once their review is shown.

/** Uploads a shopper may keep waiting for a review in a day: a cap on what never gets posted. */
const LOOSE_PHOTOS_PER_DAY = 30;

export async function storeReviewPhoto(
  db: Db,
  userId: number,
  photo: EncodedPhoto,
): Promise<ReviewPhotoAnswer> {
  const [loose] = await db
    .select({ n: count() })
    .from(reviewPhotos)
    .where(
      and(
        eq(reviewPhotos.userId, userId),
        isNull(reviewPhotos.reviewId),
        gt(reviewPhotos.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if (Number(loose?.n ?? 0) >= LOOSE_PHOTOS_PER_DAY)
    throw new AppError(
      429,
      'TOO_MANY_PHOTOS',
      'You have uploaded many photos today: post your review first',
    );
  const [row] = await db
    .insert(reviewPhotos)
    .values({ userId, webp: photo.webp, width: photo.width, height: photo.height })
    .returning({ id: reviewPhotos.id });
  return { PhotoId: row!.id, Width: photo.width, Height: photo.height };
}

/**
 * Makes `photoIds` the review's photos, in that order: each must be the shopper's own upload,
 * loose or already on this review; the review's other photos are deleted. Answers the count.
 */
export async function setReviewPhotos(
  tx: Tx,
  userId: number,
  reviewId: number,
  photoIds: readonly string[],
): Promise<number> {
  for (const [position, id] of photoIds.entries()) {
    const moved = await tx
      .update(reviewPhotos)
      .set({ reviewId, position })
      .where(
        and(
          eq(reviewPhotos.id, id),
          eq(reviewPhotos.userId, userId),
          or(isNull(reviewPhotos.reviewId), eq(reviewPhotos.reviewId, reviewId)),
        ),
      )
      .returning({ id: reviewPhotos.id });
    if (!moved.length)
      throw new AppError(
        400,
        'PHOTO_NOT_FOUND',
        'One of the photos is not among your uploads: add it again',
      );
  }
  await tx
    .delete(reviewPhotos)
    .where(
      and(
        eq(reviewPhotos.reviewId, reviewId),
        photoIds.length ? notInArray(reviewPhotos.id, [...photoIds]) : undefined,
      ),
    );
  return photoIds.length;
}

/** A photo of a shown review (anyone), or any review photo (`anyReview`, the store owner). */
export async function readReviewPhoto(db: Db, photoId: string, anyReview = false): Promise<Buffer> {
  const [row] = await db
    .select({ webp: reviewPhotos.webp })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.id, photoId), anyReview ? undefined : eq(reviews.isHidden, false)));
  if (!row) throw new AppError(404, 'PHOTO_NOT_FOUND', 'Photo not found');
  return row.webp;
}
