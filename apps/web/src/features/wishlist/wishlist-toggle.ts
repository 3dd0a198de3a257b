// A heart's tap, loaded at the first tap: the heart has already changed; the change is saved
// on the account (or in the browser while signed out), and a failed save puts the heart back.
import { showToast } from '../../lib/toasts';
import { toFailure } from '../../lib/api-client';
import { removeFromWishlist, saveToWishlist } from './api';
import { forgetLocally, keepLocally } from './local-wishlist';
import { markWishlisted, settleTap } from './wishlist-ids';
import { appT, loadNamespaces } from '../../lib/i18n';

/**
 * Saves "on My list" (`saved`) or "off it" for a product, the change of the heart's tap number
 * `tap`; on failure the heart goes back.
 */
export async function saveWishlistChange(
  productId: number,
  name: string,
  saved: boolean,
  signedIn: boolean,
  tap: number,
): Promise<void> {
  if (!signedIn) {
    if (saved) keepLocally(productId);
    else forgetLocally(productId);
    settleTap(productId, tap);
    return;
  }
  try {
    await (saved ? saveToWishlist(productId) : removeFromWishlist(productId));
    settleTap(productId, tap);
  } catch (err) {
    settleTap(productId, markWishlisted(productId, !saved));
    const full = toFailure(err).code === 'WISHLIST_FULL';
    // the toast's words are in My list's namespace (product), which a home page has not loaded
    await loadNamespaces(['product']).catch(() => undefined);
    showToast('error', full ? appT('product.wl.full') : appT('product.wl.save-failed', { name }));
  }
}
