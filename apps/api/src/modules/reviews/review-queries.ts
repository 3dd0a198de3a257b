import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type {
  MyProductReviewAnswer,
  OrderReviewsAnswer,
  ProductRatings,
  ProductReviewsAnswer,
  ProductReviewsQuery,
} from '@kirana/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findProductRef, findVisibleProductRef } from '../catalogue';
import { deliveredProductIds, findOwnOrder, orderLinesOf } from '../orders';
import { toProductReview, toProductReviews } from './review-mapping';
import { reviewReports, reviews, reviewVotes } from './reviews.tables';

// Reading reviews: a product's page of them, its rating summary, the shopper's own side.

const shown = eq(reviews.isHidden, false);

/** One page of a shown product's shown reviews, sorted and filtered; else PRODUCT_NOT_FOUND. */
export async function listProductReviews(
  db: Db,
  q: ProductReviewsQuery,
): Promise<ProductReviewsAnswer> {
  const product = await findVisibleProductRef(db, q.productId);
  if (!product) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const where = and(
    eq(reviews.productId, product.id),
    shown,
    q.stars ? eq(reviews.rating, q.stars) : undefined,
    q.withPhotos ? gt(reviews.photoCount, 0) : undefined,
  );
  const order: SQL[] =
    q.sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return {
    Reviews: await toProductReviews(db, rows),
    TotalReviews: Number(total?.n ?? 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
  };
}

/** The star histogram and average of a product's shown reviews; the five counts add up to TotalRatings. */
export async function loadRatings(db: Db, productId: number): Promise<ProductRatings> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), shown))
    .groupBy(reviews.rating);
  const stars = [0, 0, 0, 0, 0, 0];
  for (const r of rows) stars[r.rating] = Number(r.n);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const points = rows.reduce((sum, r) => sum + r.rating * Number(r.n), 0);
  return {
    AverageRating: total ? Math.round((points / total) * 10) / 10 : 0,
    TotalRatings: total,
    FiveStar: stars[5]!,
    FourStar: stars[4]!,
    ThreeStar: stars[3]!,
    TwoStar: stars[2]!,
    OneStar: stars[1]!,
  };
}

/** The shopper's review of a product (hidden or not), or null. */
export async function findOwnReview(db: Db, userId: number, productId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row ?? null;
}

/** May the shopper review the product, their review, and their votes and reports on its reviews. */
export async function myProductReview(
  db: Db,
  userId: number,
  productId: number,
): Promise<MyProductReviewAnswer> {
  const product = await findProductRef(db, productId);
  if (!product) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const [mine, delivered, votes, reports] = await Promise.all([
    findOwnReview(db, userId, productId),
    deliveredProductIds(db, userId, [productId]),
    db
      .select({ id: reviewVotes.reviewId })
      .from(reviewVotes)
      .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
      .where(and(eq(reviewVotes.userId, userId), eq(reviews.productId, productId))),
    db
      .select({ id: reviewReports.reviewId })
      .from(reviewReports)
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .where(and(eq(reviewReports.userId, userId), eq(reviews.productId, productId))),
  ]);
  const Reason = mine ? 'ALREADY_REVIEWED' : delivered.has(productId) ? null : 'NOT_DELIVERED';
  return {
    isUserAlreadyPostedReview: mine !== null,
    CanReview: Reason === null,
    Reason,
    MyReview: mine ? { ...(await toProductReview(db, mine)), IsHidden: mine.isHidden } : null,
    HelpfulReviewIds: votes.map((v) => v.id),
    ReportedReviewIds: reports.map((r) => r.id),
  };
}

/** The products of one of the shopper's orders, each with whether it may be reviewed now. */
export async function orderReviews(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderReviewsAnswer> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw notFound('Order', 'ORDER_NOT_FOUND');
  const lines = await orderLinesOf(db, orderId);
  const names = new Map<number, string>();
  for (const l of lines) if (!names.has(l.productId)) names.set(l.productId, l.name);
  const ids = [...names.keys()];
  const mine = ids.length
    ? await db
        .select({ productId: reviews.productId, rating: reviews.rating })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), inArray(reviews.productId, ids)))
    : [];
  const rated = new Map(mine.map((r) => [r.productId, r.rating]));
  return {
    Products: ids.map((id) => ({
      ProductId: id,
      ProductName: names.get(id)!,
      CanReview: order.status === 'delivered' && !rated.has(id),
      MyRating: rated.get(id) ?? null,
    })),
  };
}
