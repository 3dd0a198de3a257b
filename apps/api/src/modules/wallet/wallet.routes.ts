import {
  WalletDataAnswer,
  WalletTransactionsAnswer,
  WalletTransactionsQuery,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../../lib/request-user';
import { walletBalance, walletTransactions } from './wallet.service';

const tags = ['wallet'];

/** The spec's wallet calls: the balance and a page of the ledger. */
export function registerWalletUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/wallet-data',
    {
      schema: {
        tags,
        summary: 'The shopper’s wallet balance in paise',
        response: { 200: WalletDataAnswer },
      },
    },
    async (req) => ({ Balance: await walletBalance(db, currentUser(req).userId) }),
  );
  app.get(
    '/wallet-transactions',
    {
      schema: {
        tags,
        summary: 'A page of wallet credits and debits, newest first, or NoTransactions',
        querystring: WalletTransactionsQuery,
        response: { 200: WalletTransactionsAnswer },
      },
    },
    async (req) => walletTransactions(db, currentUser(req).userId, req.query.pageNo),
  );
}
