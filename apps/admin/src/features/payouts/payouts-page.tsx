import { PAYOUT_LINE_STATES, type PayoutLine, type PayoutsQuery } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { Link } from 'react-router';
import {
  Button,
  type Column,
  DataTable,
  EmptyState,
  formatDateTime,
  Money,
  PageHeader,
  Pagination,
  QueryState,
  usePageParams,
} from '../../components';
import { useT } from '../../lib/i18n';
import { payoutsApi } from './api';
import styles from './payouts.module.css';
import { SettlementImport } from './settlement-import';

const FILTERS = ['problems', ...PAYOUT_LINE_STATES, 'all'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

const columns = (t: Translate): Column<PayoutLine>[] => [
  { key: 'state', header: t('payouts.col.state'), render: (l) => t(`payouts.state.${l.State}`) },
  {
    key: 'entity',
    header: t('payouts.col.entity'),
    render: (l) => (
      <span className={styles.mono}>
        {t(`payouts.type.${l.Type === 'payment' || l.Type === 'refund' ? l.Type : 'other'}`)}{' '}
        {l.EntityId}
      </span>
    ),
  },
  {
    key: 'order',
    header: t('payouts.col.order'),
    render: (l) => (l.OrderId ? <Link to={`/orders/${l.OrderId}`}>{l.OrderNumber}</Link> : '—'),
  },
  {
    key: 'amount',
    header: t('payouts.col.amount'),
    align: 'end',
    render: (l) => <Money paise={l.Amount} />,
  },
  {
    key: 'ours',
    header: t('payouts.col.ours'),
    align: 'end',
    render: (l) => (l.Expected === null ? '—' : <Money paise={l.Expected} />),
  },
  {
    key: 'fee',
    header: t('payouts.col.fee'),
    align: 'end',
    render: (l) => <Money paise={l.Fee + l.Tax} />,
  },
  {
    key: 'settlement',
    header: t('payouts.col.settlement'),
    render: (l) => (
      <span className={styles.mono}>
        {l.SettlementUtr ?? l.SettlementId}
        {l.SettledAt ? ` · ${formatDateTime(l.SettledAt)}` : ''}
      </span>
    ),
  },
];

/** Razorpay's payouts: import the settlement report, then what did not tie, problems first. */
export default function PayoutsPage() {
  const t = useT();
  const { params, pageNo, set, setPage } = usePageParams();
  const raw = params.get('state');
  const filter: Filter = (FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as Filter)
    : 'problems';
  const query = payoutsApi.usePayoutsQuery({
    state: filter as PayoutsQuery['state'],
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const counts = query.data?.Counts;
  const countOf = (f: Filter) =>
    !counts
      ? null
      : f === 'problems'
        ? counts.unmatched + counts.twice + counts.short
        : f === 'all'
          ? PAYOUT_LINE_STATES.reduce((n, s) => n + counts[s], 0)
          : counts[f];

  return (
    <>
      <PageHeader title={t('payouts.title')} sub={t('payouts.sub')} />
      <SettlementImport />
      <section className={styles.block} aria-labelledby="payout-lines">
        <h2 id="payout-lines">{t('payouts.lines.title')}</h2>
        <div className={styles.filters} role="group" aria-label={t('payouts.lines.filter')}>
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="s"
              variant={f === filter ? 'primary' : 'secondary'}
              aria-pressed={f === filter}
              onClick={() => set({ state: f === 'problems' ? '' : f })}
            >
              {t(`payouts.filter.${f}`, { count: countOf(f) ?? '…' })}
            </Button>
          ))}
        </div>
        <QueryState
          query={query}
          isEmpty={(d) => d.Lines.length === 0}
          empty={
            <EmptyState
              title={t(filter === 'problems' ? 'payouts.none-problems' : 'payouts.none')}
              text={t('payouts.none-text')}
            />
          }
        >
          {(d) => (
            <>
              <DataTable
                caption={t('payouts.lines.caption')}
                columns={columns(t)}
                rows={d.Lines}
                rowKey={(l) => `${l.SettlementId}/${l.EntityId}`}
              />
              <Pagination
                pageNo={d.PageNo}
                pageSize={d.PageSize}
                total={d.TotalLines}
                onPage={setPage}
              />
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
