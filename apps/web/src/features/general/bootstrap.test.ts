import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { BOOT_ANSWERS, mockApi } from '../../app/test-utils';
import { LAST_CACHE_FLUSHED_KEY } from '../../lib/cache-flush';
import { bootstrapStore } from './bootstrap';

afterEach(() => vi.unstubAllGlobals());

const calledPaths = (requests: ReturnType<typeof mockApi>) =>
  requests.map((r) => r.url.split('?')[0]).sort();

describe('app start', () => {
  it('fetches the six start-up answers when none is in state', async () => {
    const requests = mockApi();
    const store = makeStore();
    await store.dispatch(bootstrapStore());
    expect(calledPaths(requests)).toEqual([
      '/api/cache-state',
      '/api/get-about-us-status',
      '/api/get-platformfee-configs',
      '/api/get-product-configs',
      '/api/get-shipping-configs',
      '/api/get-store-configs',
    ]);
    const state = store.getState();
    expect(state.general.storeConfigs?.StoreName).toBe('Kirana');
    expect(state.general.isAboutUsEnabled).toBe(true);
    expect(state.general.cacheState).toEqual({ State: 'v1' });
    expect(state.orderData.shippingConfigs).toEqual(BOOT_ANSWERS['/get-shipping-configs']);
    expect(state.general.loading).toBe(false);
  });

  it('fetches nothing that is already in state', async () => {
    const first = makeStore();
    mockApi();
    await first.dispatch(bootstrapStore());
    const requests = mockApi();
    const second = makeStore(first.getState());
    await second.dispatch(bootstrapStore());
    expect(requests).toHaveLength(0);
  });

  it('applies the cache-flush rule with the server cache state', async () => {
    mockApi({ ...BOOT_ANSWERS, '/cache-state': { State: 'v7' } });
    localStorage.setItem(LAST_CACHE_FLUSHED_KEY, 'v6');
    document.cookie = 'stale=1; path=/';
    await makeStore().dispatch(bootstrapStore());
    expect(localStorage.getItem(LAST_CACHE_FLUSHED_KEY)).toBe('v7');
    expect(document.cookie).not.toContain('stale=1');
  });
});
