import { Link } from 'react-router';
import type { CustomerSummary } from '@kirana/shared';
import {
  Badge,
  DataTable,
  DownloadButton,
  EmptyState,
  formatDate,
  Money,
  PageHeader,
  Pagination,
  QueryState,
  SearchToolbar,
  usePageParams,
  type Column,
} from '../../components';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { customersApi } from './api';
import styles from './customers.module.css';

const columns = (t: Translate): Column<CustomerSummary>[] => [
  {
    key: 'name',
    header: t('customers.col.customer'),
    render: (c) => (
      <>
        <Link to={`/customers/${c.UserId}`}>
          <strong>{c.Name || t('customers.no-name')}</strong>
        </Link>{' '}
        {c.IsTestUser && <Badge tone="info">{t('customers.test')}</Badge>}
      </>
    ),
  },
  { key: 'phone', header: t('customers.mobile'), render: (c) => c.Phone ?? '—' },
  { key: 'email', header: t('customers.email'), render: (c) => c.Email ?? '—' },
  { key: 'orders', header: t('customers.orders'), align: 'end', render: (c) => c.OrderCount },
  {
    key: 'wallet',
    header: t('customers.wallet'),
    align: 'end',
    render: (c) => <Money paise={c.WalletBalance} />,
  },
  {
    key: 'since',
    header: t('customers.joined'),
    render: (c) => <span className={styles.muted}>{formatDate(c.CreatedAt)}</span>,
  },
];

/** Customers, newest first, searched by name, email or mobile. */
export default function CustomersPage() {
  const t = useT();
  const { params, pageNo, set, setPage } = usePageParams();
  const search = params.get('search') ?? '';
  const query = customersApi.useCustomersQuery({ search, pageNo });
  return (
    <>
      <PageHeader
        title={t('customers.title')}
        sub={t('customers.sub')}
        actions={
          <DownloadButton
            path={`/admin/customers/export.csv${search ? `?${new URLSearchParams({ search }).toString()}` : ''}`}
            fallbackName="kirana-customers.csv"
            label={t('components.export-csv')}
          />
        }
      />
      <SearchToolbar
        label={t('customers.search')}
        search={search}
        onSearch={(text) => set({ search: text })}
      />
      <QueryState
        query={query}
        isEmpty={(d) => d.Customers.length === 0}
        empty={
          <EmptyState
            title={t('customers.none')}
            text={search ? t('customers.none-match', { search }) : t('customers.none-yet')}
          />
        }
      >
        {(d) => (
          <>
            <DataTable
              caption={t('customers.title')}
              columns={columns(t)}
              rows={d.Customers}
              rowKey={(c) => c.UserId}
            />
            <Pagination
              pageNo={d.PageNo}
              pageSize={d.PageSize}
              total={d.TotalCount}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
