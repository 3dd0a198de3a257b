import type { AuditEntry } from '@kirana/shared';
import {
  blocks,
  DataTable,
  EmptyState,
  Field,
  formatDateTimeSeconds,
  inputClass,
  PageHeader,
  Pagination,
  QueryState,
  usePageParams,
  type Column,
} from '../../components';
import { auditApi, type AuditFilters } from './api';
import { Changes } from './changes';
import styles from './audit-page.module.css';

const PAGE_SIZE = 50;
const FILTERS = ['actor', 'action', 'entity', 'entityId', 'from', 'to'] as const;

const columns: Column<AuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    render: (e) => formatDateTimeSeconds(e.At),
  },
  { key: 'who', header: 'Who', render: (e) => `${e.ActorName} (${e.ActorRole})` },
  { key: 'action', header: 'Action', render: (e) => <code>{e.Action}</code> },
  { key: 'what', header: 'On', render: (e) => `${e.Entity} #${e.EntityId}` },
  {
    key: 'changes',
    header: 'Changes',
    render: (e) => <Changes before={e.Before} after={e.After} />,
  },
];

/** Every change made in the console or with ADMIN_TOKEN, newest first; filters live in the URL. */
export default function AuditPage() {
  const { params, pageNo, set, setPage } = usePageParams({ pageKey: 'pageNo', replace: true });
  const filters: AuditFilters = { pageNo };
  for (const f of FILTERS) filters[f] = params.get(f) ?? undefined;
  const query = auditApi.useAuditQuery(filters);
  const text = (name: (typeof FILTERS)[number], label: string, type = 'text', hint?: string) => (
    <Field label={label} hint={hint}>
      {(p) => (
        <input
          {...p}
          type={type}
          className={inputClass}
          defaultValue={params.get(name) ?? ''}
          onChange={(e) => set({ [name]: e.target.value.trim() })}
        />
      )}
    </Field>
  );
  return (
    <>
      <PageHeader title="Audit log" sub="Who changed what, and when" />
      <div className={blocks.toolbar}>
        {text('action', 'Action', 'text', 'e.g. product. or order.ship')}
        {text('entity', 'On', 'text', 'product, order, coupon…')}
        {text('entityId', 'Id')}
        {text('actor', 'Staff id', 'text', '"token" for ADMIN_TOKEN')}
        {text('from', 'From', 'date')}
        {text('to', 'To', 'date')}
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.Entries.length === 0}
        empty={<EmptyState title="No changes match" text="Clear a filter to see more." />}
      >
        {(d) => (
          <div className={styles.list}>
            <DataTable
              caption="Audit entries"
              columns={columns}
              rows={d.Entries}
              rowKey={(e) => e.Id}
            />
            <Pagination
              pageNo={filters.pageNo}
              pageSize={PAGE_SIZE}
              total={d.TotalCount}
              onPage={setPage}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
