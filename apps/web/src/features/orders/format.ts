// Dates of orders as Indian shoppers read them, in India time; the state of an order's address.
import { INDIAN_STATES } from '@kirana/shared/common/india-states';

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

/** "Karnataka" for the state code an order's address keeps ("KA"), as the address book says it. */
export function stateName(code: string): string {
  return INDIAN_STATES.find((s) => s.code === code)?.name ?? code;
}
