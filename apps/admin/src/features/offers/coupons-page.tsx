import { Link } from 'react-router';
import type { AdminCoupon } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
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
import { useT } from '../../lib/i18n';
import { offerText, scopeText, statusLabel, STATUS_TONE } from './coupon-text';
import styles from './offers.module.css';

function usesText(t: Translate, c: AdminCoupon) {
  const total =
    c.TotalLimit === null
      ? t('offers.used', { count: c.UsedCount })
      : t('offers.used-of', { count: c.UsedCount, limit: c.TotalLimit });
  return c.PerUserLimit === null
    ? total
    : t('offers.per-shopper', { uses: total, limit: c.PerUserLimit });
}

function datesText(t: Translate, c: AdminCoupon) {
  if (!c.StartsAt && !c.EndsAt) return t('offers.no-end');
  if (!c.StartsAt) return t('offers.until', { date: formatDateTime(c.EndsAt!) });
  if (!c.EndsAt) return t('offers.from', { date: formatDateTime(c.StartsAt) });
  return `${formatDateTime(c.StartsAt)} – ${formatDateTime(c.EndsAt)}`;
}

/** Every coupon with its uses and dates; pause or resume in place. */
export default function CouponsPage() {
  const t = useT();
  const query = offersApi.useCouponsQuery();
  const [setActive, setting] = offersApi.useSetCouponActiveMutation();

  const columns: Column<AdminCoupon>[] = [
    {
      key: 'code',
      header: t('offers.col.code'),
      render: (c) => (
        <span className={styles.code}>
          <strong>{c.Code}</strong>
          <span className={styles.muted}>{c.Title}</span>
        </span>
      ),
    },
    { key: 'offer', header: t('offers.col.offer'), render: (c) => offerText(t, c) },
    { key: 'scope', header: t('offers.applies-to'), render: (c) => scopeText(t, c) },
    { key: 'uses', header: t('offers.col.uses'), render: (c) => usesText(t, c) },
    { key: 'dates', header: t('offers.col.dates'), render: (c) => datesText(t, c) },
    {
      key: 'status',
      header: t('offers.col.status'),
      render: (c) => <Badge tone={STATUS_TONE[c.Status]}>{statusLabel(t, c.Status)}</Badge>,
    },
    {
      key: 'actions',
      header: t('offers.col.actions'),
      align: 'end',
      render: (c) => (
        <span className={styles.actions}>
          <Link
            className={buttonClassName({ variant: 'secondary', size: 's' })}
            to={`/coupons/${c.CouponId}`}
          >
            {t('offers.edit')}
          </Link>
          <Link
            className={buttonClassName({ variant: 'ghost', size: 's' })}
            to={`/coupons/${c.CouponId}/uses`}
          >
            {t('offers.col.uses')}
          </Link>
          <Button
            size="s"
            variant="ghost"
            disabled={setting.isLoading}
            onClick={() => setActive({ couponId: c.CouponId, active: !c.IsActive })}
          >
            {c.IsActive ? t('offers.pause') : t('offers.resume')}
          </Button>
        </span>
      ),
    },
  ];

  const newButton = (
    <Link className={buttonClassName()} to="/coupons/new">
      {t('offers.new')}
    </Link>
  );
  return (
    <>
      <PageHeader title={t('offers.title')} sub={t('offers.sub')} actions={newButton} />
      {setting.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(setting.error)}
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(d) => d.Coupons.length === 0}
        empty={
          <EmptyState title={t('offers.none')} text={t('offers.none-text')} action={newButton} />
        }
      >
        {(d) => (
          <DataTable
            caption={t('offers.title')}
            columns={columns}
            rows={d.Coupons}
            rowKey={(c) => c.CouponId}
          />
        )}
      </QueryState>
    </>
  );
}
