// The wishlist module's public face: nothing is used by other modules yet.
export { getWishlist } from './wishlist.service';
