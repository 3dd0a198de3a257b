// Which products are on My list, for the hearts on cards and product pages. This file is on the
// first screen, so it holds only the ids, their listeners and this page's taps; loading, saving
// and merging the list are in wishlist-sync.tsx and wishlist-toggle.ts, loaded after the first
// screen.
import { useSyncExternalStore } from 'react';

let ids: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

/**
 * This page's taps, by product: on the list or off it, the tap's number, and whether its save is
 * done. A list loaded while a tap was being saved (or read before the tap) may not have it yet.
 */
const taps = new Map<number, { saved: boolean; seq: number; settled: boolean }>();
let tapCount = 0;

function show(next: ReadonlySet<number>): void {
  ids = next;
  listeners.forEach((l) => l());
}

/** Replaces the ids the hearts show and forgets the taps (a fresh start). */
export function setWishlistIds(next: Iterable<number>): void {
  taps.clear();
  show(new Set(next));
}

/**
 * Shows the product on My list or off it at once (a tap, or a failed save putting it back) and
 * answers the tap's number, for settleTap once its save is done.
 */
export function markWishlisted(productId: number, saved: boolean): number {
  const seq = ++tapCount;
  taps.set(productId, { saved, seq, settled: false });
  const next = new Set(ids);
  if (saved) next.add(productId);
  else next.delete(productId);
  show(next);
  return seq;
}

/** The tap `seq` is saved (or put back): a list loaded from now on has it. */
export function settleTap(productId: number, seq: number): void {
  const tap = taps.get(productId);
  if (tap?.seq === seq) tap.settled = true;
}

/** The taps so far, noted when a load starts (see showLoadedWishlist). */
export const tapsSoFar = (): number => tapCount;

/**
 * Shows a loaded list (this browser's, or the account's) with the taps it may not have laid over
 * it: those whose save is not done, and those made since the load started (`since`, tapsSoFar
 * then). Without this, a heart tapped while the list loaded went back to empty though its save
 * went through (seen on a slow phone: a tap right after the page showed).
 */
export function showLoadedWishlist(loaded: Iterable<number>, since: number): void {
  const next = new Set(loaded);
  for (const [productId, tap] of taps) {
    if (tap.settled && tap.seq <= since) continue;
    if (tap.saved) next.add(productId);
    else next.delete(productId);
  }
  show(next);
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
