import type { RefundMoneyPart } from '@kirana/shared';
import { DataTable, formatDateTime, Money, type Column } from '../../components';
import { DESTINATION_LABELS, MoneyPartBadge } from './refund-badges';
import styles from './refunds.module.css';

const columns: Column<RefundMoneyPart>[] = [
  { key: 'to', header: 'To', render: (p) => DESTINATION_LABELS[p.Destination] },
  { key: 'amount', header: 'Amount', align: 'end', render: (p) => <Money paise={p.Amount} /> },
  { key: 'status', header: 'Status', render: (p) => <MoneyPartBadge status={p.Status} /> },
  {
    key: 'where',
    header: 'Details',
    render: (p) => (
      <>
        {p.To && <div>{p.To}</div>}
        {p.Reference && <div className={styles.muted}>{p.Reference}</div>}
        {p.At && <div className={styles.muted}>{formatDateTime(p.At)}</div>}
      </>
    ),
  },
];

/** Where each part of a refund went: the wallet, the original payment, a UPI payout. */
export function MoneyTrail({ parts }: { parts: RefundMoneyPart[] }) {
  return (
    <section className={styles.section} aria-labelledby="money-trail">
      <h2 id="money-trail">Where the money went</h2>
      <DataTable
        caption="Where the money went"
        columns={columns}
        rows={parts}
        rowKey={(p) => p.Destination}
      />
    </section>
  );
}
