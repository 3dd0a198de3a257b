import type { ProductReview } from '@kirana/shared';
import styles from './reviews-list.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The reviews loaded so far, newest first. */
export default function ReviewsList({ reviews }: { reviews: readonly ProductReview[] }) {
  return (
    <ul className={styles.list}>
      {reviews.map((r) => (
        <li key={r.ReviewId} className={styles.review}>
          <div className={styles.top}>
            <span
              className={`${styles.rating} ${r.Rating <= 2 ? styles.low : ''}`}
              aria-label={`${r.Rating} out of 5 stars`}
            >
              {r.Rating} ★
            </span>
            {r.Title && <h3 className={styles.title}>{r.Title}</h3>}
          </div>
          {r.Body && <p className={styles.body}>{r.Body}</p>}
          <p className={styles.meta}>
            {r.AuthorName}
            {r.IsVerifiedPurchase && (
              <span className={styles.verified}> · ✓ Verified purchase</span>
            )}
            <span> · </span>
            <time dateTime={r.CreatedAt}>{dateFormat.format(new Date(r.CreatedAt))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
