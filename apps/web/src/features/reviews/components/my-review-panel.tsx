import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, Dialog } from '@kirana/ui';
import { selectIsAuthenticated } from '../../users';
import { useT } from '../../../lib/i18n';
import { fetchMyReview, removeReview } from '../reviews-slice';
import { lazyPart } from '../../../lib/lazy-part';
import styles from './my-review-panel.module.css';

// The form (its checks, photo uploads and the contract's validation) loads when a shopper opens
// it: it was a third of the product page's own JavaScript, and most visitors never write.
const ReviewForm = lazyPart(() => import('./review-form').then((m) => m.ReviewForm));

/** `?review=write` (the delivered-order prompt's link) opens the form at once. */
export const WRITE_REVIEW_QUERY = 'review=write';

/**
 * The shopper's own place in a product's reviews: sign in to review, "Write a review" for a
 * delivered product, their review with Edit and Delete, or why they cannot review yet.
 */
export function MyReviewPanel({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const mine = useAppSelector((s) => s.reviews.mine[productId]);
  const request = useAppSelector((s) => s.reviews.mineRequest);
  const [writing, setWriting] = useState(search.includes(WRITE_REVIEW_QUERY));
  // opened by the link: the form is far down the page, so it is brought into view
  const [openedByLink] = useState(writing);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (signedIn && !mine) void dispatch(fetchMyReview(productId));
  }, [dispatch, signedIn, mine, productId]);

  // the page remounts this panel when a post drops the product's cached data: the link's
  // ?review=write must not open the form again
  const closeForm = () => {
    setWriting(false);
    if (search.includes(WRITE_REVIEW_QUERY)) void navigate(pathname, { replace: true });
  };

  if (!signedIn)
    return (
      <p className={styles.panel}>
        {t('reviews.panel.bought')}{' '}
        <Link to={`/login?next=${encodeURIComponent(`${pathname}?${WRITE_REVIEW_QUERY}`)}`}>
          {t('reviews.panel.signIn')}
        </Link>
      </p>
    );
  if (!mine) {
    const failed = request.productId === productId && request.error;
    return failed ? (
      <p className={styles.panel} role="alert">
        {t('reviews.panel.loadFailed')}{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => void dispatch(fetchMyReview(productId))}
        >
          {t('reviews.tryAgain')}
        </button>
      </p>
    ) : (
      <p className={styles.panel} aria-busy="true">
        {t('reviews.panel.checking')}
      </p>
    );
  }

  if (writing && (mine.CanReview || mine.MyReview))
    return (
      <div id="write-review">
        <ReviewForm
          productId={productId}
          productName={productName}
          editing={mine.MyReview}
          bringIntoView={openedByLink}
          onDone={closeForm}
          onCancel={closeForm}
        />
      </div>
    );

  const remove = async () => {
    if (!mine.MyReview) return;
    setBusy(true);
    const result = await dispatch(removeReview({ reviewId: mine.MyReview.ReviewId, productId }));
    setBusy(false);
    if (removeReview.fulfilled.match(result)) setDeleting(false);
    else setDeleteError(result.payload?.message ?? t('reviews.panel.deleteFailed'));
  };

  if (mine.MyReview)
    return (
      <div className={styles.panel} data-testid="my-review">
        <p className={styles.mine}>
          <strong>{t('reviews.panel.yourReview')}</strong>{' '}
          {t('reviews.panel.summary', { rating: mine.MyReview.Rating, title: mine.MyReview.Title })}
        </p>
        {mine.MyReview.IsHidden ? (
          <p className={styles.hidden}>{t('reviews.panel.hidden')}</p>
        ) : null}
        <div className={styles.actions}>
          <Button size="s" variant="secondary" onClick={() => setWriting(true)}>
            {t('reviews.panel.edit')}
          </Button>
          <Button size="s" variant="ghost" onClick={() => setDeleting(true)}>
            {t('reviews.panel.delete')}
          </Button>
        </div>
        <Dialog
          open={deleting}
          title={t('reviews.delete.title')}
          onClose={() => setDeleting(false)}
          actions={
            <>
              <Button variant="ghost" onClick={() => setDeleting(false)} disabled={busy}>
                {t('reviews.delete.keep')}
              </Button>
              <Button onClick={() => void remove()} disabled={busy}>
                {busy ? t('reviews.delete.deleting') : t('reviews.delete.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('reviews.delete.body')}</p>
          {deleteError ? <p role="alert">{deleteError}</p> : null}
        </Dialog>
      </div>
    );

  if (mine.CanReview)
    return (
      <div className={styles.panel}>
        <p className={styles.mine}>{t('reviews.panel.canReview')}</p>
        <Button onClick={() => setWriting(true)}>{t('reviews.panel.write')}</Button>
      </div>
    );

  return (
    <p className={styles.panel}>
      {t('reviews.panel.onlyBuyers')}{' '}
      <Link to="/order/history" className={buttonClassName({ variant: 'ghost', size: 's' })}>
        {t('reviews.panel.yourOrders')}
      </Link>
    </p>
  );
}
