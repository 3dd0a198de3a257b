// The notes the code writes on order and refund timelines ("Not paid in time", "Sent back to
// your original payment method", an order edit's "Items changed by …") are stored in English; a
// shopper, and the console in the staff member's language, reads them in that language from
// locales/<language>/notes.json. A note a person wrote (a cancel reason, the store's note)
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
  // the shopper's return reasons, chosen from RETURN_REASONS (stored as their English; 'Other'
  // is above)
  'Damaged or defective': 'notes.return-reason.damaged',
  'Wrong item delivered': 'notes.return-reason.wrong',
  'Item missing from the parcel': 'notes.return-reason.missing',
  'Quality not as expected': 'notes.return-reason.quality',
  'No longer needed': 'notes.return-reason.not-needed',
  // an order edit (console/order-edit.service): its refund's reason, the cancel when it took all
  'Items removed from the order by the store': 'notes.edit-reason',
  'Every item was removed': 'notes.every-item-removed',
};

/**
 * The notes that speak to the shopper ("you", "your") as the console reads them: of the customer.
 * (English stays as stored: the console has always shown these words.)
 */
const STORE_VOICE: Readonly<Record<string, string>> = {
  'Credited to your Kirana wallet': 'notes.console.wallet-credited',
  'Cancelled by you': 'notes.console.cancelled-by-customer',
  'The customer asked': 'notes.console.customer-asked',
};

/** Who reads a note: the shopper (spoken to), or the store's console (of the customer). */
export type NoteVoice = 'shopper' | 'store';

/**
 * An order edit's list of changes as changeWords (console/order-edit.service) writes it: "Atta 5 kg
 * removed, Dal 2 → 1"; null when it does not read so. Product names stay as written.
 */
function changesIn(r: Reader, changes: string): string | null {
  const change = /(?<name>.+?) (?:removed|(?<before>\d+) → (?<after>\d+))(?:, |$)/y;
  const said: string[] = [];
  while (change.lastIndex < changes.length) {
    const g = change.exec(changes)?.groups;
    if (!g) return null;
    said.push(
      g.before === undefined
        ? r.t('notes.edit.removed', { name: g.name })
        : r.t('notes.edit.lowered', { name: g.name, before: g.before, after: g.after }),
    );
  }
  return said.join(', ');
}

/**
 * The timeline note of an order edit: "Items changed by Asha Rao: Dal 2 → 1. New total ₹120.00;
 * ₹40.00 refunded; coupon SAVE10 no longer applies." (the refund and coupon parts when they
 * happened). The person's name, product names, amounts and the code as written.
 */
const EDIT_NOTE =
  /^Items changed by (?<name>.+?): (?<changes>.+)\. New total (?<total>[^;]+?)(?:; (?<refund>[^;]+?) refunded)?(?:; coupon (?<coupon>[^;]*) no longer applies)?\.$/s;

function editNoteIn(r: Reader, note: string): string | null {
  const g = EDIT_NOTE.exec(note)?.groups;
  const changes = g && changesIn(r, g.changes!);
  if (!g || changes === null || changes === undefined) return null;
  return [
    r.t('notes.edit.items-changed', { name: g.name, changes, total: g.total }),
    g.refund === undefined ? null : r.t('notes.edit.refunded', { amount: g.refund }),
    g.coupon === undefined ? null : r.t('notes.edit.coupon-dropped', { coupon: g.coupon }),
  ]
    .filter((part) => part !== null)
    .join('; ');
}

/** An edit refund's note: "Items removed by the store: Dal 2 → 1". */
const EDIT_REFUND_NOTE = /^Items removed by the store: (?<changes>.+)$/s;

function editRefundNoteIn(r: Reader, note: string): string | null {
  const changes = EDIT_REFUND_NOTE.exec(note)?.groups?.changes;
  const said = changes === undefined ? null : changesIn(r, changes);
  return said === null ? null : r.t('notes.edit.items-removed', { changes: said });
}

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
export const NOTE_IDS = [
  ...Object.values(FIXED),
  ...Object.values(STORE_VOICE),
  ...PATTERNS.map(([, id]) => id),
  'notes.edit.removed',
  'notes.edit.lowered',
  'notes.edit.items-changed',
  'notes.edit.refunded',
  'notes.edit.coupon-dropped',
  'notes.edit.items-removed',
];

/**
 * A timeline note in the reader's language (null stays null; a person's words as written); the
 * console reads the notes that speak to the shopper as of the customer (`voice` 'store').
 */
export function noteIn(
  r: Reader,
  note: string | null,
  voice: NoteVoice = 'shopper',
): string | null {
  if (note === null || r.language === 'en') return note;
  const fixed = (voice === 'store' ? STORE_VOICE[note] : undefined) ?? FIXED[note];
  if (fixed) return r.t(fixed);
  const edit = editNoteIn(r, note) ?? editRefundNoteIn(r, note);
  if (edit !== null) return edit;
  for (const [pattern, id] of PATTERNS) {
    const groups = pattern.exec(note)?.groups;
    if (!groups) continue;
    const values: Record<string, string> = { ...groups };
    for (const key of ['note', 'by', 'reason'] as const)
      if (values[key]) values[key] = noteIn(r, values[key], voice) ?? values[key];
    return r.t(id, values);
  }
  return note;
}
