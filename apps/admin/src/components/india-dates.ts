import { INDIA_TIME_ZONE } from '@kirana/shared/common/india-dates';
import { appI18n } from '../lib/i18n';

// The console's dates: India's time, in the language the console is read in (the shared
// formatters write Indian English only, so a Hindi console showed "30 Nov"). appI18n formats in
// the language's Indian locale with Latin digits; English output is the shared formatters' own.

type Instant = string | Date;
const inIndia =
  (options: Intl.DateTimeFormatOptions) =>
  (instant: Instant): string =>
    appI18n.date(typeof instant === 'string' ? new Date(instant) : instant, {
      ...options,
      timeZone: INDIA_TIME_ZONE,
    });

/** An instant as India's date: "5 Mar 2026" / "5 मार्च 2026". */
export const formatDate = inIndia({ dateStyle: 'medium' });

/** An instant as India's date and time: "5 Mar 2026, 2:30 pm". */
export const formatDateTime = inIndia({ dateStyle: 'medium', timeStyle: 'short' });

/** An instant to the second (the audit log): "5 Mar 2026, 2:30:15 pm". */
export const formatDateTimeSeconds = inIndia({ dateStyle: 'medium', timeStyle: 'medium' });

const dayMonth = inIndia({ day: 'numeric', month: 'short' });

/** A calendar day in India ("2026-03-05") as a short label: "5 Mar" / "5 मार्च". */
export const formatDayMonth = (day: string): string => dayMonth(`${day}T00:00:00+05:30`);
