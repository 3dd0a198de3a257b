// The cart feature's public face: what other features and app/ may import.
export { cartSlice } from './cart-slice';
export { addToCart, setCartQty } from './cart-thunks';
export { itemIdOf } from './cart-types';
export type { SelectedOption } from './cart-types';
export { default as CartBadge } from './components/cart-badge';
export { default as QtyStepper } from './components/qty-stepper';
export { useCartLine, useMaxQty } from './use-cart';
