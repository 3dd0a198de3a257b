import { and, eq, sql } from 'drizzle-orm';
import type { ReportReviewBody, ReviewHelpfulAnswer, ReviewHelpfulBody } from '@kirana/shared';
import { inTransaction, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { dropAnswersOf, reviewNotFound } from './reviews.service';
import type { ReviewRow } from './review-mapping';
import { reviewReports, reviews, reviewVotes } from './reviews.tables';

// Helpful votes and abuse reports: one of each per shopper and review, kept by primary keys, so a
// double click or a retry counts once; the review's counter moves only when a row really did.

/** A shown review another shopper wrote; the shopper's own answers OWN_REVIEW. */
async function othersShownReview(tx: Tx, userId: number, reviewId: number): Promise<ReviewRow> {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.isHidden, false)));
  if (!row) throw reviewNotFound();
  if (row.userId === userId)
    throw new AppError(409, 'OWN_REVIEW', 'This is your own review: others decide if it helps');
  return row;
}

export async function markHelpful(
  deps: AppDeps,
  userId: number,
  body: ReviewHelpfulBody,
): Promise<ReviewHelpfulAnswer> {
  const answer = await inTransaction(deps.database.db, async (tx) => {
    const review = await othersShownReview(tx, userId, body.reviewId);
    const vote = and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, userId));
    const changed = body.helpful
      ? await tx
          .insert(reviewVotes)
          .values({ reviewId: review.id, userId })
          .onConflictDoNothing()
          .returning({ id: reviewVotes.reviewId })
      : await tx.delete(reviewVotes).where(vote).returning({ id: reviewVotes.reviewId });
    const delta = changed.length * (body.helpful ? 1 : -1);
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + ${delta}` })
      .where(eq(reviews.id, review.id))
      .returning({ n: reviews.helpfulCount, productId: reviews.productId });
    return {
      productId: row!.productId,
      changed: delta !== 0,
      result: { ReviewId: review.id, Helpful: body.helpful, HelpfulCount: row!.n },
    };
  });
  // "most helpful first" pages follow the count
  if (answer.changed) await dropAnswersOf(deps, answer.productId);
  return answer.result;
}

export async function reportReview(
  deps: AppDeps,
  userId: number,
  body: ReportReviewBody,
): Promise<void> {
  await inTransaction(deps.database.db, async (tx) => {
    const review = await othersShownReview(tx, userId, body.reviewId);
    const added = await tx
      .insert(reviewReports)
      .values({ reviewId: review.id, userId, reason: body.reason, details: body.details })
      .onConflictDoNothing()
      .returning({ id: reviewReports.reviewId });
    if (added.length)
      await tx
        .update(reviews)
        .set({ reportCount: sql`${reviews.reportCount} + 1` })
        .where(eq(reviews.id, review.id));
  });
}
