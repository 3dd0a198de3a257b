import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useServerQuery } from '../../../lib/use-server-query';
import { PRODUCTS_BY_IDS_MAX } from '@kirana/shared';
import { getWishlist, readLocalWishlist } from '../../wishlist';
import { getProductsByIds } from '../products-by-ids-api';

/**
 * My list's products with today's price and stock: the account's list when signed in, else
 * this browser's (none kept: nothing is asked and the list is empty).
 */
export function useMyList() {
  const userId = useAppSelector((s) => (s.user.token ? s.user.userId : null));
  // a signed-out list shows its newest PRODUCTS_BY_IDS_MAX
  const [localIds] = useState(() => readLocalWishlist().slice(0, PRODUCTS_BY_IDS_MAX));
  const signedIn = useServerQuery(userId ? `GET /wishlist#${userId}` : null, getWishlist);
  const local = useServerQuery(
    !userId && localIds.length > 0 ? `GET /products-by-ids?ids=${localIds.join(',')}` : null,
    (signal) => getProductsByIds(localIds, signal),
  );
  if (userId) return { signedIn: true, query: signedIn };
  return { signedIn: false, query: local, empty: localIds.length === 0 };
}
