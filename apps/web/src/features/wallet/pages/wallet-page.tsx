import { useAppSelector } from '../../../app/hooks';
import { Button, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { SignInGate } from '../../auth';
import { BalanceCard } from '../components/balance-card';
import { TransactionRow } from '../components/transaction-row';
import styles from '../components/wallet.module.css';
import { useWalletPages } from '../use-wallet-pages';
import { selectWallet } from '../wallet-slice';

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

function Wallet() {
  const { walletData, fetchedTransactionPageNo } = useAppSelector(selectWallet);
  const { busy, failure, moreFailure, load, more } = useWalletPages();
  const { Balance, Transactions, CountTotalTransactions } = walletData;

  if (failure && busy === null)
    return (
      <ErrorState
        title="We could not load your wallet"
        message={`${failure.message}. ${failure.description}`}
        onRetry={load}
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
              onClick={() => more(fetchedTransactionPageNo + 1)}
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
