import type { ProductReview } from '@kirana/shared';
// India's date: the server draws the product page's first reviews, the phone hydrates them
import { INDIA_TIME_ZONE } from '@kirana/shared/common/india-dates';
import { Icon } from '@kirana/ui';
import { useI18n, useT } from '../../../lib/i18n';
import styles from './review-card.module.css';

const STAR = '★';
/** A review's day, in India's time. */
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE };

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
  const t = useT();
  const i18n = useI18n();
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.top}>
        <span
          className={`${styles.rating} ${r.Rating <= 2 ? styles.low : ''}`}
          aria-label={t('reviews.card.rating', { rating: r.Rating })}
        >
          {`${r.Rating} ${STAR}`}
        </span>
        {r.Title && <h3 className={styles.title}>{r.Title}</h3>}
      </div>
      {r.Body && <p className={styles.body}>{r.Body}</p>}
      {r.Photos.length > 0 ? (
        <ul className={styles.photos} aria-label={t('reviews.card.photos')}>
          {r.Photos.map((p, i) => (
            <li key={p.PhotoId}>
              <a href={p.Url} target="_blank" rel="noreferrer">
                <img
                  src={p.Url}
                  alt={t('reviews.card.photoAlt', { n: i + 1, name: r.AuthorName })}
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
        {r.IsVerifiedPurchase && (
          <span className={styles.verified}>
            {' · '}
            {t('reviews.card.verified')}
          </span>
        )}
        <span>{' · '}</span>
        <time dateTime={r.CreatedAt}>{i18n.date(r.CreatedAt, DAY)}</time>
        {r.EditedAt ? <span>{` · ${t('reviews.card.edited')}`}</span> : null}
      </p>
      <div className={styles.actions}>
        {voting.own ? (
          <span className={styles.count}>
            {r.HelpfulCount > 0
              ? t('reviews.card.ownHelpful', { count: r.HelpfulCount })
              : t('reviews.card.own')}
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
              <Icon name="thumbsUp" size={14} />{' '}
              {r.HelpfulCount > 0
                ? t('reviews.card.helpfulCount', { count: r.HelpfulCount })
                : t('reviews.card.helpful')}
            </button>
            {voting.reported ? (
              <span className={styles.count}>{t('reviews.card.reported')}</span>
            ) : (
              <button type="button" className={styles.report} onClick={voting.onReport}>
                {t('reviews.card.report')}
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
