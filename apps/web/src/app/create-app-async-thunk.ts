import {
  createAsyncThunk,
  type AsyncThunk,
  type AsyncThunkOptions,
  type AsyncThunkPayloadCreator,
} from '@reduxjs/toolkit';
import { toFailure, type ApiFailure } from '../lib/api-client';
import type { AppDispatch, RootState } from './store';

/** The store's thunk config: its state, its dispatch and the ApiFailure rejection payload. */
export type AppThunkConfig = { state: RootState; dispatch: AppDispatch; rejectValue: ApiFailure };

const createTypedAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

/**
 * createAsyncThunk typed once, whose payload creator may simply throw: whatever it throws is
 * rejected with the ApiFailure the slices store (toFailure), so no thunk repeats the catch.
 */
export function createAppAsyncThunk<Returned, ThunkArg = void>(
  type: string,
  run: AsyncThunkPayloadCreator<Returned, ThunkArg, AppThunkConfig>,
  options?: AsyncThunkOptions<ThunkArg, AppThunkConfig>,
): AsyncThunk<Returned, ThunkArg, AppThunkConfig> {
  return createTypedAsyncThunk<Returned, ThunkArg>(
    type,
    async (arg, api) => {
      try {
        // a rejectWithValue the creator returns itself passes through (RTK tells it at run time)
        return (await run(arg, api)) as Returned;
      } catch (err) {
        return api.rejectWithValue(toFailure(err));
      }
    },
    options,
  );
}

/**
 * A thunk over one feature call that runs only while its field is still empty ("fetch when not in state"); a
 * failure is rejected with the ApiFailure the slices store.
 */
export function fetchOnce<T>(
  type: string,
  call: (signal: AbortSignal) => Promise<T>,
  isLoaded: (state: RootState) => boolean,
) {
  return createAppAsyncThunk<T, void>(type, (_arg, { signal }) => call(signal), {
    condition: (_arg, { getState }) => !isLoaded(getState()),
  });
}
