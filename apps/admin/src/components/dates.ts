// Every date and time the console shows is India's (Asia/Kolkata), whatever the browser's zone.

const ZONE = 'Asia/Kolkata';

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: ZONE,
});
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: ZONE });
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: ZONE,
});
const DAY_MONTH = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: ZONE,
});

/** An instant as India's date and time: "5 Mar 2025, 2:30 pm". */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** An instant as India's date and time to the second (the audit log): "5 Mar 2025, 2:30:15 pm". */
export const formatDateTimeSeconds = (iso: string) => DATE_TIME_SECONDS.format(new Date(iso));

/** An instant as India's date: "5 Mar 2025". */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** A calendar day in India ("2025-03-05") as a short label: "5 Mar". */
export const formatDayMonth = (day: string) => DAY_MONTH.format(new Date(`${day}T00:00:00+05:30`));

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input's value, in India's time ('' for none). */
export function indiaInputOf(iso: string | null): string {
  if (!iso) return '';
  // India keeps +05:30 all year: shift the instant and read it as UTC
  const d = new Date(new Date(iso).getTime() + 330 * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A datetime-local input's value, read as India's time, as an ISO instant; null when empty. */
export const isoOfIndiaInput = (local: string): string | null =>
  local ? new Date(`${local.length === 16 ? `${local}:00` : local}+05:30`).toISOString() : null;
