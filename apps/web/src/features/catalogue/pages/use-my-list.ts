import { useState } from 'react';
import { PRODUCTS_BY_IDS_MAX } from '@kirana/shared';
import { useAppSelector } from '../../../app/hooks';
import { useServerQuery } from '../../../lib/use-server-query';
import { getWishlist, mergeWishlist, readLocalWishlist } from '../../wishlist';
import { getProductsByIds } from '../products-by-ids-api';

/**
 * My list's products with today's price and stock: the account's list when signed in (just
 * signed in with a list kept here, the page merges it itself, as the merge is idempotent, so it
 * never shows the account's list from before the merge); signed out, this browser's newest
 * PRODUCTS_BY_IDS_MAX (none kept: nothing is asked and the list is empty).
 */
export function useMyList() {
  const userId = useAppSelector((s) => (s.user.token ? s.user.userId : null));
  const [localIds] = useState(() => readLocalWishlist().slice(0, PRODUCTS_BY_IDS_MAX));
  const signedIn = useServerQuery(
    userId ? `GET /wishlist#${userId}` : null,
    (signal) => {
      const kept = readLocalWishlist();
      return kept.length > 0 ? mergeWishlist(kept) : getWishlist(signal);
    },
    { perLanguage: true },
  );
  const local = useServerQuery(
    !userId && localIds.length > 0 ? `GET /products-by-ids?ids=${localIds.join(',')}` : null,
    (signal) => getProductsByIds(localIds, signal),
    { perLanguage: true },
  );
  if (userId) return { signedIn: true, query: signedIn };
  return { signedIn: false, query: local, empty: localIds.length === 0 };
}
