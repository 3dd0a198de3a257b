// The notes the code writes on order and refund timelines ("Not paid in time", "Sent back to
// your original payment method") are stored in English; a shopper reads them in their language
// from locales/<language>/notes.json. A note a person wrote (a cancel reason, the store's note)
// is shown as written.
import type { Reader } from './reader';

const FIXED: Readonly<Record<string, string>> = {
  'Credited to your Kirana wallet': 'notes.wallet-credited',
  'Sent back to your original payment method': 'notes.sent-to-source',
  'Not paid in time': 'notes.not-paid-in-time',
  'Payment arrived after the order closed': 'notes.paid-after-close',
  'Switched to cash on delivery': 'notes.switched-to-cod',
  'Paid in the sandbox': 'notes.paid-sandbox',
  'Paid by UPI': 'notes.paid-upi',
  'Cancelled by you': 'notes.cancelled-by-you',
  'Cancelled by the store': 'notes.cancelled-by-store',
  'Closed by the store': 'notes.closed-by-store',
  // the shopper's cancel reasons, chosen from the store's list (the API's enum is their English)
  'Ordered by mistake': 'notes.reason.mistake',
  'Found a better price': 'notes.reason.price',
  'Delivery is too late': 'notes.reason.late',
  'Want to change the address or items': 'notes.reason.change',
  Other: 'notes.reason.other',
  // the console's preset cancel reasons as stored (store-order-moves.service's PRESET_WORDS)
  'Out of stock': 'notes.store-reason.out_of_stock',
  'The customer asked': 'notes.store-reason.customer_asked',
  'Address not serviceable': 'notes.store-reason.address_not_serviceable',
  'Payment issue': 'notes.store-reason.payment_issue',
};

/** Notes with a part the code filled in; `note`, `by` and `reason` groups are notes themselves. */
const PATTERNS: readonly [RegExp, string][] = [
  [/^Paid by UPI, reference (?<reference>.+)$/s, 'notes.paid-upi-reference'],
  [/^(?<note>.+) \(UTR (?<utr>\w+)\)$/s, 'notes.with-utr'],
  [
    /^(?<by>Cancelled by you|Cancelled by the store|Closed by the store): (?<reason>.+)$/s,
    'notes.cancelled-reason',
  ],
  [/^Paid by (?<method>[\w .-]+)$/, 'notes.paid-by'],
];

/** The ids the notes map to (the catalogue test checks each exists). */
export const NOTE_IDS = [...Object.values(FIXED), ...PATTERNS.map(([, id]) => id)];

/** A timeline note in the reader's language (null stays null; a person's words as written). */
export function noteIn(r: Reader, note: string | null): string | null {
  if (note === null || r.language === 'en') return note;
  const fixed = FIXED[note];
  if (fixed) return r.t(fixed);
  for (const [pattern, id] of PATTERNS) {
    const groups = pattern.exec(note)?.groups;
    if (!groups) continue;
    const values: Record<string, string> = { ...groups };
    for (const key of ['note', 'by', 'reason'] as const)
      if (values[key]) values[key] = noteIn(r, values[key]) ?? values[key];
    return r.t(id, values);
  }
  return note;
}
