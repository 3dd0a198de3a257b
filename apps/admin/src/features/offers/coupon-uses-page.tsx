import { Link, useParams } from 'react-router';
import type { CouponUse } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
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
import { useT } from '../../lib/i18n';
import { offersApi } from './api';

const columnsOf = (t: Translate): Column<CouponUse>[] => [
  {
    key: 'order',
    header: t('offers.uses.order'),
    render: (u) => <Link to={`/orders/${u.OrderId}`}>{u.OrderNumber ?? `#${u.OrderId}`}</Link>,
  },
  {
    key: 'discount',
    header: t('offers.uses.discount'),
    align: 'end',
    render: (u) => <Money paise={u.Discount} />,
  },
  { key: 'at', header: t('offers.uses.at'), render: (u) => formatDateTime(u.At) },
  { key: 'shopper', header: t('offers.uses.shopper'), render: (u) => `#${u.UserId}` },
  {
    key: 'state',
    header: t('offers.col.status'),
    render: (u) =>
      u.ReleasedAt ? (
        <Badge tone="neutral">{t('offers.uses.given-back')}</Badge>
      ) : (
        <Badge tone="good">{t('offers.uses.counted')}</Badge>
      ),
  },
];

/** /coupons/:couponId/uses: the orders that used a coupon (a cancelled order gives its use back). */
export default function CouponUsesPage() {
  const t = useT();
  const couponId = Number(useParams().couponId);
  const query = offersApi.useCouponUsesQuery(couponId);
  return (
    <>
      <PageHeader
        title={query.data ? t('offers.uses.of', { code: query.data.Code }) : t('offers.uses.title')}
        sub={<Link to="/coupons">{t('offers.back')}</Link>}
      />
      <QueryState
        query={query}
        isEmpty={(d) => d.Uses.length === 0}
        empty={<EmptyState title={t('offers.uses.none')} text={t('offers.uses.none-text')} />}
      >
        {(d) => (
          <DataTable
            caption={t('offers.uses.title')}
            columns={columnsOf(t)}
            rows={d.Uses}
            rowKey={(u) => u.OrderId}
          />
        )}
      </QueryState>
    </>
  );
}
