import type { ProductRatings } from '@kirana/shared';
import { formatCount } from '../../format';
import styles from './rating-summary.module.css';
import { useT } from '../../../../lib/i18n';

// symbols, the same in every language
const STAR = '★';
const FIVE_STARS = STAR.repeat(5);

const ROWS = [
  [5, 'FiveStar'],
  [4, 'FourStar'],
  [3, 'ThreeStar'],
  [2, 'TwoStar'],
  [1, 'OneStar'],
] as const;

/** How much of five stars an average fills, in percent (to the tenth of a star). */
export const starFill = (average: number) =>
  Math.round(Math.min(5, Math.max(0, average)) * 20 * 10) / 10;

/** The average rating and a 5★..1★ histogram. */
export default function RatingSummary({ ratings }: { ratings: ProductRatings }) {
  const t = useT();
  const total = ratings.TotalRatings || ROWS.reduce((n, [, k]) => n + ratings[k], 0);
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.big}>{ratings.AverageRating.toFixed(1)}</span>
        <span
          className={styles.stars}
          role="img"
          aria-label={t('product.stars', { average: ratings.AverageRating.toFixed(1) })}
        >
          {/* five dim stars, and over them the gold ones cut to the average (4.5 → 90%) */}
          <span className={styles.dim}>{FIVE_STARS}</span>
          <span
            className={styles.gold}
            data-testid="stars-fill"
            style={{ width: `${starFill(ratings.AverageRating)}%` }}
          >
            {FIVE_STARS}
          </span>
        </span>
        <span className={styles.total}>{t('product.ratings', { count: total })}</span>
      </div>
      <ul className={styles.bars} aria-label={t('product.breakdown')}>
        {ROWS.map(([stars, k]) => {
          const n = ratings[k];
          const pct = total ? Math.round((n * 100) / total) : 0;
          return (
            <li
              key={k}
              className={styles.row}
              aria-label={t('product.star-row', { stars, count: n, pct })}
            >
              <span className={styles.label} aria-hidden="true">
                {stars}
                {STAR}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={`${styles.fill} ${stars <= 2 ? styles.low : stars === 3 ? styles.mid : ''}`}
                  style={{ width: `${pct}%` }}
                />
              </span>
              <span className={styles.count} aria-hidden="true">
                {formatCount(n)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
