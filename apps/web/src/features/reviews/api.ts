// The reviews calls: the shopper's side of a product's reviews, writing, votes, reports, and
// which products of a delivered order are still to be rated (signed in, Bearer).
import type {
  MyProductReviewAnswer,
  OrderReviewsAnswer,
  PostReviewBody,
  ReportReviewBody,
  ReviewHelpfulAnswer,
  ReviewHelpfulBody,
  SavedReviewAnswer,
  UpdateReviewBody,
} from '@kirana/shared';
import { apiGet, apiPost } from '../../lib/api-client';

/** Where review photos are uploaded, one raw image per call. */
export const REVIEW_PHOTO_PATH = '/review-photos';

export const getMyProductReview = (productId: number, signal?: AbortSignal) =>
  apiGet<MyProductReviewAnswer>('/my-product-review', { productId }, signal);
export const postReview = (body: PostReviewBody) =>
  apiPost<SavedReviewAnswer>('/post-review', body);
export const updateReview = (body: UpdateReviewBody) =>
  apiPost<SavedReviewAnswer>('/update-review', body);
export const deleteReview = (reviewId: number) =>
  apiPost<{ Deleted: true }>('/delete-review', { reviewId });
export const voteHelpful = (body: ReviewHelpfulBody) =>
  apiPost<ReviewHelpfulAnswer>('/review-helpful', body);
export const reportReview = (body: ReportReviewBody) =>
  apiPost<{ Reported: true }>('/report-review', body);
export const getOrderReviews = (orderId: number, signal?: AbortSignal) =>
  apiGet<OrderReviewsAnswer>('/order-reviews', { orderId }, signal);
