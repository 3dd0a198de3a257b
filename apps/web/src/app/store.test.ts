import { describe, expect, it } from 'vitest';
import { persistStore } from 'redux-persist';
import { makeStore, orderProcessPersistConfig } from './store';
import { couponsApplied, paymentStarted } from '../features/checkout/order-process-slice';
import { drawerToggled } from '../features/general/ui-slice';

const waitFor = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('store', () => {
  it('has the state groups a screen reads (the offers group returns with its screen)', () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual(
      [
        'address',
        'cart',
        'categories',
        'general',
        'home',
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
    const persistor = persistStore(store);
    await waitFor(() => persistor.getState().bootstrapped);
    store.dispatch(couponsApplied({ Code: 'SAVE10', Outcome: null }));
    store.dispatch(paymentStarted());
    store.dispatch(drawerToggled(true));
    await persistor.flush();
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

  it('rehydrates the order process after a reload', async () => {
    const first = makeStore();
    const p1 = persistStore(first);
    await waitFor(() => p1.getState().bootstrapped);
    first.dispatch(couponsApplied({ Code: 'KEEP', Outcome: null }));
    await p1.flush();
    const second = makeStore();
    const p2 = persistStore(second);
    await waitFor(() => p2.getState().bootstrapped);
    expect(second.getState().orderProcess.appliedCouponsData).toEqual({
      Code: 'KEEP',
      Outcome: null,
    });
  });
});
