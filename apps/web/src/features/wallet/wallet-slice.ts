import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { WalletTransaction } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { injectSlice } from '../../app/lazy-slices';
import type { RootState } from '../../app/store';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../lib/request-state';
import { disablePush, enablePush, syncPush } from '../notifications';
import { userSignedOut } from '../users';
import { getWalletData, getWalletTransactions } from './api';

/**
 * The spec's wallet/user group names its page counter `fethcedTransactionPageNo`; it is spelt
 * `fetchedTransactionPageNo` here (design §7).
 */
export const SPEC_WALLET_STATE_NAMES = {
  walletData: 'walletData',
  isTokenSaved: 'isTokenSaved',
  fethcedTransactionPageNo: 'fetchedTransactionPageNo',
} as const;

/** The wallet as fetched: the balance and the history pages, each null until it arrives. */
export interface WalletData {
  /** paise */
  Balance: number | null;
  Transactions: WalletTransaction[] | null;
  NoTransactions: boolean;
  CountTotalTransactions: number;
}

export interface WalletState extends RequestState {
  walletData: WalletData;
  /**
   * This browser's push token (subscription) is saved for the shopper: set by the push thunks
   * (features/notifications), kept here because the spec puts it in the wallet/user group.
   */
  isTokenSaved: boolean;
  /** The last history page fetched (0 before the first). */
  fetchedTransactionPageNo: number;
}

export const initialWalletState: WalletState = {
  ...idleRequest,
  walletData: {
    Balance: null,
    Transactions: null,
    NoTransactions: false,
    CountTotalTransactions: 0,
  },
  isTokenSaved: false,
  fetchedTransactionPageNo: 0,
};

/** The balance, fetched afresh each time (refunds and orders move it). */
export const fetchWalletData = createAppAsyncThunk('wallet/fetchWalletData', (_arg: void, api) =>
  getWalletData(api.signal),
);

/** A page of the history: page 1 replaces what was fetched, later pages append. */
export const fetchWalletTransactions = createAppAsyncThunk(
  'wallet/fetchWalletTransactions',
  (pageNo: number, api) => getWalletTransactions(pageNo, api.signal),
);

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    walletRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSignedOut, () => initialWalletState);
    builder.addCase(disablePush.fulfilled, (state) => {
      state.isTokenSaved = false;
    });
    addRequestCases(builder, fetchWalletData, (state, payload) => {
      state.walletData.Balance = payload.Balance;
    });
    addRequestCases(builder, fetchWalletTransactions, (state, payload) => {
      const kept = payload.PageNo > 1 ? (state.walletData.Transactions ?? []) : [];
      const seen = new Set(kept.map((t) => t.TransactionId));
      state.walletData.Transactions = [
        ...kept,
        ...payload.Transactions.filter((t) => !seen.has(t.TransactionId)),
      ];
      state.walletData.NoTransactions = payload.NoTransactions;
      state.walletData.CountTotalTransactions = payload.CountTotalTransactions;
      state.fetchedTransactionPageNo = payload.PageNo;
    });
    builder.addMatcher(isAnyOf(syncPush.fulfilled, enablePush.fulfilled), (state) => {
      state.isTokenSaved = true;
    });
  },
});

declare module '../../app/lazy-slices' {
  interface LazySlices {
    wallet: WalletState;
  }
}
// in the store once this page's code loads (app/lazy-slices.ts)
injectSlice('wallet', walletSlice.reducer);

export const { walletRequestReset } = walletSlice.actions;

export const selectWallet = (state: RootState) => state.wallet;
