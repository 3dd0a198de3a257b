// Paying an order online and its alternatives: Razorpay Checkout (verified on the server), the
// sandbox's server-decided outcome, or switching the rest to cash on delivery. Each settles the
// spec's payment flags: success stores placedOrder and lets the held cart go; otherwise cancelled
// or failed, with the cart as it was.
import type { OnlineProvider, OrderDetails } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import type { AppDispatch } from '../../app/store';
import { track } from '../../lib/analytics';
import { toFailure } from '../../lib/api-client';
import { getOrderDetails, orderPlaced } from '../orders';
import {
  abandonPayment,
  postSandboxOutcome,
  postSwitchToCod,
  startPayment,
  verifyPayment,
} from './api';
import { trackPurchase } from './checkout-thunks';
import { releaseHeldCart } from './held-cart';
import {
  paymentCanceled,
  paymentEnded,
  paymentStarted,
  paymentSucceeded,
} from './order-process-slice';
import { openRazorpayCheckout } from './razorpay-checkout';

export type PayOutcome =
  | { kind: 'paid'; order: OrderDetails }
  | { kind: 'sandbox'; paymentId: number }
  | { kind: 'cancelled' | 'failed'; reason: string | null };

async function settlePaid(dispatch: AppDispatch, order: OrderDetails): Promise<PayOutcome> {
  dispatch(paymentSucceeded(order));
  dispatch(orderPlaced(order));
  trackPurchase(order);
  await dispatch(releaseHeldCart(order.OrderId));
  return { kind: 'paid', order };
}

function settleUnpaid(
  dispatch: AppDispatch,
  order: { OrderNumber: string; AmountPayable: number; PaymentMethodId: string },
  outcome: 'cancelled' | 'failed',
  reason: string | null,
): PayOutcome {
  if (outcome === 'cancelled') dispatch(paymentCanceled());
  else dispatch(paymentEnded({ outcome: 'failed' }));
  track('order_failed', {
    currency: 'INR',
    value: order.AmountPayable / 100,
    payment_type: order.PaymentMethodId,
    transaction_id: order.OrderNumber,
    error_code: outcome === 'cancelled' ? 'PAYMENT_CANCELLED' : 'PAYMENT_FAILED',
    error_message: reason ?? outcome,
  });
  return { kind: outcome, reason };
}

/** Opens the gateway for an order awaiting payment and settles what the shopper did there. */
export const payOrderOnline = createAppAsyncThunk<
  PayOutcome,
  { order: OrderDetails; provider: OnlineProvider }
>('orderProcess/payOnline', async ({ order, provider }, api) => {
  const { dispatch } = api;
  dispatch(paymentStarted());
  try {
    const session = await startPayment(order.OrderId, provider);
    if (session.Provider === 'sandbox') return { kind: 'sandbox', paymentId: session.PaymentId };
    const result = await openRazorpayCheckout(session, (f) => {
      void abandonPayment(order.OrderId, {
        Outcome: 'failed',
        Reason: f.reason.slice(0, 300),
        ...(f.gatewayPaymentId ? { GatewayPaymentId: f.gatewayPaymentId } : {}),
      }).catch(() => undefined);
    });
    if (result.kind === 'paid') {
      const { OrderDetails } = await verifyPayment(order.OrderId, result.response);
      return settlePaid(dispatch, OrderDetails);
    }
    const outcome = result.failure ? 'failed' : 'cancelled';
    await abandonPayment(order.OrderId, {
      Outcome: outcome,
      ...(result.failure ? { Reason: result.failure.reason.slice(0, 300) } : {}),
    }).catch(() => undefined);
    return settleUnpaid(dispatch, order, outcome, result.failure?.reason ?? null);
  } catch (err) {
    const failure = toFailure(err);
    settleUnpaid(dispatch, order, 'failed', failure.message);
    return api.rejectWithValue(failure);
  }
});

/** The sandbox page's choice, decided on the server; a success loads the placed order. */
export const decideSandboxPayment = createAppAsyncThunk<
  PayOutcome,
  {
    paymentId: number;
    orderId: number;
    orderNumber: string;
    outcome: 'succeed' | 'fail' | 'cancel';
  }
>('orderProcess/sandbox', async ({ paymentId, orderId, orderNumber, outcome }, api) => {
  const { dispatch } = api;
  const state = await postSandboxOutcome(paymentId, outcome);
  if (state.IsPaid) {
    const { OrderDetails } = await getOrderDetails(orderId);
    if (OrderDetails) return settlePaid(dispatch, OrderDetails);
  }
  return settleUnpaid(
    dispatch,
    {
      OrderNumber: orderNumber,
      AmountPayable: state.AmountPayable,
      PaymentMethodId: 'sandbox',
    },
    outcome === 'cancel' ? 'cancelled' : 'failed',
    state.FailureReason,
  );
});

/** Pays the rest of an unpaid online order in cash instead, at the total the shopper saw. */
export const switchOrderToCod = createAppAsyncThunk<
  OrderDetails,
  { orderId: number; expected: number }
>('orderProcess/switchToCod', async ({ orderId, expected }, api) => {
  const { OrderDetails } = await postSwitchToCod(orderId, expected);
  await settlePaid(api.dispatch, OrderDetails);
  return OrderDetails;
});
