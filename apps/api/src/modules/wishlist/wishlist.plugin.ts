// What the user scope wires of the wishlist module; only scopes/ and tests import this file.
export { registerWishlistUserRoutes } from './wishlist.routes';
