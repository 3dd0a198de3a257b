// The address group's thunks over the address calls.
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { toFailure } from '../../lib/api-client';
import { track } from '../../lib/analytics';
import type { AddressInputFields } from '@kirana/shared';
import { getAddresses, postAddress, postDefaultAddress, putAddress, removeAddress } from './api';

/** GET /addresses: the signed-in shopper's addresses, default first. */
export const fetchAddresses = createAppAsyncThunk(
  'address/fetchList',
  async (_arg: { force?: boolean } | undefined, { rejectWithValue, signal }) => {
    try {
      return await getAddresses(signal);
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);

/** POST /addresses; records add_address. */
export const createAddress = createAppAsyncThunk(
  'address/create',
  async (input: AddressInputFields, { rejectWithValue }) => {
    try {
      const saved = await postAddress(input);
      track('add_address', { address_type: saved.AddressType, state: saved.State });
      return saved;
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);

/** PUT /addresses/:addressId. */
export const updateAddress = createAppAsyncThunk(
  'address/update',
  async (
    { addressId, input }: { addressId: number; input: AddressInputFields },
    { rejectWithValue },
  ) => {
    try {
      return await putAddress(addressId, input);
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);

/** DELETE /addresses/:addressId. */
export const deleteAddress = createAppAsyncThunk(
  'address/delete',
  async (addressId: number, { rejectWithValue }) => {
    try {
      return await removeAddress(addressId);
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);

/** POST /addresses/:addressId/default. */
export const makeDefaultAddress = createAppAsyncThunk(
  'address/makeDefault',
  async (addressId: number, { rejectWithValue }) => {
    try {
      return await postDefaultAddress(addressId);
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);
