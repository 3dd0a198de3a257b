import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerSummary } from '@kirana/shared';
import {
  Badge,
  blocks,
  Button,
  DataTable,
  EmptyState,
  Field,
  formatDate,
  inputClass,
  Money,
  PageHeader,
  Pagination,
  QueryState,
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
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const pageNo = Number(params.get('page') ?? 1) || 1;
  const [typed, setTyped] = useState(search);
  const query = customersApi.useCustomersQuery({ search, pageNo });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { search: typed.trim() } : {});
  };
  return (
    <>
      <PageHeader title="Customers" sub="Everyone who has signed in to the store" />
      <form className={blocks.toolbar} onSubmit={onSearch} role="search">
        <Field label="Name, email or mobile">
          {(p) => (
            <input
              {...p}
              className={inputClass}
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
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
              onPage={(n) => setParams({ ...(search ? { search } : {}), page: String(n) })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
