import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import type { ApiFailure } from '../../../lib/api-client';
import { SignInGate } from '../../auth';
import { BalanceCard } from '../components/balance-card';
import { TransactionRow } from '../components/transaction-row';
import styles from '../components/wallet.module.css';
import { fetchWalletData, fetchWalletTransactions, selectWallet } from '../wallet-slice';

const TITLE = 'My wallet';

function WalletSkeleton() {
  return (
    <div className={styles.layout} role="status" aria-label="Loading your wallet">
      <Skeleton height={220} radius={16} />
      <div className={styles.skList}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} radius={10} />
        ))}
      </div>
    </div>
  );
}

/** The balance and the first history page, fetched afresh on each visit; more pages on demand. */
function useWalletPages() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'page' | 'more' | null>('page');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [moreFailure, setMoreFailure] = useState<ApiFailure | null>(null);
  const load = useCallback(async () => {
    setBusy('page');
    setFailure(null);
    setMoreFailure(null);
    const [balance, page] = await Promise.all([
      dispatch(fetchWalletData()),
      dispatch(fetchWalletTransactions(1)),
    ]);
    if (fetchWalletData.rejected.match(balance)) setFailure(balance.payload ?? null);
    else if (fetchWalletTransactions.rejected.match(page)) setFailure(page.payload ?? null);
    setBusy(null);
  }, [dispatch]);
  const more = async (pageNo: number) => {
    setBusy('more');
    setMoreFailure(null);
    const result = await dispatch(fetchWalletTransactions(pageNo));
    if (fetchWalletTransactions.rejected.match(result)) setMoreFailure(result.payload ?? null);
    setBusy(null);
  };
  useEffect(() => void load(), [load]);
  return { busy, failure, moreFailure, load, more };
}

function Wallet() {
  const { walletData, fetchedTransactionPageNo } = useAppSelector(selectWallet);
  const { busy, failure, moreFailure, load, more } = useWalletPages();
  const { Balance, Transactions, CountTotalTransactions } = walletData;

  if (failure && busy === null)
    return (
      <ErrorState
        title="We could not load your wallet"
        message={`${failure.message}. ${failure.description}`}
        onRetry={() => void load()}
      />
    );
  if (busy === 'page' || Balance === null || Transactions === null) return <WalletSkeleton />;
  return (
    <div className={styles.layout}>
      <BalanceCard balance={Balance} />
      <section className={styles.history} aria-labelledby="wallet-history">
        <h2 id="wallet-history" className={styles.historyTitle}>
          Wallet history
        </h2>
        {Transactions.length === 0 ? (
          <EmptyState
            icon="wallet"
            title="No transactions yet"
            message="Refunds to your wallet and payments made with it will show up here."
          />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              Showing {Transactions.length} of {CountTotalTransactions}
            </p>
            <ul className={styles.list}>
              {Transactions.map((t) => (
                <TransactionRow key={t.TransactionId} entry={t} />
              ))}
            </ul>
          </>
        )}
        {moreFailure ? (
          <p className={styles.problem} role="alert">
            {moreFailure.message}. Please try again.
          </p>
        ) : null}
        {Transactions.length > 0 && Transactions.length < CountTotalTransactions ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void more(fetchedTransactionPageNo + 1)}
            >
              {busy === 'more' ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** My wallet: the balance, how the wallet works, and every credit and debit, newest first. */
export default function WalletPage() {
  return (
    <SignInGate title={TITLE} prompt="Sign in to see your wallet" icon="wallet">
      <PageFrame title={TITLE}>
        <Wallet />
      </PageFrame>
    </SignInGate>
  );
}
