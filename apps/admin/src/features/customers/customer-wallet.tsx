import { useState } from 'react';
import { Link } from 'react-router';
import { WALLET_PAGE_SIZE, type AdminWalletTransaction } from '@kirana/shared';
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
import { customersApi } from './api';
import styles from './customers.module.css';

const columns: Column<AdminWalletTransaction>[] = [
  {
    key: 'at',
    header: 'When',
    render: (t) => formatDateTime(t.At),
  },
  {
    key: 'what',
    header: 'What',
    render: (t) => (
      <>
        {t.Description}
        {t.OrderId && t.OrderNumber && !t.Description.includes(t.OrderNumber) && (
          <>
            {' '}
            · <Link to={`/orders/${t.OrderId}`}>{t.OrderNumber}</Link>
          </>
        )}
        {t.StaffName && <div className={styles.muted}>by {t.StaffName}</div>}
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    render: (t) => (
      <span className={t.Type === 'credit' ? styles.credit : styles.debit}>
        {t.Type === 'credit' ? '+' : '−'}
        {formatInr(t.Amount)}
      </span>
    ),
  },
  {
    key: 'after',
    header: 'Balance after',
    align: 'end',
    render: (t) => <Money paise={t.BalanceAfter} />,
  },
];

/** The customer's wallet balance and ledger, with "Adjust wallet" for who may. */
export function CustomerWallet({ userId }: { userId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const [adjusting, setAdjusting] = useState(false);
  const canAdjust = useCan('wallet:adjust');
  const query = customersApi.useCustomerWalletQuery({ userId, pageNo });
  return (
    <section className={styles.section} aria-labelledby="customer-wallet">
      <div className={styles.sectionHead}>
        <h2 id="customer-wallet">Wallet</h2>
        {canAdjust && (
          <Button variant="secondary" size="s" onClick={() => setAdjusting(true)}>
            Adjust wallet
          </Button>
        )}
      </div>
      <QueryState query={query}>
        {(d) => (
          <>
            <p>
              Balance <span className={styles.balance}>{formatInr(d.Balance)}</span>
            </p>
            {d.Transactions.length === 0 ? (
              <EmptyState title="No wallet movements yet" />
            ) : (
              <>
                <DataTable
                  caption="Wallet ledger"
                  columns={columns}
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
