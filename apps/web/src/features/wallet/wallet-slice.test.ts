import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi } from '../../app/test-utils';
import { jsonAnswer } from '../users/user-test-kit';
import { userSignedOut } from '../users';
import {
  SPEC_WALLET_STATE_NAMES,
  fetchWalletData,
  fetchWalletTransactions,
  walletRequestReset,
} from './wallet-slice';
import { aTransactionsPage } from './wallet-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('wallet slice', () => {
  it("keeps the spec's names (its page counter spelt correctly), isTokenSaved among them", () => {
    const state = makeStore().getState().wallet;
    expect(Object.values(SPEC_WALLET_STATE_NAMES).every((name) => name in state)).toBe(true);
    expect(SPEC_WALLET_STATE_NAMES.fethcedTransactionPageNo).toBe('fetchedTransactionPageNo');
    expect(state.isTokenSaved).toBe(false);
    expect(state).toMatchObject({ loading: false, error: null, fetchedTransactionPageNo: 0 });
  });

  it('a start sets loading and clears the error; success clears both and stores the balance', async () => {
    let answer = jsonAnswer(500, { Message: 'Database unavailable', Code: 'INTERNAL' });
    mockApi({ '/wallet-data': () => answer });
    const store = makeStore();
    await store.dispatch(fetchWalletData());
    expect(store.getState().wallet.error?.message).toBe('Database unavailable');
    answer = jsonAnswer(200, { Balance: 12345 });
    const pending = store.dispatch(fetchWalletData());
    expect(store.getState().wallet).toMatchObject({ loading: true, error: null });
    await pending;
    expect(store.getState().wallet).toMatchObject({ loading: false, error: null });
    expect(store.getState().wallet.walletData.Balance).toBe(12345);
  });

  it('failure stores the error payload; reset clears both flags', async () => {
    mockApi({ '/wallet-transactions': () => jsonAnswer(503, { Message: 'Busy', Code: 'X' }) });
    const store = makeStore();
    await store.dispatch(fetchWalletTransactions(1));
    expect(store.getState().wallet.error).toMatchObject({ status: 503, message: 'Busy' });
    store.dispatch(walletRequestReset());
    expect(store.getState().wallet).toMatchObject({ loading: false, error: null });
  });

  it('page 1 replaces the history, later pages append and move the page counter', async () => {
    mockApi({
      '/wallet-transactions': (url: URL) =>
        jsonAnswer(200, aTransactionsPage(Number(url.searchParams.get('pageNo')), 25)),
    });
    const store = makeStore();
    await store.dispatch(fetchWalletTransactions(1));
    await store.dispatch(fetchWalletTransactions(2));
    let s = store.getState().wallet;
    expect(s.walletData.Transactions).toHaveLength(25);
    expect(s.walletData.CountTotalTransactions).toBe(25);
    expect(s.fetchedTransactionPageNo).toBe(2);
    await store.dispatch(fetchWalletTransactions(1));
    s = store.getState().wallet;
    expect(s.walletData.Transactions).toHaveLength(20);
    expect(s.fetchedTransactionPageNo).toBe(1);
  });

  it('signing out forgets the wallet', async () => {
    mockApi({ '/wallet-data': { Balance: 500 } });
    const store = makeStore();
    await store.dispatch(fetchWalletData());
    store.dispatch(userSignedOut());
    expect(store.getState().wallet.walletData.Balance).toBeNull();
  });
});
