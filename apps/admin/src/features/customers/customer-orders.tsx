import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderSummary } from '@kirana/shared';
import {
  Badge,
  DataTable,
  EmptyState,
  formatDateTime,
  Money,
  OrderStatusBadge,
  Pagination,
  QueryState,
  type Column,
} from '../../components';
import { customersApi } from './api';
import styles from './customers.module.css';

const columns: Column<OrderSummary>[] = [
  {
    key: 'number',
    header: 'Order',
    render: (o) => (
      <>
        <Link to={`/orders/${o.OrderId}`}>{o.OrderNumber}</Link>{' '}
        {o.IsTestOrder && <Badge tone="info">Test</Badge>}
      </>
    ),
  },
  {
    key: 'placed',
    header: 'Placed',
    render: (o) => formatDateTime(o.PlacedAt),
  },
  { key: 'items', header: 'Items', align: 'end', render: (o) => o.ItemCount },
  { key: 'pay', header: 'Payment', render: (o) => o.PaymentMethodId.toUpperCase() },
  { key: 'total', header: 'Total', align: 'end', render: (o) => <Money paise={o.AmountPayable} /> },
  {
    key: 'status',
    header: 'Status',
    render: (o) => <OrderStatusBadge status={o.Status} />,
  },
];

/** A page of the customer's orders, each linking to the order in the console. */
export function CustomerOrders({ userId }: { userId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const query = customersApi.useCustomerOrdersQuery({ userId, pageNo });
  return (
    <section className={styles.section} aria-labelledby="customer-orders">
      <div className={styles.sectionHead}>
        <h2 id="customer-orders">Orders</h2>
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.Orders.length === 0}
        empty={<EmptyState title="No orders yet" />}
      >
        {(d) => (
          <>
            <DataTable
              caption="Orders"
              columns={columns}
              rows={d.Orders}
              rowKey={(o) => o.OrderId}
            />
            <Pagination
              pageNo={d.PageNo}
              pageSize={20}
              total={d.CountTotalOrders}
              onPage={setPageNo}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
