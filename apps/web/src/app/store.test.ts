import { beforeEach, describe, expect, it, vi } from 'vitest';
import { persistStore, type PersistStorage } from '../lib/persist';
import { makeStore, store as appStore, type AppStore } from './store';
import {
  couponsApplied,
  orderProcessPersistConfig,
  paymentStarted,
} from '../features/checkout/order-process-slice';
import { drawerToggled } from '../features/ui/ui-slice';

const persist = (store: AppStore, storage?: PersistStorage) =>
  persistStore(store, orderProcessPersistConfig, (state) => state.orderProcess, storage);

beforeEach(() => localStorage.clear());

describe('store', () => {
  it("has the spec's state groups (offers among them) and the app's own once their pages load", async () => {
    const shellOnly = makeStore();
    // the pages' slices are not in the first screen's store until their code loads
    for (const lazy of ['address', 'offers', 'refunds', 'wallet', 'notifications']) {
      expect(lazy in appStore.getState() && lazy).toBe(false);
    }
    await import('../features/address');
    await import('../features/offers');
    await import('../features/refunds');
    await import('../features/wallet'); // and notifications, which it imports
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
    // every store made before has a page's slice as soon as its code loaded
    expect(appStore.getState().wallet).toMatchObject({ walletData: { Balance: null } });
    expect(shellOnly.getState()).toHaveProperty('wallet');
  });

  it('reads the saved order process back into the app store as the checkout joins it', () => {
    expect(appStore.getState().orderProcess).toBeDefined();
    appStore.dispatch(couponsApplied({ Code: 'APP', Outcome: null }));
    expect(localStorage.getItem('persist:primary')).toContain('APP');
  });

  it('persists only the order-process group, under the key primary', () => {
    expect(orderProcessPersistConfig).toMatchObject({ key: 'primary' });
    const store = makeStore();
    persist(store);
    store.dispatch(couponsApplied({ Code: 'SAVE10', Outcome: null }));
    store.dispatch(paymentStarted());
    store.dispatch(drawerToggled(true));
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

  it('saves at each change of the group, and not at a change elsewhere', () => {
    const store = makeStore();
    const writes: string[] = [];
    persist(store, { getItem: () => null, setItem: (_key, value) => void writes.push(value) });
    expect(writes).toHaveLength(0);
    store.dispatch(couponsApplied({ Code: 'ONE', Outcome: null }));
    store.dispatch(couponsApplied({ Code: 'TWO', Outcome: null }));
    store.dispatch(drawerToggled(true));
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain('TWO');
  });

  it('rehydrates the order process at once after a reload, also from what redux-persist wrote', () => {
    const first = makeStore();
    persist(first);
    first.dispatch(couponsApplied({ Code: 'KEEP', Outcome: null }));
    const second = makeStore();
    persist(second);
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
    persist(third);
    expect(third.getState().orderProcess).toMatchObject({
      appliedCouponsData: { Code: 'OLD', Outcome: null },
      paymentProcessing: true,
      loading: false,
    });
  });

  it('starts without the saved group when storage holds junk or cannot be read', () => {
    localStorage.setItem('persist:primary', '{not json');
    const store = makeStore();
    persist(store);
    expect(store.getState().orderProcess.appliedCouponsData).toBeNull();
    const saved = makeStore();
    persist(saved);
    saved.dispatch(couponsApplied({ Code: 'KEEP', Outcome: null }));
    const blocked = makeStore();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      persist(blocked);
    } finally {
      vi.restoreAllMocks();
    }
    expect(blocked.getState().orderProcess.appliedCouponsData).toBeNull();
  });
});
