import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderSummary } from '@kirana/shared';
import {
  Badge,
  DataTable,
  EmptyState,
  formatDateTime,
  Money,
  Pagination,
  QueryState,
  type Column,
} from '../../components';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { OrderStatusPill, paymentShort } from '../orders';
import { customersApi } from './api';
import styles from './customers.module.css';

const columns = (t: Translate): Column<OrderSummary>[] => [
  {
    key: 'number',
    header: t('customers.col.order'),
    render: (o) => (
      <>
        <Link to={`/orders/${o.OrderId}`}>{o.OrderNumber}</Link>{' '}
        {o.IsTestOrder && <Badge tone="info">{t('customers.test')}</Badge>}
      </>
    ),
  },
  {
    key: 'placed',
    header: t('customers.col.placed'),
    render: (o) => formatDateTime(o.PlacedAt),
  },
  { key: 'items', header: t('customers.col.items'), align: 'end', render: (o) => o.ItemCount },
  {
    key: 'pay',
    header: t('customers.col.payment'),
    render: (o) => paymentShort(t, o.PaymentMethodId),
  },
  {
    key: 'total',
    header: t('customers.col.total'),
    align: 'end',
    render: (o) => <Money paise={o.AmountPayable} />,
  },
  {
    key: 'status',
    header: t('customers.col.status'),
    render: (o) => <OrderStatusPill status={o.Status} />,
  },
];

/** A page of the customer's orders, each linking to the order in the console. */
export function CustomerOrders({ userId }: { userId: number }) {
  const t = useT();
  const [pageNo, setPageNo] = useState(1);
  const query = customersApi.useCustomerOrdersQuery({ userId, pageNo });
  return (
    <section className={styles.section} aria-labelledby="customer-orders">
      <div className={styles.sectionHead}>
        <h2 id="customer-orders">{t('customers.orders')}</h2>
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.Orders.length === 0}
        empty={<EmptyState title={t('customers.no-orders')} />}
      >
        {(d) => (
          <>
            <DataTable
              caption={t('customers.orders')}
              columns={columns(t)}
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
