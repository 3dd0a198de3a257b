import { GST_STATE_CODES } from './gst-state-codes';

// A GSTIN, checked once for the whole store (without zod: safe in the browser bundle; the
// request field is gstin-field.ts): 2-digit state code (one that exists), the holder's
// 10-character PAN, the entity character (1-9 or A-Z: the how-many-th registration in the
// state), 'Z', and a check character over the first 14 by GSTN's mod-36 algorithm.

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const STATE_CODES = new Set<string>(Object.values(GST_STATE_CODES));
/** Not a state: 97 'other territory' and 99 'centre jurisdiction' hold real registrations. */
const OTHER_CODES = new Set(['97', '99']);

/** The check character of the first 14 characters of a GSTIN (GSTN's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as typed, upper-cased and without spaces ('29abcde 1234f1z5' -> '29ABCDE1234F1Z5'). */
export const normaliseGstin = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** True for a GSTIN of a state code that exists, right shape, right check character (case and spaces ignored). */
export function isValidGstin(input: string): boolean {
  const g = normaliseGstin(input);
  if (!SHAPE.test(g)) return false;
  const state = g.slice(0, 2);
  if (!STATE_CODES.has(state) && !OTHER_CODES.has(state)) return false;
  return gstinCheckChar(g.slice(0, 14)) === g[14];
}
