import { Link, useParams } from 'react-router';
import type { CouponUse } from '@kirana/shared';
import {
  Badge,
  DataTable,
  EmptyState,
  formatDateTime,
  Money,
  PageHeader,
  QueryState,
  type Column,
} from '../../components';
import { offersApi } from './api';

const columns: Column<CouponUse>[] = [
  {
    key: 'order',
    header: 'Order',
    render: (u) => <Link to={`/orders/${u.OrderId}`}>{u.OrderNumber ?? `#${u.OrderId}`}</Link>,
  },
  {
    key: 'discount',
    header: 'Discount',
    align: 'end',
    render: (u) => <Money paise={u.Discount} />,
  },
  { key: 'at', header: 'Used', render: (u) => formatDateTime(u.At) },
  { key: 'shopper', header: 'Shopper', render: (u) => `#${u.UserId}` },
  {
    key: 'state',
    header: 'Status',
    render: (u) =>
      u.ReleasedAt ? <Badge tone="neutral">Given back</Badge> : <Badge tone="good">Counted</Badge>,
  },
];

/** /coupons/:couponId/uses: the orders that used a coupon (a cancelled order gives its use back). */
export default function CouponUsesPage() {
  const couponId = Number(useParams().couponId);
  const query = offersApi.useCouponUsesQuery(couponId);
  return (
    <>
      <PageHeader
        title={query.data ? `Uses of ${query.data.Code}` : 'Coupon uses'}
        sub={<Link to="/coupons">Back to coupons</Link>}
      />
      <QueryState
        query={query}
        isEmpty={(d) => d.Uses.length === 0}
        empty={<EmptyState title="Not used yet" text="Orders that use this coupon appear here." />}
      >
        {(d) => (
          <DataTable
            caption="Coupon uses"
            columns={columns}
            rows={d.Uses}
            rowKey={(u) => u.OrderId}
          />
        )}
      </QueryState>
    </>
  );
}
