import { useT } from '../../../lib/i18n';
import { useAppSelector } from '../../../app/hooks';
import { Button, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { SignInGate } from '../../auth';
import { BalanceCard } from '../components/balance-card';
import { TransactionRow } from '../components/transaction-row';
import styles from '../components/wallet.module.css';
import { useWalletPages } from '../use-wallet-pages';
import { selectWallet } from '../wallet-slice';

function WalletSkeleton() {
  const t = useT();
  return (
    <div className={styles.layout} role="status" aria-label={t('wallet.loading')}>
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
  const t = useT();
  const { walletData, fetchedTransactionPageNo } = useAppSelector(selectWallet);
  const { busy, failure, moreFailure, load, more } = useWalletPages();
  const { Balance, Transactions, CountTotalTransactions } = walletData;

  if (failure && busy === null)
    return (
      <ErrorState
        title={t('wallet.loadFailed')}
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
          {t('wallet.history')}
        </h2>
        {Transactions.length === 0 ? (
          <EmptyState
            icon="wallet"
            title={t('wallet.emptyTitle')}
            message={t('wallet.emptyMessage')}
          />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t('wallet.showing', { shown: Transactions.length, total: CountTotalTransactions })}
            </p>
            <ul className={styles.list}>
              {Transactions.map((entry) => (
                <TransactionRow key={entry.TransactionId} entry={entry} />
              ))}
            </ul>
          </>
        )}
        {moreFailure ? (
          <p className={styles.problem} role="alert">
            {t('wallet.tryAgain', { reason: moreFailure.message })}
          </p>
        ) : null}
        {Transactions.length > 0 && Transactions.length < CountTotalTransactions ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => more(fetchedTransactionPageNo + 1)}
            >
              {busy === 'more' ? t('wallet.loadingMore') : t('wallet.loadMore')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** My wallet: the balance, how the wallet works, and every credit and debit, newest first. */
export default function WalletPage() {
  const t = useT();
  return (
    <SignInGate title={t('wallet.title')} prompt={t('wallet.signInPrompt')} icon="wallet">
      <PageFrame title={t('wallet.title')}>
        <Wallet />
      </PageFrame>
    </SignInGate>
  );
}
