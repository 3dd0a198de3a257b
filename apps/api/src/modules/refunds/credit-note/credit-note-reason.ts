import type { CANCEL_REASONS, RETURN_REASONS } from '@kirana/shared';
import type { DocumentLabels, Label } from '../../orders';
import type { CANCELLED_BY } from '../cancellation.service';

// A refund keeps its reason as the English text the shopper picked (the API's enum) or the
// cancellation's own words; the credit note prints the known ones in the buyer's language too.

type Known =
  | (typeof RETURN_REASONS)[number]
  | (typeof CANCEL_REASONS)[number]
  | (typeof CANCELLED_BY)[keyof typeof CANCELLED_BY];

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
};

/** A stored refund reason as a label; one written by the store (not in the list) as it is. */
export function refundReasonLabel({ label }: Pick<DocumentLabels, 'label'>, reason: string): Label {
  const key = (REASON_KEYS as Readonly<Record<string, string>>)[reason];
  return key ? label(key) : { text: reason };
}
