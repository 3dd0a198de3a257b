import type { ReviewSort } from '@kirana/shared';
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
  const chip = (on: boolean) => `${styles.chip} ${on ? styles.on : ''}`;
  return (
    <div className={styles.bar}>
      <label className={styles.sort}>
        <span>Sort by</span>
        <select
          value={view.sort}
          onChange={(e) => onChange({ ...view, sort: e.target.value as ReviewSort })}
        >
          <option value="newest">Most recent</option>
          <option value="helpful">Most helpful</option>
        </select>
      </label>
      <div className={styles.chips} role="group" aria-label="Filter reviews">
        <button
          type="button"
          className={chip(view.stars === null && !view.withPhotos)}
          aria-pressed={view.stars === null && !view.withPhotos}
          onClick={() => onChange({ ...view, stars: null, withPhotos: false })}
        >
          All
        </button>
        {[5, 4, 3, 2, 1].map((n) => (
          <button
            key={n}
            type="button"
            className={chip(view.stars === n)}
            aria-pressed={view.stars === n}
            aria-label={`${n} star reviews`}
            onClick={() => onChange({ ...view, stars: view.stars === n ? null : n })}
          >
            {n}★
          </button>
        ))}
        <button
          type="button"
          className={chip(view.withPhotos)}
          aria-pressed={view.withPhotos}
          onClick={() => onChange({ ...view, withPhotos: !view.withPhotos })}
        >
          With photos
        </button>
      </div>
    </div>
  );
}
