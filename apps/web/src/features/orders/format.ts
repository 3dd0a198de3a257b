// Dates of orders (India's, @kirana/shared's one formatter); an order's id and address state.
import { INDIAN_STATES } from '@kirana/shared/common/india-states';

export { formatDate, formatDateTime } from '@kirana/shared/common/india-dates';

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
