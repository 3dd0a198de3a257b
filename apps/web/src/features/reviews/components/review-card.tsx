import type { ProductReview } from '@kirana/shared';
import { Icon } from '@kirana/ui';
import styles from './review-card.module.css';

// In India time, as the store's other dates: the server draws the product page's first reviews,
// and a date in its own zone (UTC) differed from the browser's for reviews written after 6:30 pm
// UTC, so every such page failed to hydrate (React #418) on Indian phones.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export interface ReviewVoting {
  /** null for a guest, whose click leads to sign-in */
  helpful: boolean | null;
  reported: boolean;
  own: boolean;
  busy: boolean;
  onHelpful: () => void;
  onReport: () => void;
}

/** One review: stars, title, words, photos, who and when, and the helpful and report buttons. */
export function ReviewCard({ review: r, voting }: { review: ProductReview; voting: ReviewVoting }) {
  return (
    <li className={styles.review} data-testid="review">
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
      {r.Photos.length > 0 ? (
        <ul className={styles.photos} aria-label="Photos from this review">
          {r.Photos.map((p, i) => (
            <li key={p.PhotoId}>
              <a href={p.Url} target="_blank" rel="noreferrer">
                <img
                  src={p.Url}
                  alt={`Photo ${i + 1} by ${r.AuthorName}`}
                  width={88}
                  height={88}
                  loading="lazy"
                  className={styles.photo}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.meta}>
        {r.AuthorName}
        {r.IsVerifiedPurchase && <span className={styles.verified}> · ✓ Verified purchase</span>}
        <span> · </span>
        <time dateTime={r.CreatedAt}>{dateFormat.format(new Date(r.CreatedAt))}</time>
        {r.EditedAt ? <span> · edited</span> : null}
      </p>
      <div className={styles.actions}>
        {voting.own ? (
          <span className={styles.count}>
            {r.HelpfulCount > 0
              ? `${r.HelpfulCount} ${r.HelpfulCount === 1 ? 'person' : 'people'} found your review helpful`
              : 'Your review'}
          </span>
        ) : (
          <>
            <button
              type="button"
              className={`${styles.vote} ${voting.helpful ? styles.voted : ''}`}
              aria-pressed={voting.helpful ?? false}
              disabled={voting.busy}
              onClick={voting.onHelpful}
            >
              <Icon name="thumbsUp" size={14} /> Helpful
              {r.HelpfulCount > 0 ? ` (${r.HelpfulCount})` : ''}
            </button>
            {voting.reported ? (
              <span className={styles.count}>Reported. Thank you.</span>
            ) : (
              <button type="button" className={styles.report} onClick={voting.onReport}>
                Report
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
