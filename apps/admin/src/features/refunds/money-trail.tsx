import type { RefundMoneyPart } from '@kirana/shared';
import { DataTable, formatDateTime, Money, type Column } from '../../components';
import { destinationLabel, MoneyPartBadge } from './refund-badges';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import styles from './refunds.module.css';

const columns = (t: Translate): Column<RefundMoneyPart>[] => [
  { key: 'to', header: t('refunds.trail.to'), render: (p) => destinationLabel(t, p.Destination) },
  {
    key: 'amount',
    header: t('refunds.col.amount'),
    align: 'end',
    render: (p) => <Money paise={p.Amount} />,
  },
  {
    key: 'status',
    header: t('refunds.col.status'),
    render: (p) => <MoneyPartBadge status={p.Status} />,
  },
  {
    key: 'where',
    header: t('refunds.trail.details'),
    // one block of lines: on a phone it sits under its label, not squeezed beside it
    render: (p) => (
      <div className={styles.trailDetails}>
        {p.To && <div>{p.To}</div>}
        {p.Reference && <div className={styles.muted}>{p.Reference}</div>}
        {p.At && <div className={styles.muted}>{formatDateTime(p.At)}</div>}
      </div>
    ),
  },
];

/** Where each part of a refund went: the wallet, the original payment, a UPI payout. */
export function MoneyTrail({ parts }: { parts: RefundMoneyPart[] }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="money-trail">
      <h2 id="money-trail">{t('refunds.trail.title')}</h2>
      {/* named by the heading above it: its title is read once, not again as a caption */}
      <DataTable
        labelledBy="money-trail"
        className={styles.trail}
        columns={columns(t)}
        rows={parts}
        rowKey={(p) => p.Destination}
      />
    </section>
  );
}
