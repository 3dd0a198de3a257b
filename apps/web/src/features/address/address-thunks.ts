// The address group's thunks over the address calls.
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { track } from '../../lib/analytics';
import type { Address, AddressInputFields } from '@kirana/shared';
import type { AppDispatch, RootState } from '../../app/store';
import { defaultAddressChanged } from '../auth';
import { getAddresses, postAddress, postDefaultAddress, putAddress, removeAddress } from './api';

/** After a saved address: the session's default follows it (or is dropped when it no longer is). */
function followSaved(saved: Address, dispatch: AppDispatch, getState: () => RootState): void {
  if (saved.IsDefault) void dispatch(defaultAddressChanged(saved));
  else if (getState().user.defaultAddress?.AddressId === saved.AddressId)
    void dispatch(defaultAddressChanged(null));
}

/** GET /addresses: the signed-in shopper's addresses, default first. */
export const fetchAddresses = createAppAsyncThunk(
  'address/fetchList',
  async (_arg: { force?: boolean } | undefined, { dispatch, signal }) => {
    const answer = await getAddresses(signal);
    const byDefault = answer.Addresses.find((a) => a.AddressId === answer.DefaultAddressId);
    void dispatch(defaultAddressChanged(byDefault ?? null));
    return answer;
  },
);

/** POST /addresses; records add_address. */
export const createAddress = createAppAsyncThunk(
  'address/create',
  async (input: AddressInputFields, { dispatch, getState }) => {
    const saved = await postAddress(input);
    track('add_address', { address_type: saved.AddressType, state: saved.State });
    followSaved(saved, dispatch, getState);
    return saved;
  },
);

/** PUT /addresses/:addressId. */
export const updateAddress = createAppAsyncThunk(
  'address/update',
  async (
    { addressId, input }: { addressId: number; input: AddressInputFields },
    { dispatch, getState },
  ) => {
    const saved = await putAddress(addressId, input);
    followSaved(saved, dispatch, getState);
    return saved;
  },
);

/** DELETE /addresses/:addressId. */
export const deleteAddress = createAppAsyncThunk(
  'address/delete',
  async (addressId: number, { dispatch, getState }) => {
    const answer = await removeAddress(addressId);
    const { user, address } = getState();
    if (user.defaultAddress?.AddressId !== answer.DefaultAddressId) {
      const next = address.addressList.find((a) => a.AddressId === answer.DefaultAddressId);
      void dispatch(defaultAddressChanged(next ?? null));
    }
    return answer;
  },
);

/** POST /addresses/:addressId/default. */
export const makeDefaultAddress = createAppAsyncThunk(
  'address/makeDefault',
  async (addressId: number, { dispatch, getState }) => {
    const saved = await postDefaultAddress(addressId);
    followSaved(saved, dispatch, getState);
    return saved;
  },
);
