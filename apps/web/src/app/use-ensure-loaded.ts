import { useCallback, useEffect, useState } from 'react';
import type { AsyncThunk } from '@reduxjs/toolkit';
import { toFailure, type ApiFailure } from '../lib/api-client';
import { useAppDispatch } from './hooks';
import type { AppThunkConfig } from './create-app-async-thunk';

/**
 * Dispatches a fetch-once thunk on mount (it skips itself when the data is already in state)
 * and reports this page's own failure, with a retry.
 */
export function useEnsureLoaded<R>(thunk: AsyncThunk<R, void, AppThunkConfig>): {
  failure: ApiFailure | null;
  retry: () => void;
} {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    void dispatch(thunk()).then((result) => {
      if (thunk.rejected.match(result) && !result.meta.condition)
        setFailure(result.payload ?? toFailure(result.error));
    });
  }, [dispatch, thunk]);
  useEffect(load, [load]);
  return { failure, retry: load };
}
