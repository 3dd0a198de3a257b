import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiFailure } from '../lib/api-client';
import type { AppDispatch, RootState } from './store';

/** createAsyncThunk typed once: state, dispatch and the ApiFailure rejection payload. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: ApiFailure;
}>();
