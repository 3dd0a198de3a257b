// The console's datetime-local boxes in India's time, whatever the browser's zone (dates and
// times it shows: @kirana/shared/common/india-dates).

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
