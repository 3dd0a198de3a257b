import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';
import { genericErrorDescription, genericErrorMessage, type ApiFailure } from './api-client';

/** Every state group's loading and exception flags. */
export interface RequestState {
  loading: boolean;
  error: ApiFailure | null;
}

export const idleRequest: RequestState = { loading: false, error: null };

/**
 * Wires a thunk into a slice with the spec's semantics: a start sets loading and clears the
 * error; success clears both (then runs `onSuccess`); failure stores the error payload.
 */
export function addRequestCases<S extends RequestState, R, A>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<R, A, { rejectValue: ApiFailure }>,
  onSuccess?: (state: Draft<S>, payload: R, arg: A) => void,
): void {
  builder
    .addCase(thunk.pending, (state) => {
      state.loading = true;
      state.error = null;
    })
    .addCase(thunk.fulfilled, (state, action) => {
      state.loading = false;
      state.error = null;
      onSuccess?.(state, action.payload, action.meta.arg);
    })
    .addCase(thunk.rejected, (state, action) => {
      state.loading = false;
      state.error = action.payload ?? {
        status: 0,
        message: action.error.message ?? genericErrorMessage(),
        description: genericErrorDescription(),
      };
    });
}

/** Reset: clears both flags. */
export function resetRequest(state: RequestState): void {
  state.loading = false;
  state.error = null;
}
