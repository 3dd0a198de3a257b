// Delivery dates as shoppers read them: "Thu, 12 Jun" or "Thu, 12 Jun – Sat, 14 Jun".
import { formatWeekdayDayMonth } from '@kirana/shared/common/india-dates';

/** One YYYY-MM-DD date (India time, as the API gives it) for display. */
export function formatDay(isoDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? formatWeekdayDayMonth(isoDate) : isoDate;
}

/** The delivery window, or null when the dates are not known. */
export function formatEta(from: string | null, to: string | null): string | null {
  if (!from) return null;
  if (!to || to === from) return formatDay(from);
  return `${formatDay(from)} – ${formatDay(to)}`;
}
