import type { AuditEntry } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
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
  roleName,
  usePageParams,
  type Column,
} from '../../components';
import { useT } from '../../lib/i18n';
import { auditApi, type AuditFilters } from './api';
import { actionText, subjectText } from './audit-words';
import { Changes } from './changes';
import styles from './audit-page.module.css';

const PAGE_SIZE = 50;
const FILTERS = ['actor', 'action', 'entity', 'entityId', 'from', 'to'] as const;

/**
 * The filter boxes in the toolbar's order, their labels and hints as message ids (entity and
 * entityId stay URL filters, for links, but are no boxes: the words find a thing by its name).
 */
const FILTER_FIELDS: {
  name: (typeof FILTERS)[number];
  labelId: string;
  hintId?: string;
  type?: 'date';
}[] = [
  { name: 'action', labelId: 'audit.filter.words', hintId: 'audit.filter.words-hint' },
  { name: 'actor', labelId: 'audit.filter.staff-id', hintId: 'audit.filter.staff-id-hint' },
  { name: 'from', labelId: 'audit.filter.from', type: 'date' },
  { name: 'to', labelId: 'audit.filter.to', type: 'date' },
];

const columnsOf = (t: Translate): Column<AuditEntry>[] => [
  {
    key: 'at',
    header: t('audit.col.when'),
    render: (e) => formatDateTimeSeconds(e.At),
  },
  {
    key: 'who',
    header: t('audit.col.who'),
    render: (e) => t('audit.actor', { name: e.ActorName, role: roleName(t, e.ActorRole) }),
  },
  {
    key: 'action',
    header: t('audit.col.action'),
    render: (e) => <span title={e.Action}>{actionText(t, e.Action)}</span>,
  },
  {
    key: 'what',
    header: t('audit.col.on'),
    render: (e) => <span className={styles.subject}>{subjectText(t, e)}</span>,
  },
  {
    key: 'changes',
    header: t('audit.col.changes'),
    render: (e) => <Changes before={e.Before} after={e.After} entity={e.Entity} />,
  },
];

/** Every change made in the console or with ADMIN_TOKEN, newest first; filters live in the URL. */
export default function AuditPage() {
  const t = useT();
  const { params, pageNo, set, setPage } = usePageParams({ pageKey: 'pageNo', replace: true });
  const filters: AuditFilters = { pageNo };
  for (const f of FILTERS) filters[f] = params.get(f) ?? undefined;
  const query = auditApi.useAuditQuery(filters);
  return (
    <>
      <PageHeader title={t('audit.title')} sub={t('audit.sub')} />
      <div className={blocks.toolbar}>
        {FILTER_FIELDS.map((f) => (
          <Field key={f.name} label={t(f.labelId)} hint={f.hintId && t(f.hintId)}>
            {(p) => (
              <input
                {...p}
                type={f.type ?? 'text'}
                className={inputClass}
                defaultValue={params.get(f.name) ?? ''}
                onChange={(e) => set({ [f.name]: e.target.value.trim() })}
              />
            )}
          </Field>
        ))}
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.Entries.length === 0}
        empty={<EmptyState title={t('audit.none')} text={t('audit.none-text')} />}
      >
        {(d) => (
          <div className={styles.list}>
            <DataTable
              caption={t('audit.caption')}
              columns={columnsOf(t)}
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
