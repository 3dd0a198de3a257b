import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each wishlist call that takes input, and of the by-ids call its page uses. */
export const BASES: BaseRequest[] = [
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    path: '/api/wishlist/{productId}',
    params: { productId: 1 },
    token: 'user' as const,
  })),
  { method: 'POST', path: '/api/wishlist/merge', body: { ProductIds: [1, 2] }, token: 'user' },
  { method: 'GET', path: '/api/products-by-ids', query: { ids: '3,1,2' } },
];
