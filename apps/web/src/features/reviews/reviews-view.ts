import type { ReviewSort } from '@kirana/shared';

// Apart from the filter bar (components/review-filters.tsx): the product details state keeps a
// view from the first screen on, the bar is drawn only on a product's page.

/** The reviews shown: their order, and an optional star or with-photos filter. */
export interface ReviewsView {
  sort: ReviewSort;
  stars: number | null;
  withPhotos: boolean;
}

export const DEFAULT_REVIEWS_VIEW: ReviewsView = { sort: 'newest', stars: null, withPhotos: false };
