// The last products this browser viewed (localStorage), newest first: nothing leaves the browser.
import { pushLocalId, readLocalIds } from '../../lib/local-ids';

/** How many products the recently viewed shelf keeps. */
export const RECENTLY_VIEWED_MAX = 20;
const KEY = 'kirana.recentlyViewed';

/** Puts a viewed product first (once), keeping the last RECENTLY_VIEWED_MAX. */
export const recordRecentlyViewed = (productId: number): void =>
  void pushLocalId(KEY, productId, RECENTLY_VIEWED_MAX);

/** The viewed products' ids, newest first. */
export const readRecentlyViewed = (): number[] => readLocalIds(KEY);
