// The wishlist calls (packages/shared wishlist contract).
import type { WishlistAnswer, WishlistChangeAnswer } from '@kirana/shared';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';

export const getWishlist = (signal?: AbortSignal) =>
  apiGet<WishlistAnswer>('/wishlist', undefined, signal);
export const saveToWishlist = (productId: number) =>
  apiRequest<WishlistChangeAnswer>('PUT', `/wishlist/${productId}`);
export const removeFromWishlist = (productId: number) =>
  apiRequest<WishlistChangeAnswer>('DELETE', `/wishlist/${productId}`);
export const mergeWishlist = (productIds: readonly number[]) =>
  apiPost<WishlistAnswer>('/wishlist/merge', { ProductIds: productIds });
