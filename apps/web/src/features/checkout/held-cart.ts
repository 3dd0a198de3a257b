// The cart during an online payment: kept as it is while the order waits for the gateway (a
// cancelled or failed payment leaves the shopper their cart), and only the paid order's
// quantities taken out once it is paid, whichever way (gateway, sandbox, cash instead).
import type { AppDispatch, RootState } from '../../app/store';
import { removeBoughtLines, type CartItem } from '../cart';
import { cartHeld, cartHoldReleased } from './order-process-slice';

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => R;

/** Holds the cart for `orderId`, placed with `items` (the cart as it was sent). */
export function holdCart(orderId: number, items: readonly CartItem[]) {
  return cartHeld({ OrderId: orderId, Lines: items.map(({ ItemId, Qty }) => ({ ItemId, Qty })) });
}

/**
 * `orderId` is paid: if the cart was held for it, its lines leave the cart, once (the hold is
 * dropped before the cart is touched, so a second success for the same order does nothing).
 */
export function releaseHeldCart(orderId: number): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const held = getState().orderProcess.heldCart;
    if (held?.OrderId !== orderId) return;
    dispatch(cartHoldReleased());
    await dispatch(removeBoughtLines(held.Lines));
  };
}
