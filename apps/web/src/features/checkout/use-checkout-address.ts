import { useCallback, useEffect, useState } from 'react';
import type { Address } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchAddresses } from '../address';
import { deliveryAddressSelected, selectSelectedAddress } from './order-process-slice';

/**
 * The address the order goes to: the selected one while it is still in the address book, else
 * the default (or first serviceable) address, which then becomes the selected one.
 */
export function useCheckoutAddress(): {
  address: Address | null;
  loading: boolean;
  failed: string | null;
  retry: () => void;
} {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedAddress);
  const { addressList, listLoaded } = useAppSelector((s) => s.address);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailed(null);
    void dispatch(fetchAddresses({ force: true })).then((result) => {
      if (fetchAddresses.rejected.match(result))
        setFailed(result.payload?.message ?? 'Something went wrong');
    });
  }, [dispatch]);
  useEffect(load, [load]);

  const current = listLoaded
    ? (addressList.find((a) => a.AddressId === selected?.AddressId) ?? null)
    : selected;
  const fallback = listLoaded
    ? (addressList.find((a) => a.IsDefault && a.IsServiceable) ??
      addressList.find((a) => a.IsServiceable) ??
      null)
    : null;
  const address = current ?? fallback;
  useEffect(() => {
    if (!listLoaded) return;
    if (address?.AddressId !== selected?.AddressId || (address && address !== selected))
      dispatch(deliveryAddressSelected(address));
  }, [dispatch, listLoaded, address, selected]);
  return { address, loading: !listLoaded && failed === null, failed, retry: load };
}
