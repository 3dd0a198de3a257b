import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import type { OrderLine } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buttonClassName } from '@kirana/ui';
import { useT } from '../../../lib/i18n';
import { fetchOrderReviews } from '../reviews-slice';
import { WRITE_REVIEW_QUERY } from './my-review-panel';
import styles from './my-review-panel.module.css';

/** On a delivered order: "Rate your items", each product linking to its review form. */
export function OrderReviewPrompt({ orderId, lines }: { orderId: number; lines: OrderLine[] }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const products = useAppSelector((s) => s.reviews.orderProducts[orderId]);
  useEffect(() => {
    void dispatch(fetchOrderReviews(orderId));
  }, [dispatch, orderId]);
  if (!products?.length) return null;
  const slugOf = new Map(lines.map((l) => [l.ProductId, l.Slug]));
  const toRate = products.filter((p) => p.CanReview).length;
  return (
    <section className={styles.prompt} aria-labelledby="rate-items-title" data-testid="rate-items">
      <h2 id="rate-items-title" className={styles.promptTitle}>
        {toRate > 0 ? t('reviews.prompt.title') : t('reviews.prompt.thanks')}
      </h2>
      <ul className={styles.promptList}>
        {products.map((p) => (
          <li key={p.ProductId} className={styles.promptRow}>
            <span className={styles.promptName}>{p.ProductName}</span>
            {p.MyRating ? (
              <span
                className={styles.rated}
                aria-label={t('reviews.prompt.rated', { rating: p.MyRating })}
              >
                {'★'.repeat(p.MyRating)}
              </span>
            ) : p.CanReview ? (
              <Link
                to={`/${slugOf.get(p.ProductId) ?? ''}?${WRITE_REVIEW_QUERY}#write-review`}
                className={buttonClassName({ size: 's', variant: 'secondary' })}
                aria-label={t('reviews.prompt.rateLabel', { name: p.ProductName })}
              >
                {t('reviews.prompt.rate')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
