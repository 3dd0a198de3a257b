// The address calls (packages/shared address contract).
import type {
  Address,
  AddressInputFields,
  AddressListAnswer,
  DeleteAddressAnswer,
  PincodeServiceability,
} from '@kirana/shared';
import { apiGet, apiRequest } from '../../lib/api-client';

export const getAddresses = (signal?: AbortSignal) =>
  apiGet<AddressListAnswer>('/addresses', undefined, signal);
export const postAddress = (input: AddressInputFields) =>
  apiRequest<Address>('POST', '/addresses', { body: input });
export const putAddress = (addressId: number, input: AddressInputFields) =>
  apiRequest<Address>('PUT', `/addresses/${addressId}`, { body: input });
export const removeAddress = (addressId: number) =>
  apiRequest<DeleteAddressAnswer>('DELETE', `/addresses/${addressId}`);
export const postDefaultAddress = (addressId: number) =>
  apiRequest<Address>('POST', `/addresses/${addressId}/default`, { body: {} });
/** GET /pincode-serviceability: whether the store delivers to a pincode. */
export const checkServiceability = (pincode: string) =>
  apiGet<PincodeServiceability>('/pincode-serviceability', { pincode });
