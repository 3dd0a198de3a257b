// The address calls (packages/shared address contract), as thunks of the address group.
import type {
  Address,
  AddressInputFields,
  AddressListAnswer,
  DeleteAddressAnswer,
  PincodeServiceability,
} from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { apiGet, apiRequest, toFailure } from '../../lib/api-client';
import { track } from '../../lib/analytics';

/** GET /addresses: the signed-in shopper's addresses, default first. */
export const fetchAddresses = createAppAsyncThunk(
  'address/fetchList',
  async (_arg: { force?: boolean } | undefined, { rejectWithValue, signal }) => {
    try {
      return await apiGet<AddressListAnswer>('/addresses', undefined, signal);
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
      const saved = await apiRequest<Address>('POST', '/addresses', { body: input });
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
      return await apiRequest<Address>('PUT', `/addresses/${addressId}`, { body: input });
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
      return await apiRequest<DeleteAddressAnswer>('DELETE', `/addresses/${addressId}`);
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
      return await apiRequest<Address>('POST', `/addresses/${addressId}/default`, { body: {} });
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);

/** GET /pincode-serviceability: whether the store delivers to a pincode. */
export function checkServiceability(pincode: string): Promise<PincodeServiceability> {
  return apiGet<PincodeServiceability>('/pincode-serviceability', { pincode });
}
