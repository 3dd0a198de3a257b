import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminReviewsAnswer,
  AdminReviewsQuery,
  HideReviewBody,
  ReviewQueueCounts,
} from '@kirana/shared';
import { inTransaction, type Db } from '../../../db/client';
import { products } from '../../../db/tables';
import type { AppDeps } from '../../../lib/deps';
import { addToRating } from '../../catalogue';
import { recordAudit, type AuditActor } from '../../staff';
import { dropAnswersOf, reviewNotFound } from '../reviews.service';
import { toProductReviews } from '../review-mapping';
import { reviewReports, reviews } from '../reviews.tables';

// The store owner's side: reported reviews first, and hiding a review (out of every answer and
// out of the product's rating figures) or showing it again. Moderation is after the fact (as
// most Indian stores do, and the spec asks no wait): a shopper's review shows at once and waits
// in the "new" queue until staff approve or hide it; an edit puts it back in the queue.

/** A shopper's review no one has approved or hidden since it was posted or last edited. */
const isNew = and(isNull(reviews.moderatedAt), isNotNull(reviews.userId));

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
    q.filter === 'new' ? isNew : undefined,
    q.filter === 'reported' ? gt(reviews.reportCount, 0) : undefined,
    q.filter === 'hidden' ? eq(reviews.isHidden, true) : undefined,
    q.productId ? eq(reviews.productId, q.productId) : undefined,
  );
  const order: SQL[] =
    q.filter === 'reported'
      ? [desc(reviews.reportCount), desc(reviews.id)]
      : q.filter === 'new' // oldest first: the queue is worked through in order
        ? [asc(reviews.createdAt), asc(reviews.id)]
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
      IsModerated: r.moderatedAt !== null || r.userId === null,
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
      .set({
        isHidden: body.hidden,
        hiddenReason: body.hidden ? body.reason || null : null,
        moderatedAt: sql`now()`,
      })
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
    // already in that state: it is looked at all the same
    const [same] = await tx
      .update(reviews)
      .set({ moderatedAt: sql`now()` })
      .where(eq(reviews.id, body.reviewId))
      .returning();
    if (!same) throw reviewNotFound();
    return same;
  });
  await dropAnswersOf(deps, review.productId);
  return { ReviewId: review.id, IsHidden: review.isHidden };
}

/** The queue's counts, for its tabs. */
export async function reviewQueueCounts(db: Db): Promise<ReviewQueueCounts> {
  const [row] = await db
    .select({
      New: sql<number>`count(*) FILTER (WHERE ${isNew})`.mapWith(Number),
      Reported:
        sql<number>`count(*) FILTER (WHERE ${reviews.reportCount} > 0 AND NOT ${reviews.isHidden})`.mapWith(
          Number,
        ),
      Hidden: sql<number>`count(*) FILTER (WHERE ${reviews.isHidden})`.mapWith(Number),
    })
    .from(reviews);
  return row ?? { New: 0, Reported: 0, Hidden: 0 };
}

/**
 * Approves a review: it stays shown and leaves the new queue (audited when it was in it); an
 * approved review hidden before stays hidden (Show is its own action).
 */
export async function approveReview(
  deps: AppDeps,
  reviewId: number,
  actor: AuditActor,
): Promise<ReviewQueueCounts> {
  const db = deps.database.db;
  await inTransaction(db, async (tx) => {
    const [approved] = await tx
      .update(reviews)
      .set({ moderatedAt: sql`now()` })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.moderatedAt)))
      .returning({ id: reviews.id });
    if (approved)
      await recordAudit(tx, actor, {
        action: 'review.approve',
        entity: 'review',
        entityId: reviewId,
        after: { IsModerated: true },
      });
    else {
      const [found] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      if (!found) throw reviewNotFound();
    }
  });
  return reviewQueueCounts(db);
}
