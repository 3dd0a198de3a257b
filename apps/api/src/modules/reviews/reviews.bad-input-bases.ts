import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of the moderation queue's calls that take input (the others: bad-input.test). */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/reviews',
    query: { filter: 'new', productId: 1, pageNo: 1, pageSize: 5 },
    token: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/{reviewId}/approve',
    params: { reviewId: 1 },
    token: 'admin',
  },
];
