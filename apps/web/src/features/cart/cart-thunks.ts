// The cart's actions as the app uses them: the rule, then storage, analytics, toasts and the
// price check around the slice's plain reducers.
import type { AppThunk, RootState } from '../../app/store';
import { showCartAddedToast, showToast } from '../../lib/toasts';
import { track } from '../../lib/analytics';
import { appSecureStorage } from '../../lib/app-secure-storage';
import { errorDialogShown } from '../ui';
import { checkCartPrices, hydrateCart } from './cart-sync';
import {
  alreadyAddedMessage,
  loadCartWords,
  PRICE_DIALOG_DELAY_MS,
  priceUpdateTitle,
  priceUpdateBody,
} from './cart-messages';
import { type AddOutcome, addOutcome, cartItemAdded, cartItemQtyChanged } from './cart-slice';
import { CART_STORAGE_KEY, type CartItem, DEFAULT_MAX_QTY, type NewCartItem } from './cart-types';

/** The most units one cart line may hold: the store's maxAllowedQtyPerProduct, else 10. */
export function selectMaxQty(state: RootState): number {
  return state.general.productConfigs?.maxAllowedQtyPerProduct ?? DEFAULT_MAX_QTY;
}

let writes: Promise<void> = Promise.resolve();

/** Saves the cart, encrypted; writes run one after another and each saves the latest cart. */
export function persistCart(getState: () => RootState): Promise<void> {
  writes = writes
    .then(() => appSecureStorage().setItem(CART_STORAGE_KEY, getState().cart.items))
    .catch((err: unknown) => console.warn('The cart could not be saved', err));
  return writes;
}

/** The GA4 item of a cart line for `quantity` units. */
function analyticsItem(
  item: Pick<CartItem, 'ProductId' | 'ProductName' | 'ProductPrice' | 'OptionLabel'>,
  quantity: number,
) {
  return {
    currency: 'INR',
    value: (item.ProductPrice * quantity) / 100,
    items: [
      {
        item_id: String(item.ProductId),
        item_name: item.ProductName,
        item_variant: item.OptionLabel || undefined,
        price: item.ProductPrice / 100,
        quantity,
      },
    ],
  };
}

/** Reads the stored cart once (again when `force`); resolves when the cart is ready. */
export function loadCart(force = false): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const status = getState().cart.status;
    if (status === 'ready' && !force) return;
    await dispatch(hydrateCart({ force: force || status === 'loading' }));
  };
}

/**
 * Runs the price check when the cart has unchecked lines; when prices changed it flags the order
 * data's isProductPriceUpdated, saves the updated cart and, 2 s later, shows 'Product Updates
 * Detected'.
 */
export function validateCartPrices(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const result = await dispatch(checkCartPrices());
    if (!checkCartPrices.fulfilled.match(result) || !result.payload.answer.PriceUpdated) return;
    const changes = getState().cart.lastPriceCheck;
    if (!changes || changes.repriced.length + changes.removed.length === 0) return;
    // the orders' slice keeps the flag; its code is not part of the first screen
    const { productPriceUpdateDetected } = await import('../orders');
    dispatch(productPriceUpdateDetected(true));
    await persistCart(getState);
    await loadCartWords();
    const body = priceUpdateBody(changes.removed.length);
    setTimeout(
      () => dispatch(errorDialogShown({ title: priceUpdateTitle(), body })),
      PRICE_DIALOG_DELAY_MS,
    );
  };
}

/**
 * Adds a product with its options and quantity. The same product and option twice gives the
 * alert 'Already added, Manage qty from cart' and adds nothing; a missing quantity adds nothing.
 */
export function addToCart(item: NewCartItem): AppThunk<Promise<AddOutcome>> {
  return async (dispatch, getState) => {
    await dispatch(loadCart());
    const outcome = addOutcome(getState().cart.items, item);
    if (outcome === 'already-added') {
      await loadCartWords();
      showToast('info', alreadyAddedMessage(), { toastId: 'cart-already-added' });
    }
    if (outcome !== 'added') return outcome;
    dispatch(cartItemAdded({ item, max: selectMaxQty(getState()) }));
    const line = getState().cart.items.at(-1)!;
    track('add_to_cart', analyticsItem(line, line.Qty));
    showCartAddedToast(item.ProductName);
    await persistCart(getState);
    void dispatch(validateCartPrices());
    return outcome;
  };
}

/** Sets a line's quantity, clamped to the maximum; below 1 removes the line. */
export function setCartQty(itemId: string, qty: number): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const before = getState().cart.items.find((i) => i.ItemId === itemId);
    if (!before) return;
    dispatch(cartItemQtyChanged({ itemId, qty, max: selectMaxQty(getState()) }));
    const after = getState().cart.items.find((i) => i.ItemId === itemId);
    const delta = (after?.Qty ?? 0) - before.Qty;
    if (delta === 0) return;
    track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', analyticsItem(before, Math.abs(delta)));
    await persistCart(getState);
  };
}

/** Removes a line. */
export function removeFromCart(itemId: string): AppThunk<Promise<void>> {
  return setCartQty(itemId, 0);
}
