import { beforeEach, describe, expect, it, vi } from 'vitest';
import { persistStore, type PersistStorage } from '../lib/persist';
import { makeStore, orderProcessPersistConfig, type AppStore } from './store';
import { couponsApplied, paymentStarted } from '../features/checkout/order-process-slice';
import { drawerToggled } from '../features/general/ui-slice';

const waitFor = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const persist = (store: AppStore, storage?: PersistStorage) =>
  persistStore(store, orderProcessPersistConfig, (state) => state.orderProcess, storage);

beforeEach(() => localStorage.clear());

describe('store', () => {
  it("has the spec's state groups (offers among them) and the app's own", () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual(
      [
        'address',
        'cart',
        'categories',
        'general',
        'home',
        'offers',
        'orderData',
        'orderProcess',
        'productDetails',
        'products',
        'refunds',
        'reviews',
        'notifications',
        'ui',
        'user',
        'wallet',
      ].sort(),
    );
  });

  it('persists only the order-process group, under the key primary with a 5000 ms time-out', async () => {
    expect(orderProcessPersistConfig).toMatchObject({ key: 'primary', timeout: 5000 });
    const store = makeStore();
    const persistor = persist(store);
    await persistor.ready;
    store.dispatch(couponsApplied({ Code: 'SAVE10', Outcome: null }));
    store.dispatch(paymentStarted());
    store.dispatch(drawerToggled(true));
    persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:primary') ?? '{}') as Record<
      string,
      string
    >;
    expect(JSON.parse(saved.appliedCouponsData ?? 'null')).toEqual({
      Code: 'SAVE10',
      Outcome: null,
    });
    expect(saved.loading).toBeUndefined();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('persist:'))).toEqual([
      'persist:primary',
    ]);
    expect(localStorage.getItem('persist:primary')).not.toContain('drawerOpen');
  });

  it('saves after a change without a flush, once per turn', async () => {
    const store = makeStore();
    const writes: string[] = [];
    const persistor = persist(store, {
      getItem: () => null,
      setItem: (_key, value) => void writes.push(value),
      removeItem: () => undefined,
    });
    await persistor.ready;
    store.dispatch(couponsApplied({ Code: 'ONE', Outcome: null }));
    store.dispatch(couponsApplied({ Code: 'TWO', Outcome: null }));
    store.dispatch(drawerToggled(true));
    expect(writes).toHaveLength(0);
    await waitFor(() => writes.length > 0);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('TWO');
  });

  it('rehydrates the order process after a reload, also from what redux-persist wrote', async () => {
    const first = makeStore();
    const p1 = persist(first);
    await p1.ready;
    first.dispatch(couponsApplied({ Code: 'KEEP', Outcome: null }));
    p1.flush();
    const second = makeStore();
    await persist(second).ready;
    expect(second.getState().orderProcess.appliedCouponsData).toEqual({
      Code: 'KEEP',
      Outcome: null,
    });

    // the record redux-persist 6 left before this store's own persistence
    localStorage.setItem(
      'persist:primary',
      JSON.stringify({
        appliedCouponsData: JSON.stringify({ Code: 'OLD', Outcome: null }),
        paymentProcessing: 'true',
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const third = makeStore();
    await persist(third).ready;
    expect(third.getState().orderProcess).toMatchObject({
      appliedCouponsData: { Code: 'OLD', Outcome: null },
      paymentProcessing: true,
      loading: false,
    });
  });

  it('starts without the saved group when storage does not answer within the time-out, or holds junk', async () => {
    vi.useFakeTimers();
    try {
      const store = makeStore();
      const persistor = persist(store, {
        getItem: () => new Promise<string | null>(() => undefined),
        setItem: () => undefined,
        removeItem: () => undefined,
      });
      let ready = false;
      void persistor.ready.then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(4999);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toBe(true);
      expect(store.getState().orderProcess.appliedCouponsData).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    localStorage.setItem('persist:primary', '{not json');
    const store = makeStore();
    await persist(store).ready;
    expect(store.getState().orderProcess.appliedCouponsData).toBeNull();
  });
});
