import { createSlice } from '@reduxjs/toolkit';
import type { CategoriesAnswer } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { addRequestCases, type RequestState, resetRequest } from '../../lib/request-state';
import { getCategories } from './api';

export interface CategoriesState extends RequestState {
  categoryData: CategoriesAnswer | null;
}

const initialState: CategoriesState = { categoryData: null, loading: false, error: null };

/** Loads the category tree once. */
export const fetchCategories = createAppAsyncThunk(
  'categories/fetch',
  (_arg: void, { signal }) => getCategories(signal),
  {
    condition: (_arg, { getState }) =>
      !getState().categories.categoryData && !getState().categories.loading,
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
    addRequestCases(builder, fetchCategories, (state, data) => {
      state.categoryData = data;
    });
  },
});

export const { categoriesRequestReset } = categoriesSlice.actions;
