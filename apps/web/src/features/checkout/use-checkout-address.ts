import { useT } from '../../lib/i18n';
import { useCallback, useEffect, useState } from 'react';
import type { Address } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchAddresses, selectAddressBook } from '../address';
import { chooseDeliveryLocation, useDeliveryLocation } from '../delivery';
import { deliveryAddressSelected, selectSelectedAddress } from './order-process-slice';

/**
 * The address the order goes to: the selected one while it is still in the address book, else
 * the one the header's "Deliver to" names (picked, or the first with its pincode), else the
 * default (or first serviceable) address, which then becomes the selected one. The header then
 * follows it, so the dates at the top and at checkout are for the same pincode.
 */
export function useCheckoutAddress(): {
  address: Address | null;
  loading: boolean;
  failed: string | null;
  retry: () => void;
} {
  const t = useT();
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedAddress);
  const userId = useAppSelector((s) => s.user.userId);
  const location = useDeliveryLocation();
  const { addressList, listLoaded } = useAppSelector(selectAddressBook);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailed(null);
    void dispatch(fetchAddresses({ force: true })).then((result) => {
      if (fetchAddresses.rejected.match(result))
        setFailed(result.payload?.message ?? t('checkout.address.failedFallback'));
    });
  }, [dispatch, t]);

  useEffect(load, [load]);

  const current = listLoaded
    ? (addressList.find((a) => a.AddressId === selected?.AddressId) ?? null)
    : selected;
  const served = addressList.filter((a) => a.IsServiceable);
  const fallback = listLoaded
    ? (served.find((a) => a.AddressId === location?.AddressId) ??
      served.find((a) => location?.AddressId == null && a.Pincode === location?.Pincode) ??
      addressList.find((a) => a.IsDefault && a.IsServiceable) ??
      addressList.find((a) => a.IsServiceable) ??
      null)
    : null;
  const address = current ?? fallback;
  useEffect(() => {
    if (!listLoaded) return;
    if (address?.AddressId !== selected?.AddressId || (address && address !== selected))
      dispatch(deliveryAddressSelected(address));
  }, [dispatch, listLoaded, address, selected]);
  const followed = location?.AddressId === address?.AddressId;
  useEffect(() => {
    if (address && !followed)
      chooseDeliveryLocation({ Pincode: address.Pincode, AddressId: address.AddressId }, userId);
  }, [address, followed, userId]);
  return { address, loading: !listLoaded && failed === null, failed, retry: load };
}
