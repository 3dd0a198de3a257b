import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { AdminReviewsAnswer, AdminReviewsQuery, HideReviewBody } from '@kirana/shared';
import { inTransaction, type Db } from '../../../db/client';
import { products } from '../../../db/tables';
import type { AppDeps } from '../../../lib/deps';
import { addToRating } from '../../catalogue';
import { recordAudit, type AuditActor } from '../../staff';
import { dropAnswersOf, reviewNotFound } from '../reviews.service';
import { toProductReviews } from '../review-mapping';
import { reviewReports, reviews } from '../reviews.tables';

// The store owner's side: reported reviews first, and hiding a review (out of every answer and
// out of the product's rating figures) or showing it again.

/**
 * Reviews for the store owner: reported first, hidden, or all; of one product or one customer;
 * each with its product's name, read in the same query.
 */
export async function adminReviews(
  db: Db,
  q: AdminReviewsQuery & { userId?: number },
): Promise<AdminReviewsAnswer> {
  const where = and(
    q.userId ? eq(reviews.userId, q.userId) : undefined,
    q.filter === 'reported' ? gt(reviews.reportCount, 0) : undefined,
    q.filter === 'hidden' ? eq(reviews.isHidden, true) : undefined,
    q.productId ? eq(reviews.productId, q.productId) : undefined,
  );
  const order: SQL[] =
    q.filter === 'reported'
      ? [desc(reviews.reportCount), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [found, [total]] = await Promise.all([
    db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const rows = found.map((f) => f.review);
  const ids = rows.map((r) => r.id);
  const [shown, reports] = await Promise.all([
    toProductReviews(db, rows),
    ids.length
      ? db
          .select()
          .from(reviewReports)
          .where(inArray(reviewReports.reviewId, ids))
          .orderBy(asc(reviewReports.createdAt))
      : Promise.resolve([]),
  ]);
  return {
    Reviews: rows.map((r, i) => ({
      ...shown[i]!,
      ProductName: found[i]!.productName,
      UserId: r.userId,
      IsHidden: r.isHidden,
      HiddenReason: r.hiddenReason,
      ReportCount: r.reportCount,
      Reports: reports
        .filter((x) => x.reviewId === r.id)
        .map((x) => ({
          Reason: x.reason,
          Details: x.details,
          CreatedAt: x.createdAt.toISOString(),
        })),
    })),
    TotalReviews: Number(total?.n ?? 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
  };
}

/**
 * Hides or shows a review; the product's figures move only when its state really changes, and
 * then the change's audit entry is written in the same transaction.
 */
export async function hideReview(
  deps: AppDeps,
  body: HideReviewBody,
  actor: AuditActor,
): Promise<{ ReviewId: number; IsHidden: boolean }> {
  const review = await inTransaction(deps.database.db, async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set({ isHidden: body.hidden, hiddenReason: body.hidden ? body.reason || null : null })
      .where(and(eq(reviews.id, body.reviewId), eq(reviews.isHidden, !body.hidden)))
      .returning();
    if (changed) {
      const sign = body.hidden ? -1 : 1;
      await addToRating(tx, changed.productId, sign, sign * changed.rating);
      await recordAudit(tx, actor, {
        action: body.hidden ? 'review.hide' : 'review.show',
        entity: 'review',
        entityId: changed.id,
        before: { IsHidden: !body.hidden },
        after: { IsHidden: changed.isHidden, HiddenReason: changed.hiddenReason },
      });
      return changed;
    }
    const [same] = await tx.select().from(reviews).where(eq(reviews.id, body.reviewId));
    if (!same) throw reviewNotFound();
    return same;
  });
  await dropAnswersOf(deps, review.productId);
  return { ReviewId: review.id, IsHidden: review.isHidden };
}
