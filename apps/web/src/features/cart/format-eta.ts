// Delivery dates as shoppers read them: "Thu, 12 Jun" or "Thu, 12 Jun – Sat, 14 Jun".
import type { I18n } from '../../lib/i18n';
import { formatDay } from '../../lib/india-day';

export { formatDay };

/** The delivery window in the reader's language (English without `i18n`), or null when unknown. */
export function formatEta(from: string | null, to: string | null, i18n?: I18n): string | null {
  if (!from) return null;
  if (!to || to === from) return formatDay(from, i18n);
  return `${formatDay(from, i18n)} – ${formatDay(to, i18n)}`;
}
