import { paiseFromRupees } from '@kirana/shared/common/money';
import { fieldErrors } from '../app/api';

// Small helpers of the console's forms for coupons, pages and settings: money typed in rupees
// and kept in paise, whole numbers, and the server's field errors by name.

/** Paise as a price field shows them, paise always written: 4900 -> '49.00'. */
export const priceText = (paise: number): string => (paise / 100).toFixed(2);

/** Paise as the rupees a form shows ('' for none): 4900 -> '49', 4950 -> '49.50'. */
export const rupeesText = (paise: number | null | undefined): string =>
  paise === null || paise === undefined ? '' : priceText(paise).replace(/\.00$/, '');

/** Rupees typed into a form as paise; null when empty, NaN when not an amount. */
export function paiseOf(text: string): number | null {
  const t = text.trim().replace(/[₹,\s]/g, '');
  if (t === '') return null;
  return paiseFromRupees(t) ?? Number.NaN;
}

/** Rupees typed into a field the form requires: NaN when empty or not an amount (the schema names it). */
export const requiredPaiseOf = (text: string): number => paiseOf(text) ?? Number.NaN;

/** A price and MRP typed in rupees (useRequestForm's `rupees`: their limits read as amounts). */
export const priceAndMrp = (): readonly string[] => ['Price', 'Mrp'];

/** A whole number typed into a form; null when empty, NaN when not one. */
export function wholeOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The server's field errors keyed by the field's own name (without "body."). */
export function formErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([k, v]) => [k.replace(/^body\./, ''), v]),
  );
}
