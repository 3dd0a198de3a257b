// The wishlist feature's public face: the heart (on the first screen), the ids it shows, and
// the start-up part that fills them (loaded after the first screen).
export { default as HeartButton } from './heart-button';
export { useWishlisted, useWishlistIds } from './wishlist-ids';
export { WishlistSync } from './wishlist-sync';
export { WISHLIST_MESSAGES } from './wishlist-messages';
export { getWishlist, mergeWishlist } from './api';
export { readLocalWishlist } from './local-wishlist';
