import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { orderReset, processedOrderCleared, selectPlacedOrder } from './order-process-slice';

/**
 * A finished order's state gives way to this new checkout (the address stays); only what was
 * finished before this page opened: an order finished here goes on to its confirmation.
 */
export function useClearFinishedOrderOnOpen() {
  const dispatch = useAppDispatch();
  const placedAtOpen = useRef(useAppSelector(selectPlacedOrder) !== null);
  useEffect(() => {
    if (!placedAtOpen.current) return;
    placedAtOpen.current = false;
    dispatch(orderReset({ keepAddress: true }));
    dispatch(processedOrderCleared());
  }, [dispatch]);
}
