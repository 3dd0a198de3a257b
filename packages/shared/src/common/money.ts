// Money is carried as integer paise (₹1 = 100 paise) everywhere but the screen.

const inrFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Formats paise the Indian way: 12345600 -> "₹1,23,456.00". */
export function formatInr(paise: number): string {
  return inrFormatter.format(paise / 100);
}

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Rupees written as digits ("19.99", "19.9", "20") to integer paise, read digit by digit so
 * "0.1" is 10 paise and "19.99" is 1999 exactly (no floats); null when it is not such an
 * amount: signs, commas, exponents and more than two decimals are refused.
 */
export function paiseFromRupees(text: string): number | null {
  const m = RUPEES.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Whole percent saved from MRP to selling price, rounded down so we never overstate a discount. */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}

/**
 * Splits `total` paise across `weights` in proportion, by largest remainder:
 * the parts are integers and always add up to `total` exactly.
 */
export function allocateByWeight(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total)) throw new RangeError('total must be whole paise');
  const sum = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, p) => a + p, 0);
  const order = exact
    .map((x, i) => ({ i, rem: x - Math.floor(x) }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}
