// Placing an order: the draft, the call (retried once with the same key when the network
// dropped), then the cart, coupons, order data and analytics around the answer.
import type { OrderDetails } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { track } from '../../lib/analytics';
import { toFailure, type ApiFailure } from '../../lib/api-client';
import { clearCart } from '../cart';
import { orderPlaced, productPriceUpdateDetected } from '../orders';
import { postOrder } from './api';
import { holdCart } from './held-cart';
import {
  orderCreated,
  orderDataPrepared,
  orderFailed,
  orderSubmitted,
  paymentEnded,
  paymentStarted,
  paymentSucceeded,
  type OrderDraft,
} from './order-process-slice';

/** Pause before the one automatic retry of a send the network dropped. */
export const NETWORK_RETRY_MS = 1000;

/** Codes whose draft is still good after the failure (the shopper only needs to look again). */
const KEEPS_DRAFT = new Set(['PRICE_CHANGED']);

const rupees = (paise: number) => paise / 100;

/** The analytics of a placed order: value in rupees, currency INR, the order number. */
export function trackPurchase(order: OrderDetails): void {
  track('purchase', {
    transaction_id: order.OrderNumber,
    value: rupees(order.AmountPayable),
    currency: 'INR',
    tax: rupees(order.Bill.TaxTotal),
    shipping: rupees(order.Bill.DeliveryFee),
    coupon: order.Bill.CouponCode ?? undefined,
    payment_type: order.PaymentMethodId,
    items: order.Lines.map((l) => ({
      item_id: String(l.ProductId),
      item_name: l.Name,
      item_variant: l.VariantLabel ?? undefined,
      price: rupees(l.UnitPrice),
      quantity: l.Qty,
    })),
  });
}

async function sendOnce(draft: OrderDraft, key: string, signal: AbortSignal) {
  try {
    return await postOrder(draft, key);
  } catch (err) {
    const failure = toFailure(err);
    if (failure.status !== 0 || signal.aborted) throw err;
    await new Promise((r) => setTimeout(r, NETWORK_RETRY_MS));
    return postOrder(draft, key);
  }
}

/**
 * Places an order for `draft` under `idempotencyKey`. Success stores the order as processed; paid
 * with cash or the wallet it is placed at once (cart and coupons cleared, `purchase` sent), paid
 * online it awaits the gateway (payOrderOnline) with the cart held until it is paid. A failure marks the payment
 * failed, sends `order_failed` and rejects with the API's failure (PRICE_CHANGED also flags the
 * order data's isProductPriceUpdated).
 */
export const placeOrder = createAppAsyncThunk<
  OrderDetails,
  { draft: OrderDraft; idempotencyKey: string }
>('orderProcess/placeOrder', async ({ draft, idempotencyKey }, api) => {
  const { dispatch } = api;
  const sentCart = api.getState().cart.items;
  dispatch(orderDataPrepared(draft));
  dispatch(orderSubmitted());
  dispatch(paymentStarted());
  try {
    const { Order } = await sendOnce(draft, idempotencyKey, api.signal);
    dispatch(orderCreated({ createdOrder: Order, orderData: draft }));
    if (Order.Status === 'awaiting_payment') {
      // the gateway comes next; the cart stays until it says paid (a failure keeps it)
      dispatch(holdCart(Order.OrderId, sentCart));
      return Order;
    }
    await dispatch(clearCart());
    dispatch(paymentSucceeded(Order));
    dispatch(orderPlaced(Order));
    trackPurchase(Order);
    return Order;
  } catch (err) {
    const error: ApiFailure = toFailure(err);
    dispatch(paymentEnded({ outcome: 'failed' }));
    dispatch(
      orderFailed({
        error,
        clearOrderData: error.status !== 0 && !KEEPS_DRAFT.has(error.code ?? ''),
      }),
    );
    if (error.code === 'PRICE_CHANGED') dispatch(productPriceUpdateDetected(true));
    track('order_failed', {
      currency: 'INR',
      value: rupees(draft.ExpectedAmountPayable),
      payment_type: draft.PaymentMethodId,
      coupon: draft.CouponCode,
      error_code: error.code ?? (error.status === 0 ? 'NETWORK' : String(error.status)),
      error_message: error.message,
    });
    return api.rejectWithValue(error);
  }
});
