import { Link } from 'react-router';
import type { CustomerSummary } from '@kirana/shared';
import {
  Badge,
  DataTable,
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
import { customersApi } from './api';
import styles from './customers.module.css';

const columns: Column<CustomerSummary>[] = [
  {
    key: 'name',
    header: 'Customer',
    render: (c) => (
      <>
        <Link to={`/customers/${c.UserId}`}>
          <strong>{c.Name || 'No name'}</strong>
        </Link>{' '}
        {c.IsTestUser && <Badge tone="info">Test</Badge>}
      </>
    ),
  },
  { key: 'phone', header: 'Mobile', render: (c) => c.Phone ?? '—' },
  { key: 'email', header: 'Email', render: (c) => c.Email ?? '—' },
  { key: 'orders', header: 'Orders', align: 'end', render: (c) => c.OrderCount },
  {
    key: 'wallet',
    header: 'Wallet',
    align: 'end',
    render: (c) => <Money paise={c.WalletBalance} />,
  },
  {
    key: 'since',
    header: 'Joined',
    render: (c) => <span className={styles.muted}>{formatDate(c.CreatedAt)}</span>,
  },
];

/** Customers, newest first, searched by name, email or mobile. */
export default function CustomersPage() {
  const { params, pageNo, set, setPage } = usePageParams();
  const search = params.get('search') ?? '';
  const query = customersApi.useCustomersQuery({ search, pageNo });
  return (
    <>
      <PageHeader title="Customers" sub="Everyone who has signed in to the store" />
      <SearchToolbar
        label="Name, email or mobile"
        search={search}
        onSearch={(text) => set({ search: text })}
      />
      <QueryState
        query={query}
        isEmpty={(d) => d.Customers.length === 0}
        empty={
          <EmptyState
            title="No customers found"
            text={search ? `Nobody matches “${search}”.` : 'No one has signed in yet.'}
          />
        }
      >
        {(d) => (
          <>
            <DataTable
              caption="Customers"
              columns={columns}
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
