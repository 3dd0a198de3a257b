// Every date and time a shopper or the store reads is India's (Asia/Kolkata), in Indian English,
// whatever the zone of the machine drawing it: the server renders the storefront's first screen
// in UTC and the browser hydrates it in the phone's zone, so a formatter without a fixed zone
// would draw different text on each (React #418) for anything after 6:30 pm UTC.

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const indiaFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: INDIA_TIME_ZONE });

const DATE = indiaFormat({ dateStyle: 'medium' });
const DOCUMENT_DATE = indiaFormat({ day: '2-digit', month: 'short', year: 'numeric' });
const NUMERIC_DAY = indiaFormat({ year: 'numeric', month: '2-digit', day: '2-digit' });
const DATE_TIME = indiaFormat({ dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_SECONDS = indiaFormat({ dateStyle: 'medium', timeStyle: 'medium' });
const TIME = indiaFormat({ hour: 'numeric', minute: '2-digit' });
const DAY_MONTH = indiaFormat({ day: 'numeric', month: 'short' });
const WEEKDAY_DAY_MONTH = indiaFormat({ weekday: 'short', day: 'numeric', month: 'short' });

type Instant = string | Date;
const dateOf = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant);

/** An instant as India's date: "5 Mar 2026". */
export const formatDate = (instant: Instant) => DATE.format(dateOf(instant));

/** An instant as India's date with a two-digit day, as the GST documents print it: "05 Mar 2026". */
export const formatDocumentDate = (instant: Instant) => DOCUMENT_DATE.format(dateOf(instant));

/** An instant as India's date and time: "5 Mar 2026, 2:30 pm". */
export const formatDateTime = (instant: Instant) => DATE_TIME.format(dateOf(instant));

/** An instant to the second (the audit log): "5 Mar 2026, 2:30:15 pm". */
export const formatDateTimeSeconds = (instant: Instant) =>
  DATE_TIME_SECONDS.format(dateOf(instant));

/** An instant as India's time of day: "2:30 pm". */
export const formatTime = (instant: Instant) => TIME.format(dateOf(instant));

/** An instant's calendar day in India, ISO 8601: "2026-03-05" (a file name, a query's day). */
export function isoIndiaDay(instant: Instant): string {
  const part = Object.fromEntries(
    NUMERIC_DAY.formatToParts(dateOf(instant)).map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}`;
}

/** An instant's weekday in India, ISO 8601: 1 on a Monday to 7 on a Sunday. */
export const isoIndiaWeekday = (instant: Instant) =>
  new Date(`${isoIndiaDay(instant)}T00:00:00Z`).getUTCDay() || 7;

/** The instant a calendar day in India ("2026-03-05") starts. */
const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** A calendar day in India ("2026-03-05") as a short label: "5 Mar". */
export const formatDayMonth = (day: string) => DAY_MONTH.format(startOfIndiaDay(day));

/** A calendar day in India ("2026-06-12") with its weekday: "Fri, 12 Jun". */
export const formatWeekdayDayMonth = (day: string) =>
  WEEKDAY_DAY_MONTH.format(startOfIndiaDay(day));
