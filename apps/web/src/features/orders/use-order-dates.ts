// An order's dates in the shopper's language, always India's time (the how-to's Dates paragraph).
import { useI18n } from '../../lib/i18n';
import { INDIA_TIME_ZONE } from '@kirana/shared/common/india-dates';

/** Formats an instant in the active language: `date` "5 Mar 2026", `dateTime` with the time. */
export function useOrderDates() {
  const i18n = useI18n();
  return {
    date: (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE }),
    dateTime: (iso: string) =>
      i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA_TIME_ZONE }),
  };
}

/** The dates of `useOrderDates`, for functions called while rendering. */
export type OrderDates = ReturnType<typeof useOrderDates>;
