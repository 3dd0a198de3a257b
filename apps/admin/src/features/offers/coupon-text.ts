import type { AdminCoupon, CouponStatus } from '@kirana/shared';
import type { PaymentMethodId } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import type { StatusTone } from '../../components';
import { formatInr } from '../../components';

/** "₹50 off" or "10% off, up to ₹150", with the minimum order when there is one. */
export function offerText(
  t: Translate,
  c: Pick<AdminCoupon, 'Kind' | 'Value' | 'MaxDiscount' | 'MinOrderValue'>,
) {
  const off =
    c.Kind === 'flat'
      ? t('offers.flat-off', { amount: formatInr(c.Value) })
      : c.MaxDiscount
        ? t('offers.percent-off-capped', { percent: c.Value, cap: formatInr(c.MaxDiscount) })
        : t('offers.percent-off', { percent: c.Value });
  return c.MinOrderValue > 0
    ? t('offers.with-minimum', { offer: off, min: formatInr(c.MinOrderValue) })
    : off;
}

/** "All products", or the categories the coupon is limited to ("(hidden)" when off sale). */
export function scopeText(t: Translate, c: Pick<AdminCoupon, 'CategoryIds' | 'Categories'>) {
  if (c.CategoryIds.length === 0) return t('offers.all-products');
  return c.CategoryIds.map((id) => {
    const named = c.Categories.find((x) => x.Id === id);
    if (!named) return t('offers.category-deleted', { id });
    return named.IsVisible ? named.Name : t('offers.hidden', { name: named.Name });
  }).join(', ');
}

export const STATUS_TONE: Record<CouponStatus, StatusTone> = {
  active: 'good',
  paused: 'neutral',
  scheduled: 'info',
  expired: 'bad',
  'used-up': 'warn',
};

/** A coupon's status as the list's chip names it. */
export function statusLabel(t: Translate, status: CouponStatus): string {
  switch (status) {
    case 'active':
      return t('offers.status.active');
    case 'paused':
      return t('offers.status.paused');
    case 'scheduled':
      return t('offers.status.scheduled');
    case 'expired':
      return t('offers.status.expired');
    default:
      return t('offers.status.used-up');
  }
}

/** A payment method as the coupon's "who can use it" names it. */
export function methodName(t: Translate, method: PaymentMethodId): string {
  switch (method) {
    case 'cod':
      return t('offers.method.cod');
    case 'wallet':
      return t('offers.method.wallet');
    case 'razorpay':
      return t('offers.method.razorpay');
    case 'sandbox':
      return t('offers.method.sandbox');
    default:
      return t('offers.method.upi-direct');
  }
}
