// The checkout's calls: placing an order (once per Idempotency-Key) and paying it.
import type {
  OnlineProvider,
  OrderDetails,
  OrderPaymentState,
  PaymentSession,
  PlaceOrderBody,
  VerifyPaymentBody,
} from '@kirana/shared';
import { apiGet, apiRequest } from '../../lib/api-client';

/** Places an order; a retry with the same key answers the first answer and never a second order. */
export const postOrder = (body: PlaceOrderBody, idempotencyKey: string) =>
  apiRequest<{ Order: OrderDetails }>('POST', '/orders', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

// Paying an order online (Razorpay or the sandbox), or in cash instead.
export const startPayment = (orderId: number, provider: OnlineProvider) =>
  apiRequest<PaymentSession>('POST', `/orders/${orderId}/payments`, {
    body: { Provider: provider },
  });

export const verifyPayment = (orderId: number, body: VerifyPaymentBody) =>
  apiRequest<{ OrderDetails: OrderDetails }>('POST', `/orders/${orderId}/payments/verify`, {
    body,
  });

export const abandonPayment = (
  orderId: number,
  body: { Outcome: 'cancelled' | 'failed'; Reason?: string; GatewayPaymentId?: string },
) => apiRequest<OrderPaymentState>('POST', `/orders/${orderId}/payments/abandon`, { body });

export const getPaymentState = (orderId: number, signal?: AbortSignal) =>
  apiGet<OrderPaymentState>(`/orders/${orderId}/payment-state`, undefined, signal);

export const postSwitchToCod = (orderId: number, expected: number) =>
  apiRequest<{ OrderDetails: OrderDetails }>('POST', `/orders/${orderId}/switch-to-cod`, {
    body: { ExpectedAmountPayable: expected },
  });

export const getPaymentSession = (paymentId: number, signal?: AbortSignal) =>
  apiGet<PaymentSession>(`/payments/${paymentId}`, undefined, signal);

export const postSandboxOutcome = (paymentId: number, outcome: 'succeed' | 'fail' | 'cancel') =>
  apiRequest<OrderPaymentState>('POST', `/payments/sandbox/${paymentId}`, {
    body: { Outcome: outcome },
  });
