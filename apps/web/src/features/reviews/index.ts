// The reviews feature's public face: what other features and app/ may import.
export {
  reviewsSlice,
  fetchMyReview,
  submitReview,
  removeReview,
  markHelpful,
} from './reviews-slice';
export { ReviewList } from './components/review-list';
export { ReviewFilters } from './components/review-filters';
export { DEFAULT_REVIEWS_VIEW, type ReviewsView } from './reviews-view';
export { MyReviewPanel } from './components/my-review-panel';
export { OrderReviewPrompt } from './components/order-review-prompt';
