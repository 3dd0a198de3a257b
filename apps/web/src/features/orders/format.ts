// Dates of orders as Indian shoppers read them, in India time.

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "23 Nov 2026, 7:23 pm" for an ISO time. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** "23 Nov 2026" for an ISO time. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** The order id of a route parameter: digits only, else null (an unknown order). */
export function parseOrderId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
