// A calendar day in India ("2026-06-12") as shoppers read it: "Fri, 12 Jun", in Hindi
// "शुक्र, 12 जून", given the reader's i18n instance; English without one.
import { formatWeekdayDayMonth } from '@kirana/shared/common/india-dates';
import type { I18n } from './i18n';

const DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' } as const;

/** One YYYY-MM-DD date (India time, as the API gives it) for display. */
export function formatDay(isoDate: string, i18n?: I18n): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return i18n
    ? i18n.date(new Date(`${isoDate}T00:00:00+05:30`), DAY)
    : formatWeekdayDayMonth(isoDate);
}
