// How refunds read on the shopper's pages.
import type { RefundDestination, RefundKind } from '@kirana/shared';

export const KIND_LABELS: Readonly<Record<RefundKind, string>> = {
  cancellation: 'Cancellation',
  return: 'Return',
};

/** Where the money goes, as the return form offers it. */
export const DESTINATION_LABELS: Readonly<Record<RefundDestination, string>> = {
  wallet: 'Instant, to your Kirana wallet',
  source: 'To your original payment method',
  upi: 'To a UPI id',
};

export const DESTINATION_HINTS: Readonly<Record<RefundDestination, string>> = {
  wallet: 'Credited as soon as the refund is made; pay for your next order with it.',
  source: 'Back to the UPI app or card you paid with, usually in 5–7 working days.',
  upi: 'For cash on delivery orders: we send the money to your UPI id.',
};

/** The refund id of a route parameter: the same id rule as an order's (digits, in range). */
export { parseOrderId as parseRefundId } from '../orders';
