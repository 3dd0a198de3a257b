// How refunds read on the shopper's pages, in the shopper's language (each word its own
// catalogue id in locales/<lang>/refunds.json; statuses and cancel reasons are the orders' ids).
import {
  CANCEL_REASONS,
  RETURN_REASONS,
  type RefundDestination,
  type RefundKind,
} from '@kirana/shared';
import type { Translate } from '../../lib/i18n';
import { cancelReasonLabel } from '../orders';

const KIND_IDS: Readonly<Record<RefundKind, string>> = {
  cancellation: 'refunds.kind.cancellation',
  return: 'refunds.kind.return',
  edit: 'refunds.kind.edit',
};

/** Where the money goes, as the return form offers it. */
const DESTINATION_IDS: Readonly<Record<RefundDestination, string>> = {
  wallet: 'refunds.destination.wallet',
  source: 'refunds.destination.source',
  upi: 'refunds.destination.upi',
};

const DESTINATION_HINT_IDS: Readonly<Record<RefundDestination, string>> = {
  wallet: 'refunds.destinationHint.wallet',
  source: 'refunds.destinationHint.source',
  upi: 'refunds.destinationHint.upi',
};

export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The return reasons go to the API as their English text (its enum). */
const RETURN_REASON_IDS: Readonly<Record<ReturnReason, string>> = {
  'Damaged or defective': 'refunds.reason.damaged',
  'Wrong item delivered': 'refunds.reason.wrong',
  'Item missing from the parcel': 'refunds.reason.missing',
  'Quality not as expected': 'refunds.reason.quality',
  'No longer needed': 'refunds.reason.notNeeded',
  Other: 'refunds.reason.other',
};

export const kindLabel = (t: Translate, kind: RefundKind) => t(KIND_IDS[kind]);
export const destinationLabel = (t: Translate, d: RefundDestination) => t(DESTINATION_IDS[d]);
export const destinationHint = (t: Translate, d: RefundDestination) => t(DESTINATION_HINT_IDS[d]);
export const returnReasonLabel = (t: Translate, reason: ReturnReason) =>
  t(RETURN_REASON_IDS[reason]);

/**
 * A refund's reason as stored (a return reason, or the cancel reason of a cancellation) in the
 * shopper's words; anything else (an older or a store-written reason) as it is.
 */
export function refundReasonLabel(t: Translate, reason: string): string {
  if ((RETURN_REASONS as readonly string[]).includes(reason))
    return returnReasonLabel(t, reason as ReturnReason);
  if ((CANCEL_REASONS as readonly string[]).includes(reason))
    return cancelReasonLabel(t, reason as (typeof CANCEL_REASONS)[number]);
  return reason;
}

/** The refund id of a route parameter: the same id rule as an order's (digits, in range). */
export { parseOrderId as parseRefundId } from '../orders';
