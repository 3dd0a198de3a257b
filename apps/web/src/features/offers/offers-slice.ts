import { createSlice } from '@reduxjs/toolkit';
import type { Offer } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { injectSlice } from '../../app/lazy-slices';
import type { RootState } from '../../app/store';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../lib/request-state';
import { getOffers } from './api';

/** The spec's offers group: the offers list (null until the first answer). */
export interface OffersState extends RequestState {
  offers: Offer[] | null;
}

export const initialOffersState: OffersState = { ...idleRequest, offers: null };

/**
 * The offers anyone can apply today, fetched each time a screen shows them (offers start and
 * end): the list already held stays on screen meanwhile.
 */
export const fetchOffers = createAppAsyncThunk('offers/fetchOffers', async (_arg: void, api) => {
  return (await getOffers(api.signal)).Offers;
});

export const offersSlice = createSlice({
  name: 'offers',
  initialState: initialOffersState,
  reducers: {
    offersRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchOffers, (state, offers) => {
      state.offers = offers;
    });
  },
});

declare module '../../app/lazy-slices' {
  interface LazySlices {
    offers: OffersState;
  }
}
// in the store once this page's code loads (app/lazy-slices.ts)
injectSlice('offers', offersSlice.reducer);

export const { offersRequestReset } = offersSlice.actions;

export const selectOffers = (state: RootState) => state.offers;
