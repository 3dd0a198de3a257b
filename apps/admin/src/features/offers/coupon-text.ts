import type { AdminCoupon, CouponStatus } from '@kirana/shared';
import type { StatusTone } from '../../components';
import { formatInr } from '../../components';

/** "₹50 off" or "10% off, up to ₹150", with the minimum order when there is one. */
export function offerText(
  c: Pick<AdminCoupon, 'Kind' | 'Value' | 'MaxDiscount' | 'MinOrderValue'>,
) {
  const off =
    c.Kind === 'flat'
      ? `${formatInr(c.Value)} off`
      : `${c.Value}% off${c.MaxDiscount ? `, up to ${formatInr(c.MaxDiscount)}` : ''}`;
  return c.MinOrderValue > 0 ? `${off} on ${formatInr(c.MinOrderValue)}+` : off;
}

/** "All products", or the categories the coupon is limited to ("(hidden)" when off sale). */
export function scopeText(c: Pick<AdminCoupon, 'CategoryIds' | 'Categories'>) {
  if (c.CategoryIds.length === 0) return 'All products';
  return c.CategoryIds.map((id) => {
    const named = c.Categories.find((x) => x.Id === id);
    if (!named) return `Category #${id} (deleted)`;
    return named.IsVisible ? named.Name : `${named.Name} (hidden)`;
  }).join(', ');
}

export const STATUS: Record<CouponStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Live', tone: 'good' },
  paused: { label: 'Paused', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  expired: { label: 'Ended', tone: 'bad' },
  'used-up': { label: 'Used up', tone: 'warn' },
};
