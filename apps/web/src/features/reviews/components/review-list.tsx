import { useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import type { ProductReview } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/i18n';
import { selectIsAuthenticated } from '../../users';
import { markHelpful, sendReport } from '../reviews-slice';
import { ReviewCard } from './review-card';
import { lazyPart } from '../../../lib/lazy-part';
import styles from './review-card.module.css';

// The report form (its reasons come with the contract's validation) loads when first opened.
const ReportDialog = lazyPart(() => import('./report-dialog').then((m) => m.ReportDialog));

/** The reviews loaded so far, each with its helpful vote and report for a signed-in shopper. */
export function ReviewList({
  productId,
  reviews,
}: {
  productId: number;
  reviews: readonly ProductReview[];
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const mine = useAppSelector((s) => s.reviews.mine[productId]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const [voteError, setVoteError] = useState<string | null>(null);
  const signIn = () =>
    void navigate(`/login?next=${encodeURIComponent(`${pathname}#reviews-title`)}`);

  const vote = async (review: ProductReview) => {
    if (!signedIn) return signIn();
    setBusyId(review.ReviewId);
    setVoteError(null);
    const helpful = !mine?.HelpfulReviewIds.includes(review.ReviewId);
    const result = await dispatch(markHelpful({ productId, reviewId: review.ReviewId, helpful }));
    setBusyId(null);
    if (markHelpful.rejected.match(result))
      setVoteError(result.payload?.message ?? t('reviews.error.vote'));
  };

  const report = async (reason: Parameters<typeof sendReport>[0]['reason'], details: string) => {
    if (reporting === null) return;
    setBusyId(reporting);
    const result = await dispatch(sendReport({ productId, reviewId: reporting, reason, details }));
    setBusyId(null);
    if (sendReport.fulfilled.match(result)) {
      setReporting(null);
      setReportError(null);
    } else setReportError(result.payload?.message ?? t('reviews.error.report'));
  };

  return (
    <>
      {voteError ? (
        <p className={styles.count} role="alert">
          {voteError}
        </p>
      ) : null}
      <ul className={styles.list}>
        {reviews.map((r) => (
          <ReviewCard
            key={r.ReviewId}
            review={r}
            voting={{
              helpful: signedIn ? (mine?.HelpfulReviewIds.includes(r.ReviewId) ?? false) : null,
              reported: mine?.ReportedReviewIds.includes(r.ReviewId) ?? false,
              own: mine?.MyReview?.ReviewId === r.ReviewId,
              busy: busyId === r.ReviewId,
              onHelpful: () => void vote(r),
              onReport: () => (signedIn ? setReporting(r.ReviewId) : signIn()),
            }}
          />
        ))}
      </ul>
      {reporting !== null && (
        <ReportDialog
          key={reporting}
          open
          busy={busyId !== null && busyId === reporting}
          error={reportError}
          onClose={() => {
            setReporting(null);
            setReportError(null);
          }}
          onSend={(reason, details) => void report(reason, details)}
        />
      )}
    </>
  );
}
