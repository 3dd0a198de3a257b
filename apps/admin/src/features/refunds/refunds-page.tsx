import { Link } from 'react-router';
import {
  REFUND_STATUSES,
  type AdminRefundSummary,
  type RefundKind,
  type RefundStatus,
} from '@kirana/shared';
import {
  type Column,
  DataTable,
  EmptyState,
  Field,
  formatDateTime,
  inputClass,
  Money,
  PageHeader,
  Pagination,
  QueryState,
  SearchToolbar,
  usePageParams,
} from '../../components';
import { refundsApi } from './api';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { refundStatusLabel, RefundStatusPill } from './refund-badges';
import { ReturnPhotos } from './return-photos';
import styles from './refunds.module.css';

const columns = (t: Translate): Column<AdminRefundSummary>[] => [
  {
    key: 'refund',
    header: t('refunds.col.refund'),
    render: (r) => (
      <>
        <Link to={`/returns/${r.RefundId}`}>
          <strong>{r.RefundNumber}</strong>
        </Link>
        <div className={styles.muted}>{formatDateTime(r.CreatedAt)}</div>
      </>
    ),
  },
  {
    key: 'order',
    header: t('refunds.col.order'),
    render: (r) => (
      <>
        <Link to={`/orders/${r.OrderId}`}>{r.OrderNumber}</Link>
        <div className={styles.muted}>
          {r.Kind === 'return'
            ? t('refunds.return-of', { count: r.ItemCount })
            : t('refunds.cancellation')}
        </div>
      </>
    ),
  },
  {
    key: 'customer',
    header: t('refunds.col.customer'),
    render: (r) => (
      <>
        <Link to={`/customers/${r.UserId}`}>{r.Customer.Name || t('refunds.no-name')}</Link>
        <div className={styles.muted}>{r.Customer.Phone ?? r.Customer.Email ?? ''}</div>
      </>
    ),
  },
  { key: 'reason', header: t('refunds.col.reason'), render: (r) => r.Reason },
  {
    key: 'photos',
    header: t('refunds.col.photos'),
    render: (r) => <ReturnPhotos photos={r.Photos} label={r.RefundNumber} />,
  },
  {
    key: 'amount',
    header: t('refunds.col.amount'),
    align: 'end',
    render: (r) => <Money paise={r.Amount} />,
  },
  {
    key: 'status',
    header: t('refunds.col.status'),
    render: (r) => <RefundStatusPill status={r.Status} />,
  },
];

/**
 * The refund queue (returns and cancellations): by status and kind, searched by order or refund
 * number or mobile.
 */
export default function RefundsPage() {
  const t = useT();
  const { params, pageNo, set, setPage } = usePageParams();
  const status = (params.get('status') ?? 'requested') as RefundStatus | 'all';
  const kind = (params.get('kind') ?? '') as RefundKind | '';
  const search = params.get('search') ?? '';
  const query = refundsApi.useRefundQueueQuery({
    status: status === 'all' ? undefined : status,
    kind: kind || undefined,
    search: search || undefined,
    pageNo,
  });
  return (
    <>
      <PageHeader title={t('refunds.title')} sub={t('refunds.sub')} />
      <SearchToolbar
        label={t('refunds.search')}
        search={search}
        onSearch={(text) => set({ search: text })}
      >
        <Field label={t('refunds.col.status')}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={status}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="all">{t('refunds.filter.all')}</option>
              {REFUND_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {refundStatusLabel(t, s)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('refunds.filter.kind')}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={kind}
              onChange={(e) => set({ kind: e.target.value })}
            >
              <option value="">{t('refunds.filter.both')}</option>
              <option value="return">{t('refunds.filter.returns')}</option>
              <option value="cancellation">{t('refunds.filter.cancellations')}</option>
            </select>
          )}
        </Field>
      </SearchToolbar>
      <QueryState
        query={query}
        isEmpty={(d) => d.Refunds.length === 0}
        empty={
          <EmptyState
            title={t('refunds.none')}
            text={search ? t('refunds.none-match', { search }) : t('refunds.none-waiting')}
          />
        }
      >
        {(d) => (
          <>
            <DataTable
              caption={t('refunds.caption')}
              columns={columns(t)}
              rows={d.Refunds}
              rowKey={(r) => r.RefundId}
            />
            <Pagination
              pageNo={d.PageNo}
              pageSize={d.PageSize}
              total={d.CountTotalRefunds}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
