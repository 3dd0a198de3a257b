import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, resetRequest, type RequestState } from '../../app/request-state';
import type { RootState } from '../../app/store';
import { fetchStoreConfigs } from '../general/general-slice';

// Address field layouts are "not shown" in the spec; the address issue narrows this record.
export type AddressRecord = Record<string, unknown>;

export interface AddressState extends RequestState {
  mapApiKey: string | null;
  /** Set when the shopper picks an address to edit; /address/update/:isParamPassed exists only then. */
  addressIdToUpdateAddress: string | null;
  addressList: AddressRecord[];
  newAddress: AddressRecord | null;
  updatedAddress: AddressRecord | null;
}

export const initialAddressState: AddressState = {
  ...idleRequest,
  mapApiKey: null,
  addressIdToUpdateAddress: null,
  addressList: [],
  newAddress: null,
  updatedAddress: null,
};

export const addressSlice = createSlice({
  name: 'address',
  initialState: initialAddressState,
  reducers: {
    addressChosenForUpdate(state, action: PayloadAction<string | null>) {
      state.addressIdToUpdateAddress = action.payload;
    },
    addressRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchStoreConfigs.fulfilled, (state, action) => {
      state.mapApiKey = action.payload.MapApiKey;
    });
  },
});

export const { addressChosenForUpdate, addressRequestReset } = addressSlice.actions;

export const selectAddressIdToUpdate = (state: RootState) => state.address.addressIdToUpdateAddress;
export const selectAddressList = (state: RootState) => state.address.addressList;
