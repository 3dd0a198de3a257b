// What only the address pages read from the address group (the shell reads the slice's own).
import type { RootState } from '../../app/store';
import './address-slice'; // the group joins the store with the code that reads it (app/lazy-slices.ts)

export const selectAddressState = (state: RootState) => state.address;
/** The map key and script when the store has a map, else null (the plain form). */
// from the store configs the start-up fetched, before this group joined the store
export const selectMapApiKey = (state: RootState) =>
  state.general.storeConfigs?.MapSdkUrl ? (state.general.storeConfigs.MapApiKey ?? null) : null;
export const selectMapSdkUrl = (state: RootState) => state.general.storeConfigs?.MapSdkUrl ?? null;
/** The address chosen for editing, when it is in the list. */
export const selectAddressToUpdate = (state: RootState) =>
  state.address.addressList.find((a) => a.AddressId === state.address.addressIdToUpdateAddress) ??
  null;
