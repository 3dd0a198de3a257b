// GST state codes (the first two digits of a GSTIN, and the code of the place of supply on an
// invoice), keyed by our state codes. Without zod: safe to import in the browser bundle.

import { INDIAN_STATES, type IndianStateCode } from './india-states';

/** The GST code of each state and union territory (Andhra Pradesh is 37 since 2014; 28 was the old one). */
export const GST_STATE_CODES: Readonly<Record<IndianStateCode, string>> = {
  JK: '01',
  HP: '02',
  PB: '03',
  CH: '04',
  UT: '05',
  HR: '06',
  DL: '07',
  RJ: '08',
  UP: '09',
  BR: '10',
  SK: '11',
  AR: '12',
  NL: '13',
  MN: '14',
  MZ: '15',
  TR: '16',
  ML: '17',
  AS: '18',
  WB: '19',
  JH: '20',
  OR: '21',
  CT: '22',
  MP: '23',
  GJ: '24',
  DH: '26',
  MH: '27',
  KA: '29',
  GA: '30',
  LD: '31',
  KL: '32',
  TN: '33',
  PY: '34',
  AN: '35',
  TG: '36',
  AP: '37',
  LA: '38',
};

/** The two-digit GST code of a state, or null for a code we do not know. */
export function gstStateCode(state: string): string | null {
  return (GST_STATE_CODES as Record<string, string>)[state] ?? null;
}

/** The place of supply as invoices print it, e.g. 'Karnataka (29)'; null for an unknown state. */
export function placeOfSupplyLabel(state: string): string | null {
  const entry = INDIAN_STATES.find((s) => s.code === state);
  const code = gstStateCode(state);
  return entry && code ? `${entry.name} (${code})` : null;
}

/** A GSTIN's shape: 2-digit state code, PAN, entity digit, 'Z', check character. */
export const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** True when the GSTIN has the right shape and is registered in the given state. */
export function gstinMatchesState(gstin: string, state: string): boolean {
  return GSTIN_RE.test(gstin) && gstin.slice(0, 2) === gstStateCode(state);
}
