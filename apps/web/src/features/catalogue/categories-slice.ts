import { createSlice } from '@reduxjs/toolkit';
import type { CategoriesAnswer } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { languageChanged } from '../../lib/i18n';
import { addRequestCases, type RequestState, resetRequest } from '../../lib/request-state';
import { getCategories } from './api';

export interface CategoriesState extends RequestState {
  categoryData: CategoriesAnswer | null;
  /** the tree is in the language the page was in before a switch: shown until fetched again */
  stale?: boolean;
}

const initialState: CategoriesState = { categoryData: null, loading: false, error: null };

/** Loads the category tree once per language. */
export const fetchCategories = createAppAsyncThunk(
  'categories/fetch',
  (_arg: void, { signal }) => getCategories(signal),
  {
    condition: (_arg, { getState }) => {
      const { categoryData, stale, loading } = getState().categories;
      return (!categoryData || !!stale) && !loading;
    },
  },
);

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState,
  reducers: {
    categoriesRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(languageChanged, (state) => {
      if (state.categoryData) state.stale = true;
    });
    addRequestCases(builder, fetchCategories, (state, data) => {
      state.categoryData = data;
      delete state.stale;
    });
  },
});

export const { categoriesRequestReset } = categoriesSlice.actions;
