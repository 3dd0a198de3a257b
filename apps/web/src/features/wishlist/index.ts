// The wishlist feature's public face: the heart (on the first screen), the start-up part that
// fills the hearts (loaded after the first screen), and what the My list page reads.
export { default as HeartButton } from './heart-button';
export { WishlistSync } from './wishlist-sync';
export { getWishlist, mergeWishlist } from './api';
export { readLocalWishlist } from './local-wishlist';
