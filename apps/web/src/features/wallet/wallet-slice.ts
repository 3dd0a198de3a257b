import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, resetRequest, type RequestState } from '../../app/request-state';
import type { RootState } from '../../app/store';

/** Wallet answer: Balance in paise, Transactions, and NoTransactions when there are none. */
export interface WalletData {
  Balance: number;
  Transactions: Record<string, unknown>[];
  NoTransactions?: boolean;
}

/** The wallet/user group. */
export interface WalletState extends RequestState {
  walletData: WalletData | null;
  /** The push token has been saved for this user. */
  isTokenSaved: boolean;
  fetchedTransactionPageNo: number;
}

export const initialWalletState: WalletState = {
  ...idleRequest,
  walletData: null,
  isTokenSaved: false,
  fetchedTransactionPageNo: 0,
};

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    pushTokenSaved(state) {
      state.isTokenSaved = true;
    },
    walletDataLoaded(state, action: PayloadAction<WalletData>) {
      state.walletData = action.payload;
    },
    walletReset() {
      return initialWalletState;
    },
    walletRequestReset(state) {
      resetRequest(state);
    },
  },
});

export const { pushTokenSaved, walletDataLoaded, walletReset, walletRequestReset } =
  walletSlice.actions;

export const selectWallet = (state: RootState) => state.wallet;
export const selectIsPushTokenSaved = (state: RootState) => state.wallet.isTokenSaved;
