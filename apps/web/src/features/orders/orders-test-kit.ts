// Fixtures of the order suites: an order with its payment, return and refund fields.
import type { OrderDetails } from '@kirana/shared';
import { anOrder } from '../checkout/checkout-test-kit';

/** A cash-on-delivery order (nothing paid yet) unless `payment` and `over` say otherwise. */
export function aPaidOrder(
  payment: Partial<OrderDetails['Payment']> = {},
  over: Partial<OrderDetails> = {},
): OrderDetails {
  return anOrder({
    Payment: {
      WalletAmount: 0,
      RestAmount: 65900,
      PaidAmount: 0,
      RefundedAmount: 0,
      Provider: null,
      GatewayPaymentId: null,
      ...payment,
    },
    PayBy: null,
    CanReturn: false,
    Refunds: [],
    ...over,
  });
}
