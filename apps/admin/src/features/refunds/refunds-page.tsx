import { Link } from 'react-router';
import {
  REFUND_STATUS_LABELS,
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
  RefundStatusBadge,
  SearchToolbar,
  usePageParams,
} from '../../components';
import { refundsApi } from './api';
import { ReturnPhotos } from './return-photos';
import styles from './refunds.module.css';

const columns: Column<AdminRefundSummary>[] = [
  {
    key: 'refund',
    header: 'Refund',
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
    header: 'Order',
    render: (r) => (
      <>
        <Link to={`/orders/${r.OrderId}`}>{r.OrderNumber}</Link>
        <div className={styles.muted}>
          {r.Kind === 'return' ? `Return of ${r.ItemCount} item(s)` : 'Cancellation'}
        </div>
      </>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    render: (r) => (
      <>
        <Link to={`/customers/${r.UserId}`}>{r.Customer.Name || 'No name'}</Link>
        <div className={styles.muted}>{r.Customer.Phone ?? r.Customer.Email ?? ''}</div>
      </>
    ),
  },
  { key: 'reason', header: 'Reason', render: (r) => r.Reason },
  {
    key: 'photos',
    header: 'Photos',
    render: (r) => <ReturnPhotos photos={r.Photos} label={r.RefundNumber} />,
  },
  { key: 'amount', header: 'Amount', align: 'end', render: (r) => <Money paise={r.Amount} /> },
  { key: 'status', header: 'Status', render: (r) => <RefundStatusBadge status={r.Status} /> },
];

/**
 * The refund queue (returns and cancellations): by status and kind, searched by order or refund
 * number or mobile.
 */
export default function RefundsPage() {
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
      <PageHeader title="Returns" sub="Returns and refunds waiting for you, newest first" />
      <SearchToolbar
        label="Order, refund number or mobile"
        search={search}
        onSearch={(text) => set({ search: text })}
      >
        <Field label="Status">
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={status}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="all">All</option>
              {REFUND_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REFUND_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Kind">
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={kind}
              onChange={(e) => set({ kind: e.target.value })}
            >
              <option value="">Returns and cancellations</option>
              <option value="return">Returns</option>
              <option value="cancellation">Cancellations</option>
            </select>
          )}
        </Field>
      </SearchToolbar>
      <QueryState
        query={query}
        isEmpty={(d) => d.Refunds.length === 0}
        empty={
          <EmptyState
            title="No refunds here"
            text={search ? `Nothing matches “${search}”.` : 'Nothing waits at this status.'}
          />
        }
      >
        {(d) => (
          <>
            <DataTable
              caption="Refunds"
              columns={columns}
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
