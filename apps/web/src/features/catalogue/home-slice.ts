import { createSlice } from '@reduxjs/toolkit';
import type { HomePageDataAnswer } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { addRequestCases, type RequestState, resetRequest } from '../../lib/request-state';
import { getHomePageData } from './api';

export interface HomeState extends RequestState {
  homePageData: HomePageDataAnswer | null;
}

const initialState: HomeState = { homePageData: null, loading: false, error: null };

/** Loads the home page (banners, top categories, deals, best sellers, new arrivals, owner shelves) once. */
export const fetchHomePageData = createAppAsyncThunk(
  'home/fetch',
  (_arg: void, { signal }) => getHomePageData(signal),
  { condition: (_arg, { getState }) => !getState().home.homePageData && !getState().home.loading },
);

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    homeRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchHomePageData, (state, data) => {
      state.homePageData = data;
    });
  },
});

export const { homeRequestReset } = homeSlice.actions;
