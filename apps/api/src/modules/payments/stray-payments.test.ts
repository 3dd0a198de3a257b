import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminOrderDetailsAnswer, PaymentSession } from '@kirana/shared';
import { signWebhook } from './razorpay';
import { DB_KINDS, type TestApp } from '../../test/harness';
import type { RazorpayStandin } from '../../test/razorpay-standin';
import { claimStrayPayment } from './stray-payments';
import { strayPayments } from './payments.tables';
import { admin, ADMIN_TOKEN } from '../refunds/refunds-test-kit';
import { call } from '../checkout/checkout-test-kit';
import { duplicatePaymentJob, STRAY_REFUND_TRIES } from './duplicate-payment.job';
import {
  aShopper,
  orderRow,
  placedOrder,
  RAZORPAY_KEYS,
  startAppWithRazorpay,
  startPaying,
} from './payment-test-kit';

const EMAILS = Array.from({ length: 8 }, (_, i) => `stray${i}@example.com`);
type Success = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

// Money that reaches Razorpay but pays nothing (a second payment of a paid order, a capture of
// another amount) goes back once per payment, however many reports of it arrive at once, and a
// refund Razorpay keeps refusing is given up after a bounded number of calls and shown to staff.
describe.each(DB_KINDS)('stray payments sent back on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandin;
  let n = 0;
  const webhookUrl = () => `${t.url}/api/payments/razorpay/webhook`;

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, rzp, close } = await startAppWithRazorpay(kind, EMAILS, { ADMIN_TOKEN }));
  });
  beforeEach(() => rzp.setWebhookUrl(null));
  afterAll(() => close());

  /** A shopper's Razorpay order opened for paying (no webhooks are sent until asked). */
  async function openOrder() {
    const s = await aShopper(t, EMAILS[n++]!, 20);
    const order = await placedOrder(t, s, 'razorpay');
    const session = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'razorpay')).body,
    );
    return { s, order, session };
  }

  /** Posts one signed webhook about a payment straight to the app (not through the queue). */
  const postWebhook = (event: string, paymentId: string) => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: rzp.payments.get(paymentId) } },
    });
    return fetch(webhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET),
        'x-razorpay-event-id': `evt_${event}_${paymentId}`,
      },
      body,
    });
  };
  const refundCalls = (paymentId: string) =>
    rzp.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);
  const strayOf = async (paymentId: string) =>
    (
      await t.database.db
        .select()
        .from(strayPayments)
        .where(eq(strayPayments.gatewayPaymentId, paymentId))
    )[0];
  async function settled(paymentId: string) {
    for (let i = 0; i < 150; i++) {
      const row = await strayOf(paymentId);
      if (row && row.status !== 'pending') return row;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`stray payment ${paymentId} never settled`);
  }
  const consoleDetails = async (orderId: number) =>
    AdminOrderDetailsAnswer.parse((await admin(t, 'GET', `/admin/orders/${orderId}`)).body)
      .OrderDetails!;

  /** An order paid by one payment, and a second captured payment of it nobody reported yet. */
  async function paidTwice() {
    const opened = await openOrder();
    const first = rzp.pay(opened.session.GatewayOrderId, { outcome: 'authorized' }) as Success;
    const second = rzp.pay(opened.session.GatewayOrderId, { outcome: 'authorized' }) as Success;
    rzp.capture(first.razorpay_payment_id);
    rzp.capture(second.razorpay_payment_id);
    expect((await postWebhook('payment.captured', first.razorpay_payment_id)).status).toBe(200);
    expect(await orderRow(t, opened.order.OrderId)).toMatchObject({ status: 'placed' });
    return { ...opened, second };
  }

  it('a duplicate reported by verify and two webhooks at once is refunded with one call', async () => {
    const { s, order, session, second } = await paidTwice();
    const id = second.razorpay_payment_id;
    const answers = await Promise.all([
      call(t, 'POST', `/orders/${order.OrderId}/payments/verify`, s.token, second),
      postWebhook('payment.captured', id).then((r) => ({ status: r.status })),
      postWebhook('order.paid', id).then((r) => ({ status: r.status })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const row = await settled(id);
    expect(row).toMatchObject({
      reason: 'duplicate',
      status: 'refunded',
      amount: session.Amount,
      tries: 1,
    });
    expect(refundCalls(id)).toHaveLength(1);
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === id)).toHaveLength(1);
    expect(await orderRow(t, order.OrderId)).toMatchObject({
      paidPaise: order.AmountPayable,
      refundedPaise: 0,
    });
    const [shown] = (await consoleDetails(order.OrderId)).StrayPayments!;
    expect(shown).toMatchObject({
      GatewayPaymentId: id,
      Reason: 'duplicate',
      Status: 'refunded',
      GatewayRefundId: row.gatewayRefundId,
    });
  });

  it('a refund Razorpay refuses is tried a bounded number of times, then shown to staff', async () => {
    const { order, session, second } = await paidTwice();
    const id = second.razorpay_payment_id;
    // claimed as the payment effects do, without a queued job: this test makes the job's tries
    const strayPaymentId = (await claimStrayPayment(t.database.db, {
      provider: 'razorpay',
      gatewayPaymentId: id,
      orderId: order.OrderId,
      paymentId: session.PaymentId,
      reason: 'duplicate',
      amount: session.Amount,
      currency: 'INR',
    }))!;
    const job = duplicatePaymentJob.handler({ deps: t.deps, log: t.app.log });
    for (let i = 1; i <= STRAY_REFUND_TRIES; i++) {
      rzp.failNext(`/v1/payments/${id}/refund`, 400);
      const run = job({ strayPaymentId });
      if (i < STRAY_REFUND_TRIES) await expect(run).rejects.toThrow();
      else await run;
    }
    // given up: a later run (a retry the queue still held) calls Razorpay no more
    await job({ strayPaymentId });
    expect(refundCalls(id)).toHaveLength(STRAY_REFUND_TRIES);
    expect(await strayOf(id)).toMatchObject({ status: 'failed', tries: STRAY_REFUND_TRIES });
    const [shown] = (await consoleDetails(order.OrderId)).StrayPayments!;
    expect(shown).toMatchObject({ GatewayPaymentId: id, Status: 'failed' });
    expect(shown!.LastError).toMatch(/400/);
  });

  it('a captured payment of another amount pays nothing and is refunded once', async () => {
    const { order, session } = await openOrder();
    rzp.setWebhookUrl(webhookUrl());
    const short = rzp.pay(session.GatewayOrderId, {
      outcome: 'captured',
      amount: session.Amount - 100,
    }) as Success;
    // payment.authorized, payment.captured and order.paid all report it
    await rzp.flushWebhooks();
    const id = short.razorpay_payment_id;
    const row = await settled(id);
    expect(row).toMatchObject({
      reason: 'amount_mismatch',
      status: 'refunded',
      amount: session.Amount - 100,
    });
    expect(refundCalls(id)).toHaveLength(1);
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === id)[0]).toMatchObject({
      amount: session.Amount - 100,
    });
    expect(await orderRow(t, order.OrderId)).toMatchObject({
      status: 'awaiting_payment',
      paidPaise: 0,
    });
    const [shown] = (await consoleDetails(order.OrderId)).StrayPayments!;
    expect(shown).toMatchObject({ Reason: 'amount_mismatch', Amount: session.Amount - 100 });
  });
});
