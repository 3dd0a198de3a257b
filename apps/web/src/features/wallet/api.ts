// The wallet group's calls: the balance and the ledger, page by page (signed in, Bearer).
import type { WalletDataAnswer, WalletTransactionsAnswer } from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

/** The shopper's wallet balance in paise. */
export const getWalletData = (signal?: AbortSignal) =>
  apiGet<WalletDataAnswer>('/wallet-data', undefined, signal);

/** A page of credits and debits, newest first, or NoTransactions. */
export const getWalletTransactions = (pageNo: number, signal?: AbortSignal) =>
  apiGet<WalletTransactionsAnswer>('/wallet-transactions', { pageNo }, signal);
