import { useState, type Dispatch, type SetStateAction } from 'react';
import { checkServiceability } from './api';
import type { AddressFormValues } from './address-form-values';
import { onlyStateOf } from './india-states';

/** What the store said about a pincode: whether it delivers there. */
export type Serviceability = { pincode: string; serviceable: boolean } | null;

/**
 * A full pincode looked up as it is entered: the state its digits name, the city the store knows
 * for it (filling an empty city only), and whether the store delivers there.
 */
export function useAddressPincodeLookup(
  values: AddressFormValues,
  setValues: Dispatch<SetStateAction<AddressFormValues>>,
) {
  const [service, setService] = useState<Serviceability>(null);

  const checkPincode = async (pincode = values.Pincode.trim()) => {
    if (!/^[1-9]\d{5}$/.test(pincode)) {
      setService(null);
      return;
    }
    // the state its digits name replaces another (a typed city is kept: only an empty one is filled)
    const state = onlyStateOf(pincode);
    if (state) setValues((v) => (v.State === state ? v : { ...v, State: state }));
    try {
      const answer = await checkServiceability(pincode);
      setService({ pincode, serviceable: answer.IsServiceable });
      const place = answer.IsServiceable ? answer.Place : null;
      if (place) setValues((v) => (v.City.trim() ? v : { ...v, City: place }));
    } catch {
      setService(null);
    }
  };

  /** A pincode the store does not deliver to, checked already: the form stops there. */
  const unserved = (pincode: string) =>
    Boolean(service && !service.serviceable && service.pincode === pincode.trim());

  return { service, checkPincode, unserved };
}
