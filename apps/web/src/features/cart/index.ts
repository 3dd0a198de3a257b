// The cart feature's public face: what other features and app/ may import.
export { cartSlice, selectCartItems, selectCartReady } from './cart-slice';
export { clearCart, removeBoughtLines } from './cart-after-order';
export { addToCart, removeFromCart, setCartQty } from './cart-thunks';
export { localiseCartNames } from './cart-language';
export { itemIdOf } from './cart-types';
export type { CartItem, CartLineQty, NewCartItem, SelectedOption } from './cart-types';
export { postQuote as quoteItems } from './api';
export { checkoutItemsOf, itemIdOfLine } from './checkout-items';
export { formatDay, formatEta } from './format-eta';
export { default as BillSummary } from './components/bill-summary';
export { default as CartBadge } from './components/cart-badge';
export { default as QtyStepper } from './components/qty-stepper';
export { useCartLine, useCartSync, useMaxQty } from './use-cart';
export { useQuote, type QuoteState } from './use-quote';
