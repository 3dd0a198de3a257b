import { useState } from 'react';
import { Link } from 'react-router';
import {
  WALLET_PAGE_SIZE,
  WALLET_REASON_LABELS,
  type AdminWalletTransaction,
  type WalletReason,
} from '@kirana/shared';
import {
  Button,
  DataTable,
  EmptyState,
  formatDateTime,
  formatInr,
  Money,
  Pagination,
  QueryState,
  useCan,
  type Column,
} from '../../components';
import { AdjustWalletDialog } from './adjust-wallet-dialog';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { customersApi } from './api';
import styles from './customers.module.css';

const REASON_IDS: Readonly<Record<WalletReason, string>> = {
  order_payment: 'customers.wallet.reason.order_payment',
  order_expired: 'customers.wallet.reason.order_expired',
  refund: 'customers.wallet.reason.refund',
  adjustment: 'customers.wallet.reason.adjustment',
};

/**
 * A movement's words: the server's default (its reason's English, with the order number) in the
 * console's language; a note the store wrote (an adjustment's reason) as written.
 */
function whatOf(t: Translate, x: AdminWalletTransaction): string {
  const label = WALLET_REASON_LABELS[x.Reason];
  const isDefault =
    x.Description === label || (!!x.OrderNumber && x.Description === `${label} ${x.OrderNumber}`);
  return isDefault ? t(REASON_IDS[x.Reason]) : x.Description;
}

const columns = (t: Translate): Column<AdminWalletTransaction>[] => [
  {
    key: 'at',
    header: t('customers.wallet.when'),
    render: (x) => formatDateTime(x.At),
  },
  {
    key: 'what',
    header: t('customers.wallet.what'),
    render: (x) => (
      <>
        {whatOf(t, x)}
        {x.OrderId && x.OrderNumber && !whatOf(t, x).includes(x.OrderNumber) && (
          <>
            {' '}
            · <Link to={`/orders/${x.OrderId}`}>{x.OrderNumber}</Link>
          </>
        )}
        {x.StaffName && (
          <div className={styles.muted}>{t('customers.wallet.by', { name: x.StaffName })}</div>
        )}
      </>
    ),
  },
  {
    key: 'amount',
    header: t('customers.wallet.amount'),
    align: 'end',
    render: (x) => (
      <span className={x.Type === 'credit' ? styles.credit : styles.debit}>
        {x.Type === 'credit' ? '+' : '−'}
        {formatInr(x.Amount)}
      </span>
    ),
  },
  {
    key: 'after',
    header: t('customers.wallet.balance-after'),
    align: 'end',
    render: (x) => <Money paise={x.BalanceAfter} />,
  },
];

/** The customer's wallet balance and ledger, with "Adjust wallet" for who may. */
export function CustomerWallet({ userId }: { userId: number }) {
  const t = useT();
  const [pageNo, setPageNo] = useState(1);
  const [adjusting, setAdjusting] = useState(false);
  const canAdjust = useCan('wallet:adjust');
  const query = customersApi.useCustomerWalletQuery({ userId, pageNo });
  return (
    <section className={styles.section} aria-labelledby="customer-wallet">
      <div className={styles.sectionHead}>
        <h2 id="customer-wallet">{t('customers.wallet')}</h2>
        {canAdjust && (
          <Button variant="secondary" size="s" onClick={() => setAdjusting(true)}>
            {t('customers.adjust.title')}
          </Button>
        )}
      </div>
      <QueryState query={query}>
        {(d) => (
          <>
            <p>
              {t('customers.wallet.balance')}{' '}
              <span className={styles.balance}>{formatInr(d.Balance)}</span>
            </p>
            {d.Transactions.length === 0 ? (
              <EmptyState title={t('customers.wallet.none')} />
            ) : (
              <>
                <DataTable
                  caption={t('customers.wallet.ledger')}
                  columns={columns(t)}
                  rows={d.Transactions}
                  rowKey={(t) => t.TransactionId}
                />
                <Pagination
                  pageNo={d.PageNo}
                  pageSize={WALLET_PAGE_SIZE}
                  total={d.CountTotalTransactions}
                  onPage={setPageNo}
                />
              </>
            )}
          </>
        )}
      </QueryState>
      {canAdjust && (
        <AdjustWalletDialog userId={userId} open={adjusting} onClose={() => setAdjusting(false)} />
      )}
    </section>
  );
}
