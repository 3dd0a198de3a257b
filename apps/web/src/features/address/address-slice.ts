import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '@kirana/shared';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../lib/request-state';
import { injectSlice } from '../../app/lazy-slices';
import type { RootState } from '../../app/store';
import { fetchStoreConfigs } from '../general';
import { userSignedOut } from '../users';
import {
  createAddress,
  deleteAddress,
  fetchAddresses,
  makeDefaultAddress,
  updateAddress,
} from './address-thunks';

export type AddressRecord = Address;

export interface AddressState extends RequestState {
  /** The store's Google Maps key: with it the address form shows a map pin. */
  mapApiKey: string | null;
  /** The Maps JavaScript API script to load, from the server (null without a key). */
  mapSdkUrl: string | null;
  /** Set when the shopper picks an address to edit; /address/update/:isParamPassed exists only then. */
  addressIdToUpdateAddress: number | null;
  addressList: Address[];
  /** null until the list has been fetched for this session. */
  listLoaded: boolean;
  newAddress: Address | null;
  updatedAddress: Address | null;
}

export const initialAddressState: AddressState = {
  ...idleRequest,
  mapApiKey: null,
  mapSdkUrl: null,
  addressIdToUpdateAddress: null,
  addressList: [],
  listLoaded: false,
  newAddress: null,
  updatedAddress: null,
};

/** The default first, then the most recently changed (the server's order). */
function sortAddresses(list: Address[]): Address[] {
  return [...list].sort(
    (a, b) => Number(b.IsDefault) - Number(a.IsDefault) || b.UpdatedAt.localeCompare(a.UpdatedAt),
  );
}

/** Puts a saved address into the list; when it is the default, the others are not. */
function upsert(state: AddressState, saved: Address): void {
  const others = state.addressList
    .filter((a) => a.AddressId !== saved.AddressId)
    .map((a) => (saved.IsDefault ? { ...a, IsDefault: false } : a));
  state.addressList = sortAddresses([saved, ...others]);
}

export const addressSlice = createSlice({
  name: 'address',
  initialState: initialAddressState,
  reducers: {
    addressChosenForUpdate(state, action: PayloadAction<number | null>) {
      state.addressIdToUpdateAddress = action.payload;
    },
    addressRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchStoreConfigs.fulfilled, (state, action) => {
      state.mapApiKey = action.payload.MapApiKey;
      state.mapSdkUrl = action.payload.MapSdkUrl ?? null;
    });
    builder.addCase(userSignedOut, (state) => ({
      ...initialAddressState,
      mapApiKey: state.mapApiKey,
      mapSdkUrl: state.mapSdkUrl,
    }));
    addRequestCases(builder, fetchAddresses, (state, answer) => {
      state.addressList = answer.Addresses;
      state.listLoaded = true;
    });
    addRequestCases(builder, createAddress, (state, saved) => {
      state.newAddress = saved;
      upsert(state, saved);
    });
    addRequestCases(builder, updateAddress, (state, saved) => {
      state.updatedAddress = saved;
      upsert(state, saved);
    });
    addRequestCases(builder, makeDefaultAddress, (state, saved) => upsert(state, saved));
    addRequestCases(builder, deleteAddress, (state, answer) => {
      state.addressList = state.addressList
        .filter((a) => a.AddressId !== answer.DeletedAddressId)
        .map((a) => ({ ...a, IsDefault: a.AddressId === answer.DefaultAddressId }));
      state.addressList = sortAddresses(state.addressList);
    });
  },
});

declare module '../../app/lazy-slices' {
  interface LazySlices {
    address: AddressState;
  }
}
// in the store once an address, checkout or location page's code loads (app/lazy-slices.ts)
injectSlice('address', addressSlice.reducer);

export const { addressChosenForUpdate, addressRequestReset } = addressSlice.actions;

export const selectAddressIdToUpdate = (state: RootState) => state.address.addressIdToUpdateAddress;
export const selectAddressList = (state: RootState) => state.address.addressList;
/**
 * The address book's state. Code outside this feature reads it through here, never as
 * `state.address`: importing a value from this file is what brings the slice (and its injection)
 * into that code's chunk.
 */
export const selectAddressBook = (state: RootState) => state.address;
