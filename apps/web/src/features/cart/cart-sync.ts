// The cart's async thunks: reading the stored cart and checking its prices with the server.
import type { ValidateCartPricesAnswer } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { appSecureStorage } from '../../lib/app-secure-storage';
import { errorDialogShown } from '../ui';
import { cartResetBody, cartResetTitle, loadCartWords } from './cart-messages';
import { CART_STORAGE_KEY, type CartItem, parseStoredCart } from './cart-types';
import { validateCartPrices } from './api';
import { priceCheckBodies } from './price-check';

export interface HydratedCart {
  items: CartItem[];
  reset: boolean;
  /** the cart's edit count when the read began (cart-slice.ts applies it only if unchanged) */
  edits: number;
}

/**
 * Reads the stored cart. An unreadable, tampered or malformed one is deleted, the cart starts
 * empty and the shopper is told so (spec: cart tampering resets the cart with a message).
 */
export const hydrateCart = createAppAsyncThunk(
  'cart/hydrate',
  async (_arg: { force?: boolean } | undefined, { dispatch, getState }): Promise<HydratedCart> => {
    const { edits } = getState().cart;
    const storage = appSecureStorage();
    const read = await storage.getItem<unknown>(CART_STORAGE_KEY);
    if (read.status === 'empty') return { items: [], reset: false, edits };
    const items = read.status === 'ok' ? parseStoredCart(read.value) : null;
    if (items) return { items, reset: false, edits };
    storage.removeItem(CART_STORAGE_KEY);
    await loadCartWords();
    dispatch(errorDialogShown({ title: cartResetTitle(), body: cartResetBody() }));
    return { items: [], reset: true, edits };
  },
  { condition: (arg, { getState }) => Boolean(arg?.force) || getState().cart.status === 'idle' },
);

export interface PriceCheckResult {
  answer: ValidateCartPricesAnswer;
  /** The cart revision the check was made for: lines added since are still unchecked. */
  revision: number;
}

/** Asks the server whether the cart's prices and options still hold (before checkout). */
export const checkCartPrices = createAppAsyncThunk(
  'cart/checkPrices',
  async (_arg: void, { getState }) => {
    const { items, revision } = getState().cart;
    const answers = await Promise.all(priceCheckBodies(items).map(validateCartPrices));
    const result: PriceCheckResult = {
      revision,
      answer: {
        PriceUpdated: answers.some((a) => a.PriceUpdated),
        UpdatedProducts: answers.flatMap((a) => a.UpdatedProducts),
      },
    };
    return result;
  },
  {
    condition: (_arg, { getState }) => {
      const cart = getState().cart;
      return (
        cart.status === 'ready' && cart.items.length > 0 && !cart.priceChecked && !cart.loading
      );
    },
  },
);
