// Delivery dates as shoppers read them: "Thu, 12 Jun" or "Thu, 12 Jun – Sat, 14 Jun".

const DAY = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** One YYYY-MM-DD date (India time, as the API gives it) for display. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return DAY.format(new Date(Date.UTC(y, m - 1, d)));
}

/** The delivery window, or null when the dates are not known. */
export function formatEta(from: string | null, to: string | null): string | null {
  if (!from) return null;
  if (!to || to === from) return formatDay(from);
  return `${formatDay(from)} – ${formatDay(to)}`;
}
