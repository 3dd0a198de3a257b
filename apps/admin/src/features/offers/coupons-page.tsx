import { Link } from 'react-router';
import type { AdminCoupon } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Badge,
  Button,
  buttonClassName,
  DataTable,
  EmptyState,
  formatDateTime,
  PageHeader,
  QueryState,
  type Column,
} from '../../components';
import { offersApi } from './api';
import { offerText, scopeText, STATUS } from './coupon-text';
import styles from './offers.module.css';

function usesText(c: AdminCoupon) {
  const total = c.TotalLimit === null ? `${c.UsedCount} used` : `${c.UsedCount} of ${c.TotalLimit}`;
  return c.PerUserLimit === null ? total : `${total} · ${c.PerUserLimit} per shopper`;
}

function datesText(c: AdminCoupon) {
  if (!c.StartsAt && !c.EndsAt) return 'No end date';
  if (!c.StartsAt) return `Until ${formatDateTime(c.EndsAt!)}`;
  if (!c.EndsAt) return `From ${formatDateTime(c.StartsAt)}`;
  return `${formatDateTime(c.StartsAt)} – ${formatDateTime(c.EndsAt)}`;
}

/** Every coupon with its uses and dates; pause or resume in place. */
export default function CouponsPage() {
  const query = offersApi.useCouponsQuery();
  const [setActive, setting] = offersApi.useSetCouponActiveMutation();

  const columns: Column<AdminCoupon>[] = [
    {
      key: 'code',
      header: 'Code',
      render: (c) => (
        <span className={styles.code}>
          <strong>{c.Code}</strong>
          <span className={styles.muted}>{c.Title}</span>
        </span>
      ),
    },
    { key: 'offer', header: 'Offer', render: offerText },
    { key: 'scope', header: 'Applies to', render: scopeText },
    { key: 'uses', header: 'Uses', render: usesText },
    { key: 'dates', header: 'Dates', render: datesText },
    {
      key: 'status',
      header: 'Status',
      render: (c) => <Badge tone={STATUS[c.Status].tone}>{STATUS[c.Status].label}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (c) => (
        <span className={styles.actions}>
          <Link
            className={buttonClassName({ variant: 'secondary', size: 's' })}
            to={`/coupons/${c.CouponId}`}
          >
            Edit
          </Link>
          <Link
            className={buttonClassName({ variant: 'ghost', size: 's' })}
            to={`/coupons/${c.CouponId}/uses`}
          >
            Uses
          </Link>
          <Button
            size="s"
            variant="ghost"
            disabled={setting.isLoading}
            onClick={() => setActive({ couponId: c.CouponId, active: !c.IsActive })}
          >
            {c.IsActive ? 'Pause' : 'Resume'}
          </Button>
        </span>
      ),
    },
  ];

  const newButton = (
    <Link className={buttonClassName()} to="/coupons/new">
      New coupon
    </Link>
  );
  return (
    <>
      <PageHeader title="Coupons" sub="Offers shoppers can apply at checkout" actions={newButton} />
      {setting.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(setting.error)}
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(d) => d.Coupons.length === 0}
        empty={
          <EmptyState
            title="No coupons yet"
            text="Create one to offer a discount."
            action={newButton}
          />
        }
      >
        {(d) => (
          <DataTable
            caption="Coupons"
            columns={columns}
            rows={d.Coupons}
            rowKey={(c) => c.CouponId}
          />
        )}
      </QueryState>
    </>
  );
}
