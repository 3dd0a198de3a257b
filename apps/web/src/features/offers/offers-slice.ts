import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, resetRequest, type RequestState } from '../../app/request-state';
import type { RootState } from '../../app/store';

// Offer field layouts are "not shown" in the spec; the offers issue narrows this record.
export type OfferRecord = Record<string, unknown>;

export interface OffersState extends RequestState {
  offers: OfferRecord[];
}

export const initialOffersState: OffersState = { ...idleRequest, offers: [] };

export const offersSlice = createSlice({
  name: 'offers',
  initialState: initialOffersState,
  reducers: {
    offersLoaded(state, action: PayloadAction<OfferRecord[]>) {
      state.offers = action.payload;
    },
    offersRequestReset(state) {
      resetRequest(state);
    },
  },
});

export const { offersLoaded, offersRequestReset } = offersSlice.actions;

export const selectOffers = (state: RootState) => state.offers.offers;
