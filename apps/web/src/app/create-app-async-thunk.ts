import { createAsyncThunk } from '@reduxjs/toolkit';
import { toFailure, type ApiFailure } from '../lib/api-client';
import type { AppDispatch, RootState } from './store';

/** createAsyncThunk typed once: state, dispatch and the ApiFailure rejection payload. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: ApiFailure;
}>();

/**
 * A thunk over one feature call that runs only while its field is still empty ("fetch when not in state"); a
 * failure is rejected with the ApiFailure the slices store.
 */
export function fetchOnce<T>(
  type: string,
  call: (signal: AbortSignal) => Promise<T>,
  isLoaded: (state: RootState) => boolean,
) {
  return createAppAsyncThunk<T, void>(
    type,
    async (_arg, { rejectWithValue, signal }) => {
      try {
        return await call(signal);
      } catch (err) {
        return rejectWithValue(toFailure(err));
      }
    },
    { condition: (_arg, { getState }) => !isLoaded(getState()) },
  );
}
