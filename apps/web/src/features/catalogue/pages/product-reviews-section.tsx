import { useEffect } from 'react';
import { buttonClassName, Skeleton } from '@kirana/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import RatingSummary from '../components/product/rating-summary';
import { MyReviewPanel, ReviewFilters, ReviewList } from '../../reviews';
import {
  fetchProductReviews,
  postedRatingReset,
  reviewsViewChanged,
  type ProductEntry,
} from '../product-details-slice';
import { useT } from '../../../lib/i18n';
import styles from './product-details-page.module.css';

function PostedRating({ entry, productId }: { entry: ProductEntry; productId: number }) {
  const dispatch = useAppDispatch();
  const t = useT();
  if (entry.postedRating === null) return null;
  return (
    <p className={styles.thanks} role="status">
      {t('product.thanks', { stars: entry.postedRating })}
      <button
        type="button"
        className={buttonClassName({ variant: 'link' })}
        onClick={() => dispatch(postedRatingReset(productId))}
      >
        {t('product.dismiss')}
      </button>
    </p>
  );
}

/** Ratings and reviews: the summary, the shopper's own review, filters, the list and more. */
export function ReviewsSection({
  entry,
  productId,
  name,
}: {
  entry: ProductEntry;
  productId: number;
  name: string;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const request = useAppSelector((s) => s.productDetails.reviewsRequest);
  const mine = request.productId === productId;
  const reviews = entry.reviews;
  const view = entry.reviewsView;
  const filtered = view.stars !== null || view.withPhotos;
  const loadPage = (pageNo: number) => void dispatch(fetchProductReviews({ productId, pageNo }));
  useEffect(() => {
    void dispatch(fetchProductReviews({ productId, pageNo: 1 }));
  }, [dispatch, productId, view]);

  return (
    <section className={styles.card} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {t('product.reviews')}
      </h2>
      <PostedRating entry={entry} productId={productId} />
      {entry.ratings && entry.ratings.TotalRatings > 0 ? (
        <RatingSummary ratings={entry.ratings} />
      ) : (
        <p className={styles.muted}>{t('product.no-ratings')}</p>
      )}
      <MyReviewPanel productId={productId} productName={name} />
      {(entry.ratings?.TotalRatings ?? 0) > 0 && (
        <ReviewFilters
          view={view}
          onChange={(next) => dispatch(reviewsViewChanged({ productId, view: next }))}
        />
      )}
      {reviews && reviews.Reviews.length > 0 && (
        <ReviewList productId={productId} reviews={reviews.Reviews} />
      )}
      {reviews && reviews.Reviews.length === 0 && filtered && (
        <p className={styles.muted}>{t('product.no-reviews')}</p>
      )}
      {mine && request.error && (
        <p className={styles.inlineError} role="alert">
          {t('product.reviews-failed', { error: request.error.message })}{' '}
          <button
            type="button"
            className={buttonClassName({ variant: 'link' })}
            onClick={() => loadPage(entry.loadedReviewsPageNumber + 1)}
          >
            {t('product.please-retry')}
          </button>
        </p>
      )}
      {!reviews && mine && request.loading && <Skeleton className={styles.skReviews} />}
      {reviews && reviews.Reviews.length < reviews.TotalReviews && (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => loadPage(entry.loadedReviewsPageNumber + 1)}
          disabled={request.loading && mine}
        >
          {request.loading && mine
            ? t('product.loading-more')
            : t('product.more-reviews', {
                count: reviews.TotalReviews - reviews.Reviews.length,
              })}
        </button>
      )}
    </section>
  );
}
