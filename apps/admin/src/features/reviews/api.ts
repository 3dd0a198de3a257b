import type {
  AdminReviewsAnswer,
  AdminReviewsQuery,
  HideReviewBody,
  ReviewQueueCounts,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

/** The review moderation queue: new, reported and hidden reviews, approve, hide and show. */
export const reviewsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    reviewQueue: b.query<AdminReviewsAnswer, Pick<AdminReviewsQuery, 'filter' | 'pageNo'>>({
      query: (q) => ({ url: '/admin/reviews', params: { ...q, pageSize: 20 } }),
      providesTags: ['Reviews'],
    }),
    reviewQueueCounts: b.query<ReviewQueueCounts, void>({
      query: () => '/admin/reviews/queue-counts',
      providesTags: ['Reviews'],
    }),
    approveReview: b.mutation<ReviewQueueCounts, number>({
      query: (reviewId) => ({ url: `/admin/reviews/${reviewId}/approve`, method: 'POST' }),
      invalidatesTags: ['Reviews', 'Audit'],
    }),
    moderateReview: b.mutation<{ ReviewId: number; IsHidden: boolean }, HideReviewBody>({
      query: (body) => ({ url: '/admin/hide-review', method: 'POST', body }),
      invalidatesTags: ['Reviews', 'Customers', 'Audit'],
    }),
  }),
});
