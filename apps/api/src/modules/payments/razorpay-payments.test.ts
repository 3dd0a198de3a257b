import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderPaymentState, PaymentSession, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, type TestApp } from '../../test/harness';
import type { RazorpayStandin } from '../../test/razorpay-standin';
import { call, stockOf } from '../checkout/checkout-test-kit';
import { GIVE_UP_AFTER_MS } from './payment-deadline.job';
import {
  aShopper,
  orderRow,
  passDeadline,
  placedOrder,
  RAZORPAY_KEYS,
  startAppWithRazorpay,
  startPaying,
  timelineOf,
} from './payment-test-kit';

const EMAILS = Array.from({ length: 12 }, (_, i) => `rzp${i}@example.com`);

type Success = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

describe.each(DB_KINDS)('Razorpay payments against a local Razorpay on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandin;
  let n = 0;
  const webhookUrl = () => `${t.url}/api/payments/razorpay/webhook`;
  const verify = (token: string, orderId: number, body: Success) =>
    call(t, 'POST', `/orders/${orderId}/payments/verify`, token, body);
  const state = async (token: string, orderId: number) =>
    OrderPaymentState.parse((await call(t, 'GET', `/orders/${orderId}/payment-state`, token)).body);

  /** A shopper with a Razorpay order opened for paying. */
  async function openOrder(qty = 1) {
    const s = await aShopper(t, EMAILS[n++]!, 20);
    const order = await placedOrder(t, s, 'razorpay', { qty });
    const res = await startPaying(t, s.token, order.OrderId, 'razorpay');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { s, order, session: PaymentSession.parse(res.body) };
  }

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, rzp, close } = await startAppWithRazorpay(kind, EMAILS));
  });
  beforeEach(() => rzp.setWebhookUrl(webhookUrl()));
  afterAll(() => close());

  it('opens a Razorpay order for the online part, in paise, with our order number as receipt', async () => {
    const { order, session } = await openOrder(2);
    expect(session).toMatchObject({
      Provider: 'razorpay',
      KeyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      IsTestMode: true,
      CheckoutScriptUrl: rzp.checkoutUrl,
      Amount: order.AmountPayable,
    });
    const gatewayOrder = rzp.orders.get(session.GatewayOrderId)!;
    expect(gatewayOrder).toMatchObject({
      amount: order.AmountPayable,
      currency: 'INR',
      receipt: order.OrderNumber,
    });
    // the sandbox is off once Razorpay is configured
    const methods = (await call(t, 'GET', '/get-payment-methods')).body as {
      PaymentMethods: { PaymentMethodId: string }[];
    };
    expect(methods.PaymentMethods.map((m) => m.PaymentMethodId)).toContain('razorpay');
    expect(methods.PaymentMethods.map((m) => m.PaymentMethodId)).not.toContain('sandbox');
  });

  it('takes Checkout’s success only with the signature of the order we stored, and pays once', async () => {
    const { s, order, session } = await openOrder();
    const other = await openOrder();
    rzp.setWebhookUrl(null);
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured', method: 'upi' }) as Success;
    const otherPaid = rzp.pay(other.session.GatewayOrderId, { outcome: 'captured' }) as Success;

    const flip = (x: string, i: number) =>
      x.slice(0, i) + (x[i] === 'a' ? 'b' : 'a') + x.slice(i + 1);
    for (const forged of [
      { ...paid, razorpay_signature: flip(paid.razorpay_signature, 5) },
      { ...paid, razorpay_payment_id: otherPaid.razorpay_payment_id },
      otherPaid, // a real success of another order, replayed against this one
    ]) {
      const res = await verify(s.token, order.OrderId, forged);
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    expect((await orderRow(t, order.OrderId)).status).toBe('awaiting_payment');

    const ok = await verify(s.token, order.OrderId, paid);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const details = (ok.body as { OrderDetails: OrderDetails }).OrderDetails;
    expect(details).toMatchObject({ Status: 'placed', PaymentMethodId: 'razorpay' });
    expect(details.InvoiceNumber).not.toBeNull();
    expect(details.Payment.GatewayPaymentId).toBe(paid.razorpay_payment_id);

    // the same answer again, then its webhooks, change nothing
    expect((await verify(s.token, order.OrderId, paid)).status).toBe(200);
    rzp.setWebhookUrl(webhookUrl());
    await rzp.sendWebhook(
      'payment.captured',
      { payment: rzp.payments.get(paid.razorpay_payment_id)! },
      { times: 3 },
    );
    const row = await orderRow(t, order.OrderId);
    expect(row.paidPaise).toBe(order.AmountPayable);
    expect(await timelineOf(t, order.OrderId)).toEqual(['awaiting_payment', 'placed']);
    expect(await state(s.token, order.OrderId)).toMatchObject({
      IsPaid: true,
      PaymentStatus: 'captured',
    });
  });

  it('credits a webhook delivered three times once, and refuses a forged or altered one', async () => {
    const { s, order, session } = await openOrder();
    rzp.setWebhookUrl(null);
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured' }) as Success;
    const payment = rzp.payments.get(paid.razorpay_payment_id)!;
    rzp.setWebhookUrl(webhookUrl());

    for (const tamper of [{ tamperBody: true }, { tamperSignature: true }]) {
      const [d] = await rzp.sendWebhook('payment.captured', { payment }, tamper);
      expect(d!.status).toBe(400);
    }
    expect((await orderRow(t, order.OrderId)).status).toBe('awaiting_payment');

    const deliveries = await rzp.sendWebhook('payment.captured', { payment }, { times: 3 });
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(deliveries.map((d) => JSON.parse(d.response).status)).toEqual([
      'handled',
      'duplicate',
      'duplicate',
    ]);
    const row = await orderRow(t, order.OrderId);
    expect(row).toMatchObject({ status: 'placed', paidPaise: order.AmountPayable });
    expect(await timelineOf(t, order.OrderId)).toEqual(['awaiting_payment', 'placed']);
    expect((await state(s.token, order.OrderId)).IsPaid).toBe(true);
  });

  it('refuses a payment of a different amount', async () => {
    const { order, session } = await openOrder();
    rzp.setWebhookUrl(null);
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured' }) as Success;
    const payment = rzp.payments.get(paid.razorpay_payment_id)!;
    rzp.setWebhookUrl(webhookUrl());
    const [d] = await rzp.sendWebhook('payment.captured', {
      payment: { ...payment, amount: payment.amount - 100 },
    });
    expect(JSON.parse(d!.response).status).toBe('amount-mismatch');
    expect(await orderRow(t, order.OrderId)).toMatchObject({
      status: 'awaiting_payment',
      paidPaise: 0,
    });
  });

  it('after a failed payment retries on the same Razorpay order, and accepts the later success', async () => {
    const { s, order, session } = await openOrder();
    const failed = rzp.pay(session.GatewayOrderId, { outcome: 'failed' });
    expect('error' in failed).toBe(true);
    await rzp.flushWebhooks();
    const afterFail = await state(s.token, order.OrderId);
    expect(afterFail).toMatchObject({ PaymentStatus: 'failed', IsPaid: false });
    expect(afterFail.CodOption?.IsAvailable).toBe(true);

    const again = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'razorpay')).body,
    );
    expect(again.GatewayOrderId).toBe(session.GatewayOrderId);
    const paid = rzp.pay(again.GatewayOrderId, { outcome: 'captured' }) as Success;
    expect((await verify(s.token, order.OrderId, paid)).status).toBe(200);
    await rzp.flushWebhooks();
    expect(await state(s.token, order.OrderId)).toMatchObject({
      IsPaid: true,
      PaymentStatus: 'captured',
    });
  });

  it('says the gateway is unavailable when Razorpay does not answer, and works on the retry', async () => {
    const s = await aShopper(t, EMAILS[n++]!, 20);
    const order = await placedOrder(t, s, 'razorpay');
    rzp.failNext('/v1/orders', 503);
    const down = await startPaying(t, s.token, order.OrderId, 'razorpay');
    expect(down.status).toBe(502);
    expect(down.body.Code).toBe('GATEWAY_UNAVAILABLE');
    expect((await startPaying(t, s.token, order.OrderId, 'razorpay')).status).toBe(201);
  });

  it('reconciles at the deadline: a payment whose webhook never came places the order; none expires it', async () => {
    const paidOne = await openOrder(2);
    rzp.setWebhookUrl(null);
    rzp.pay(paidOne.session.GatewayOrderId, { outcome: 'captured' });
    await passDeadline(t, paidOne.order.OrderId);
    expect(await orderRow(t, paidOne.order.OrderId)).toMatchObject({
      status: 'placed',
      paidPaise: paidOne.order.AmountPayable,
    });

    const unpaid = await openOrder(3);
    const stock = await stockOf(t, unpaid.s.product.id);
    await passDeadline(t, unpaid.order.OrderId, 3);
    expect((await orderRow(t, unpaid.order.OrderId)).status).toBe('expired');
    expect(await stockOf(t, unpaid.s.product.id)).toBe(stock + 3);
    await passDeadline(t, unpaid.order.OrderId);
    expect(await stockOf(t, unpaid.s.product.id)).toBe(stock + 3);
  });

  it('waits for an unreachable Razorpay at the deadline, and expires the order once it gives up', async () => {
    const { order } = await openOrder();
    rzp.failNext('/v1/orders/', 503);
    await expect(passDeadline(t, order.OrderId)).rejects.toThrow(/not answering/);
    expect((await orderRow(t, order.OrderId)).status).toBe('awaiting_payment');
    rzp.failNext('/v1/orders/', 503);
    await passDeadline(t, order.OrderId, 1, GIVE_UP_AFTER_MS + 60_000);
    expect((await orderRow(t, order.OrderId)).status).toBe('expired');
  });
});
