import type { CANCEL_REASONS, CancelReasonCode, RETURN_REASONS } from '@kirana/shared';
import type { DocumentLabels, Label } from '../../orders';
import type { CreditNoteData } from './credit-note-data';
import type { CANCELLED_BY, EDIT_REASON } from '../cancellation.service';

// A refund keeps its reason as the English text the shopper picked (the API's enum) or the
// cancellation's own words; the credit note prints the known ones in the buyer's language too.
// A store's cancellation with a preset reason (CancelReasonCode) prints from its code: the
// English words (the statutory text, as the console stored them) and the buyer's language
// beside them, like every label of the document; 'other' prints what the store wrote.

type Known =
  | (typeof RETURN_REASONS)[number]
  | (typeof CANCEL_REASONS)[number]
  | (typeof CANCELLED_BY)[keyof typeof CANCELLED_BY]
  | typeof EDIT_REASON;

const REASON_KEYS: Readonly<Record<Known, string>> = {
  'Damaged or defective': 'why-damaged',
  'Wrong item delivered': 'why-wrong',
  'Item missing from the parcel': 'why-missing',
  'Quality not as expected': 'why-quality',
  'No longer needed': 'why-not-needed',
  Other: 'why-other',
  'Ordered by mistake': 'why-mistake',
  'Found a better price': 'why-price',
  'Delivery is too late': 'why-late',
  'Want to change the address or items': 'why-change',
  'Cancelled by you': 'why-cancelled-by-you',
  'Cancelled by the store': 'why-cancelled-by-store',
  'Closed by the store': 'why-closed-by-store',
  'Items removed from the order by the store': 'why-edited',
};

/** A stored refund reason as a label; one written by the store (not in the list) as it is. */
export function refundReasonLabel({ label }: Pick<DocumentLabels, 'label'>, reason: string): Label {
  const key = (REASON_KEYS as Readonly<Record<string, string>>)[reason];
  return key ? label(key) : { text: reason };
}

/** The catalogue key of each preset store cancel reason ('other' is the store's own words). */
const STORE_REASON_KEYS: Readonly<Record<Exclude<CancelReasonCode, 'other'>, string>> = {
  out_of_stock: 'why-store-out-of-stock',
  customer_asked: 'why-store-customer-asked',
  address_not_serviceable: 'why-store-address',
  payment_issue: 'why-store-payment',
};

/** The reason a credit note prints: a store's preset cancel reason by its code, else as stored. */
export function creditNoteReasonLabel(
  labels: Pick<DocumentLabels, 'label'>,
  d: Pick<CreditNoteData, 'reason' | 'cancelReasonCode'>,
): Label {
  const code = d.cancelReasonCode;
  if (code && code !== 'other') return labels.label(STORE_REASON_KEYS[code]);
  return refundReasonLabel(labels, d.reason);
}
