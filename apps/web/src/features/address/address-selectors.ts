// What only the address pages read from the address group (the shell reads the slice's own).
import type { RootState } from '../../app/store';

export const selectAddressState = (state: RootState) => state.address;
/** The map key and script when the store has a map, else null (the plain form). */
export const selectMapApiKey = (state: RootState) =>
  state.address.mapSdkUrl ? state.address.mapApiKey : null;
export const selectMapSdkUrl = (state: RootState) => state.address.mapSdkUrl;
/** The address chosen for editing, when it is in the list. */
export const selectAddressToUpdate = (state: RootState) =>
  state.address.addressList.find((a) => a.AddressId === state.address.addressIdToUpdateAddress) ??
  null;
