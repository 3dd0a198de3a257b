// My list while signed out: product ids in this browser, merged into the account at sign-in.
import { WISHLIST_MAX } from '@kirana/shared';
import { clearLocalIds, dropLocalId, pushLocalId, readLocalIds } from '../../lib/local-ids';

const KEY = 'kirana.wishlist';

export const readLocalWishlist = (): number[] => readLocalIds(KEY);
export const keepLocally = (productId: number): number[] =>
  pushLocalId(KEY, productId, WISHLIST_MAX);
export const forgetLocally = (productId: number): number[] => dropLocalId(KEY, productId);
export const clearLocalWishlist = (): void => clearLocalIds(KEY);
