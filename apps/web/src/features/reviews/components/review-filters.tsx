import type { ReviewSort } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import type { ReviewsView } from '../reviews-view';
import styles from './review-filters.module.css';

/** Sort (newest or most helpful) and filter chips (stars, with photos) above the reviews. */
export function ReviewFilters({
  view,
  onChange,
}: {
  view: ReviewsView;
  onChange: (view: ReviewsView) => void;
}) {
  const t = useT();
  const chip = (on: boolean) => `${styles.chip} ${on ? styles.on : ''}`;
  return (
    <div className={styles.bar}>
      <label className={styles.sort}>
        <span>{t('reviews.filters.sortBy')}</span>
        <select
          value={view.sort}
          onChange={(e) => onChange({ ...view, sort: e.target.value as ReviewSort })}
        >
          <option value="newest">{t('reviews.filters.newest')}</option>
          <option value="helpful">{t('reviews.filters.helpful')}</option>
        </select>
      </label>
      <div className={styles.chips} role="group" aria-label={t('reviews.filters.label')}>
        <button
          type="button"
          className={chip(view.stars === null && !view.withPhotos)}
          aria-pressed={view.stars === null && !view.withPhotos}
          onClick={() => onChange({ ...view, stars: null, withPhotos: false })}
        >
          {t('reviews.filters.all')}
        </button>
        {[5, 4, 3, 2, 1].map((n) => (
          <button
            key={n}
            type="button"
            className={chip(view.stars === n)}
            aria-pressed={view.stars === n}
            aria-label={t('reviews.filters.starsLabel', { stars: n })}
            onClick={() => onChange({ ...view, stars: view.stars === n ? null : n })}
          >
            {t('reviews.filters.starChip', { stars: n })}
          </button>
        ))}
        <button
          type="button"
          className={chip(view.withPhotos)}
          aria-pressed={view.withPhotos}
          onClick={() => onChange({ ...view, withPhotos: !view.withPhotos })}
        >
          {t('reviews.filters.withPhotos')}
        </button>
      </div>
    </div>
  );
}
