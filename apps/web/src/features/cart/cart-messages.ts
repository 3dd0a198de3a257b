// The cart's texts from the spec (sections 4 and 8), spelt correctly (design section 7).

export const ALREADY_ADDED_MESSAGE = 'Already added, Manage qty from cart';

export const CART_RESET_TITLE = 'Your cart has been reset';
export const CART_RESET_BODY =
  'We have removed your cart items as we detect some unusual activities from your browser';

export const PRICE_UPDATE_TITLE = 'Product Updates Detected';
export const PRICE_UPDATE_BODY =
  'Some items in your cart now have updated prices. Please review the changes before completing your order.';
export const PRICE_UPDATE_REMOVED_BODY =
  'Some items in your cart now have updated prices and removed some items which are not available at moment. Please review the changes before completing your order.';

/** Delay before the price-change dialog appears. */
export const PRICE_DIALOG_DELAY_MS = 2000;

/** The price-change dialog's body: the second text when lines were removed. */
export function priceUpdateBody(removedCount: number): string {
  return removedCount > 0 ? PRICE_UPDATE_REMOVED_BODY : PRICE_UPDATE_BODY;
}
