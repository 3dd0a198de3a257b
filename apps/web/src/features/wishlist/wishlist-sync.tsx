import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { getWishlist, mergeWishlist } from './api';
import { clearLocalWishlist, readLocalWishlist } from './local-wishlist';
import { showLoadedWishlist, tapsSoFar } from './wishlist-ids';

/**
 * Fills the hearts once the first screen is up: signed out from this browser's list; signed in
 * from the account, after adding this browser's list to it (the merge is idempotent, so a
 * merge whose answer is lost is simply sent again next time; the browser's list is cleared only
 * once the account has it).
 */
export function WishlistSync() {
  const token = useAppSelector((s) => s.user.token);
  useEffect(() => {
    // a tap made while the list loads is newer than the list (showLoadedWishlist)
    const since = tapsSoFar();
    if (!token) {
      showLoadedWishlist(readLocalWishlist(), since);
      return;
    }
    let live = true;
    const local = readLocalWishlist();
    const load = local.length > 0 ? mergeWishlist(local) : getWishlist();
    load.then(
      (answer) => {
        if (local.length > 0) clearLocalWishlist();
        if (live)
          showLoadedWishlist(
            answer.Products.map((p) => p.ProductId),
            since,
          );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token]);
  return null;
}
