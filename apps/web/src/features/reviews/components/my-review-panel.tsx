import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, Dialog } from '@kirana/ui';
import { selectIsAuthenticated } from '../../users';
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
        Bought this?{' '}
        <Link to={`/login?next=${encodeURIComponent(`${pathname}?${WRITE_REVIEW_QUERY}`)}`}>
          Sign in to write a review
        </Link>
      </p>
    );
  if (!mine) {
    const failed = request.productId === productId && request.error;
    return failed ? (
      <p className={styles.panel} role="alert">
        Your review could not be loaded.{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => void dispatch(fetchMyReview(productId))}
        >
          Try again
        </button>
      </p>
    ) : (
      <p className={styles.panel} aria-busy="true">
        Checking your review…
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
    else setDeleteError(result.payload?.message ?? 'Your review could not be deleted');
  };

  if (mine.MyReview)
    return (
      <div className={styles.panel} data-testid="my-review">
        <p className={styles.mine}>
          <strong>Your review:</strong> {mine.MyReview.Rating}★ “{mine.MyReview.Title}”
        </p>
        {mine.MyReview.IsHidden ? (
          <p className={styles.hidden}>
            The store has hidden your review because it breaks the review rules: only you can see
            it.
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button size="s" variant="secondary" onClick={() => setWriting(true)}>
            Edit
          </Button>
          <Button size="s" variant="ghost" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
        <Dialog
          open={deleting}
          title="Delete your review?"
          onClose={() => setDeleting(false)}
          actions={
            <>
              <Button variant="ghost" onClick={() => setDeleting(false)} disabled={busy}>
                Keep it
              </Button>
              <Button onClick={() => void remove()} disabled={busy}>
                {busy ? 'Deleting…' : 'Delete'}
              </Button>
            </>
          }
        >
          <p>Your rating, words and photos will be removed.</p>
          {deleteError ? <p role="alert">{deleteError}</p> : null}
        </Dialog>
      </div>
    );

  if (mine.CanReview)
    return (
      <div className={styles.panel}>
        <p className={styles.mine}>You bought this. How was it?</p>
        <Button onClick={() => setWriting(true)}>Write a review</Button>
      </div>
    );

  return (
    <p className={styles.panel}>
      Only shoppers who received this product can review it. You can write one once your order is
      delivered.{' '}
      <Link to="/order/history" className={buttonClassName({ variant: 'ghost', size: 's' })}>
        Your orders
      </Link>
    </p>
  );
}
