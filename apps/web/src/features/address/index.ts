// The address feature's public face: what other features and app/ may import.
export { addressSlice, selectAddressBook, selectAddressIdToUpdate } from './address-slice';
export { fetchAddresses } from './address-thunks';
export { UpdateAddressFallback } from './components/update-address-fallback';
