import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartItems, selectCartReady } from './cart-slice';
import { loadCart, selectMaxQty, validateCartPrices } from './cart-thunks';
import { CART_STORAGE_KEY } from './cart-types';

/**
 * Keeps the cart alive wherever it is mounted (the header badge, the cart page): reads the
 * stored cart once, re-reads it when another tab changes it, and runs the price check whenever
 * the cart changes and the check is not yet done.
 */
export function useCartSync(): boolean {
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectCartReady);
  const items = useAppSelector(selectCartItems);
  const priceChecked = useAppSelector((s) => s.cart.priceChecked);

  useEffect(() => {
    void dispatch(loadCart());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) void dispatch(loadCart(true));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  useEffect(() => {
    if (ready && items.length > 0 && !priceChecked) void dispatch(validateCartPrices());
  }, [dispatch, ready, items, priceChecked]);

  return ready;
}

/** The most units a cart line may hold. */
export function useMaxQty(): number {
  return useAppSelector(selectMaxQty);
}

/** The cart line of a product with the given option key, if in the cart. */
export function useCartLine(itemId: string) {
  return useAppSelector((s) => s.cart.items.find((i) => i.ItemId === itemId));
}
