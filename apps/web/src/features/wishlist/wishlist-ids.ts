// Which products are on My list, for the hearts on cards and product pages. This file is on the
// first screen, so it holds only the ids and their listeners; loading, saving and merging the
// list are in wishlist-sync.tsx and wishlist-toggle.ts, loaded after the first screen.
import { useSyncExternalStore } from 'react';

let ids: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

/** Replaces the ids the hearts show (the list loaded, or one toggled) and redraws them. */
export function setWishlistIds(next: Iterable<number>): void {
  ids = new Set(next);
  listeners.forEach((l) => l());
}

/** Shows the product on My list or off it at once (a tap, or a failed save putting it back). */
export function markWishlisted(productId: number, saved: boolean): void {
  const next = new Set(ids);
  if (saved) next.add(productId);
  else next.delete(productId);
  setWishlistIds(next);
}

/** The ids on My list now. */
export const wishlistIds = (): ReadonlySet<number> => ids;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the product is on My list (false on the server and while hydrating). */
export const useWishlisted = (productId: number): boolean =>
  useSyncExternalStore(
    subscribe,
    () => ids.has(productId),
    () => false,
  );
