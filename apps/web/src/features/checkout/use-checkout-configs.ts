import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { fetchDeliveryMethods, fetchPaymentMethods } from '../orders';

/**
 * The order-data group's payment and delivery methods, fetched when the checkout opens and not
 * yet in state (the spec's flow reads them there). The page's choices still come from the quote,
 * which says what this cart, address and amount allow.
 */
export function useCheckoutConfigs(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchPaymentMethods());
    void dispatch(fetchDeliveryMethods());
  }, [dispatch]);
}
