import { createSlice } from '@reduxjs/toolkit';
import type { HomePageDataAnswer } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { languageChanged } from '../../lib/i18n';
import { addRequestCases, type RequestState, resetRequest } from '../../lib/request-state';
import { getHomePageData } from './api';

export interface HomeState extends RequestState {
  homePageData: HomePageDataAnswer | null;
  /** the data is in the language the page was in before a switch: shown until fetched again */
  stale?: boolean;
}

const initialState: HomeState = { homePageData: null, loading: false, error: null };

/** Loads the home page (banners, top categories, deals, best sellers, new arrivals, owner shelves) once per language. */
export const fetchHomePageData = createAppAsyncThunk(
  'home/fetch',
  (_arg: void, { signal }) => getHomePageData(signal),
  {
    condition: (_arg, { getState }) => {
      const { homePageData, stale, loading } = getState().home;
      return (!homePageData || !!stale) && !loading;
    },
  },
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
    builder.addCase(languageChanged, (state) => {
      if (state.homePageData) state.stale = true;
    });
    addRequestCases(builder, fetchHomePageData, (state, data) => {
      state.homePageData = data;
      delete state.stale;
    });
  },
});

export const { homeRequestReset } = homeSlice.actions;
