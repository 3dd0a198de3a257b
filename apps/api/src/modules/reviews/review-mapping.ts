import { asc, inArray } from 'drizzle-orm';
import type { ProductReview } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import type { reviews } from './reviews.tables';
import { reviewPhotos } from './reviews.tables';

export type ReviewRow = typeof reviews.$inferSelect;

/** Where a review photo is served (public once its review is shown). */
export const reviewPhotoUrl = (photoId: string) => `/api/review-photos/${photoId}`;

/** The reviews as shoppers see them, with their photos in order (one query for all photos). */
export async function toProductReviews(
  db: DbOrTx,
  rows: readonly ReviewRow[],
): Promise<ProductReview[]> {
  const withPhotos = rows.filter((r) => r.photoCount > 0).map((r) => r.id);
  const photos = withPhotos.length
    ? await db
        .select({
          id: reviewPhotos.id,
          reviewId: reviewPhotos.reviewId,
          width: reviewPhotos.width,
          height: reviewPhotos.height,
        })
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, withPhotos))
        .orderBy(asc(reviewPhotos.position))
    : [];
  return rows.map((r) => ({
    ReviewId: r.id,
    ProductId: r.productId,
    AuthorName: r.authorName,
    Rating: r.rating,
    Title: r.title,
    Body: r.body,
    IsVerifiedPurchase: r.isVerifiedPurchase,
    HelpfulCount: r.helpfulCount,
    Photos: photos
      .filter((p) => p.reviewId === r.id)
      .map((p) => ({ PhotoId: p.id, Url: reviewPhotoUrl(p.id), Width: p.width, Height: p.height })),
    CreatedAt: r.createdAt.toISOString(),
    EditedAt: r.editedAt?.toISOString() ?? null,
  }));
}

export async function toProductReview(db: DbOrTx, row: ReviewRow): Promise<ProductReview> {
  return (await toProductReviews(db, [row]))[0]!;
}
