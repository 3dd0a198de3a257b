// The cart after an order: emptied once it is placed, or the paid lines taken out (only the
// checkout does this, so the shell does without it).
import type { AppThunk } from '../../app/store';
import { cartCleared, cartLinesBought } from './cart-slice';
import { loadCart, persistCart } from './cart-thunks';
import type { CartLineQty } from './cart-types';

/** Empties the cart and saves the empty cart (after an order is placed). */
export function clearCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(cartCleared());
    await persistCart(getState);
  };
}

/** Takes a paid order's quantities out of the cart and saves it (what was added since stays). */
export function removeBoughtLines(lines: readonly CartLineQty[]): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    await dispatch(loadCart());
    dispatch(cartLinesBought(lines));
    await persistCart(getState);
  };
}
