import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { AppThunk } from '../../app/store';
import { configureAnalytics } from '../../lib/gtag';
import {
  fetchAboutUsStatus,
  fetchCacheState,
  fetchProductConfigs,
  fetchStoreConfigs,
} from './general-slice';

/**
 * App start: fetches, each only when not already in state, the shipping and
 * platform fee configs, product and store configs, cache state and about-us status; then applies
 * the cache-flush rule and the analytics id. Resolves when every call has settled.
 */
export function bootstrapStore(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const configs = dispatch(fetchStoreConfigs()).then(() =>
      configureAnalytics(getState().general.storeConfigs?.GaMeasurementId ?? null),
    );
    const cacheState = dispatch(fetchCacheState()).then(() => {
      const state = getState().general.cacheState?.State;
      // the rule's code (cookies, Cache Storage) loads only here, not with the first screen
      return state === undefined
        ? undefined
        : import('../../lib/cache-flush').then((flush) => flush.flushCachesIfStale(state));
    });
    await Promise.allSettled([
      // the orders' code (and its slice) loads here, after the first screen, not with it
      import('../orders').then((orders) =>
        Promise.all([
          dispatch(orders.fetchShippingConfigs()),
          dispatch(orders.fetchPlatformFeeConfigs()),
        ]),
      ),
      dispatch(fetchProductConfigs()),
      configs,
      cacheState,
      dispatch(fetchAboutUsStatus()),
    ]);
  };
}

/** Runs the start-up fetches once per mounted shell. */
export function useBootstrap(): void {
  const dispatch = useAppDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(bootstrapStore());
  }, [dispatch]);
}
