// The product page's shelf-life and return lines (only that page shows them).
import type { Translate } from '../../lib/i18n';

/** "Best before 3 months from manufacture" (days under 60 stay days); "Does not expire". */
export function formatShelfLife(days: number | null, t: Translate): string {
  if (days === null) return t('product.terms.no-expiry');
  return days < 60
    ? t('product.terms.best-before-days', { count: days })
    : t('product.terms.best-before-months', { count: Math.round(days / 30.4) });
}

/** The return line of a product page: "Returnable within 7 days of delivery" or "Not returnable". */
export function formatReturnPolicy(
  p: { Returnable: boolean; WindowDays: number },
  t: Translate,
): string {
  return p.Returnable
    ? t('product.terms.returnable', { count: p.WindowDays })
    : t('product.terms.not-returnable');
}
