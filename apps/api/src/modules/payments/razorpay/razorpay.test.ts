import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRazorpayStandin, type RazorpayStandin } from '../../../test/razorpay-standin';
import {
  createRazorpayClient,
  RazorpayError,
  signPayment,
  signWebhook,
  verifyPaymentSignature,
  verifyWebhookSignature,
  type RazorpayClient,
} from '.';

const keys = {
  keyId: 'rzp_test_standin01',
  keySecret: 'key-secret-0123',
  webhookSecret: 'hook-secret-0123',
};
/** `s` with the character at `i` changed */
const oneOff = (s: string, i = s.length - 1) =>
  s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
const listen = async (srv: Server) => {
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
};
const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a RazorpayError'),
    (e: unknown) => e as RazorpayError,
  );

let standin: RazorpayStandin;
let rzp: RazorpayClient;
// a webhook receiver that checks the signature as the app must
let receiver: Server;
let received: {
  event: string;
  eventId: string;
  body: { payload: Record<string, { entity: { status: string } }> };
}[];

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  rzp = createRazorpayClient({ keyId: keys.keyId, keySecret: keys.keySecret, apiUrl: standin.url });
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const ok = verifyWebhookSignature(
        raw,
        String(req.headers['x-razorpay-signature']),
        keys.webhookSecret,
      );
      if (ok) {
        const body = JSON.parse(raw);
        received.push({
          event: body.event,
          eventId: String(req.headers['x-razorpay-event-id']),
          body,
        });
      }
      res.writeHead(ok ? 200 : 400).end();
    });
  });
  standin.setWebhookUrl(`${await listen(receiver)}/hooks/razorpay`);
});
afterAll(async () => {
  await standin.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => {
  received = [];
  standin.holdRefunds(false);
});

async function paidOrder(amount = 50_000) {
  const order = await rzp.createOrder({
    amount,
    currency: 'INR',
    receipt: 'KIR-1001',
    notes: { kirana_order: '1001' },
  });
  const paid = standin.pay(order.id, { outcome: 'captured', method: 'upi' });
  if ('error' in paid) throw new Error(paid.error.description);
  await standin.flushWebhooks();
  return { order, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
}

describe('Razorpay client against the stand-in', () => {
  it('creates an order and fetches it', async () => {
    const order = await rzp.createOrder({ amount: 12_345, currency: 'INR', receipt: 'KIR-1' });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 12_345,
      amount_due: 12_345,
      amount_paid: 0,
      status: 'created',
      attempts: 0,
      receipt: 'KIR-1',
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await rzp.fetchOrder(order.id)).toEqual(order);
  });

  it('refuses an order below ₹1, in a currency other than INR, or with unknown fields', async () => {
    for (const bad of [
      { amount: 99, currency: 'INR' },
      { amount: 100.5, currency: 'INR' },
      { amount: 500, currency: 'USD' },
    ]) {
      const e = await caught(rzp.createOrder(bad));
      expect(e).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });
      expect(e.details.field).toBeDefined();
    }
  });

  it("lists an order's payments after a failed then a paid attempt, and the order is paid", async () => {
    const order = await rzp.createOrder({ amount: 50_000, currency: 'INR' });
    const failed = standin.pay(order.id, { outcome: 'failed', method: 'card' });
    expect(failed).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        source: 'bank',
        step: 'payment_authorization',
        metadata: { order_id: order.id },
      },
    });
    expect((await rzp.fetchOrder(order.id)).status).toBe('attempted');
    const paid = standin.pay(order.id, { outcome: 'captured', method: 'upi' });
    if ('error' in paid) throw new Error('expected a payment');
    expect(
      verifyPaymentSignature({
        orderId: order.id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
        keySecret: keys.keySecret,
      }),
    ).toBe(true);

    const payments = await rzp.fetchOrderPayments(order.id);
    expect(payments.map((p) => [p.status, p.method, p.captured])).toEqual([
      ['failed', 'card', false],
      ['captured', 'upi', true],
    ]);
    expect(payments[0]!.error_description).toMatch(/declined/);
    expect(await rzp.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      id: paid.razorpay_payment_id,
      order_id: order.id,
      amount: 50_000,
    });
    expect(await rzp.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 50_000,
      amount_due: 0,
      attempts: 2,
    });
    expect(standin.pay(order.id, { outcome: 'captured' })).toHaveProperty('error');
  });

  it('refunds once for two calls with the same idempotency key', async () => {
    const { paymentId } = await paidOrder();
    const body = { amount: 20_000, receipt: 'RFD-1', notes: { kirana_refund_id: '7' } };
    const first = await rzp.refundPayment(paymentId, body, 'refund-7-attempt');
    const again = await rzp.refundPayment(paymentId, body, 'refund-7-attempt');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      entity: 'refund',
      amount: 20_000,
      payment_id: paymentId,
      status: 'processed',
      speed_processed: 'normal',
    });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect([...standin.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(await rzp.fetchPayment(paymentId)).toMatchObject({
      amount_refunded: 20_000,
      refund_status: 'partial',
      status: 'captured',
    });
    expect(await rzp.fetchRefund(first.id)).toEqual(first);
    const posts = standin.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);
    expect(posts.map((r) => r.idempotencyKey)).toEqual(['refund-7-attempt', 'refund-7-attempt']);
    // the same key with another body is refused
    expect(
      await caught(rzp.refundPayment(paymentId, { amount: 100 }, 'refund-7-attempt')),
    ).toMatchObject({ status: 400 });
  });

  it('refuses a refund above what is captured and not yet refunded', async () => {
    const { paymentId } = await paidOrder(30_000);
    expect(
      await caught(rzp.refundPayment(paymentId, { amount: 30_001 }, 'refund-over-1')),
    ).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });
    await rzp.refundPayment(paymentId, { amount: 20_000 }, 'refund-part-1');
    expect(
      await caught(rzp.refundPayment(paymentId, { amount: 10_001 }, 'refund-part-2')),
    ).toMatchObject({ status: 400 });
    await rzp.refundPayment(paymentId, { amount: 10_000 }, 'refund-part-3');
    expect(await rzp.fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      refund_status: 'full',
      amount_refunded: 30_000,
    });
  });

  it('turns a wrong key secret (401), a server failure and no answer into RazorpayError', async () => {
    const wrong = createRazorpayClient({
      keyId: keys.keyId,
      keySecret: 'not-the-secret',
      apiUrl: standin.url,
    });
    const e = await caught(wrong.createOrder({ amount: 500, currency: 'INR' }));
    expect(e).toBeInstanceOf(RazorpayError);
    expect(e).toMatchObject({
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
      retryable: false,
    });

    standin.failNext('/v1/orders', 503);
    expect(await caught(rzp.createOrder({ amount: 500, currency: 'INR' }))).toMatchObject({
      status: 503,
      code: 'GATEWAY_ERROR',
      retryable: true,
    });
    standin.failNext('/v1/orders', 0);
    expect(await caught(rzp.createOrder({ amount: 500, currency: 'INR' }))).toMatchObject({
      status: 0,
      code: 'NETWORK',
    });

    const silent = createServer(() => {});
    const slow = createRazorpayClient({ ...keys, apiUrl: await listen(silent), timeoutMs: 200 });
    expect(await caught(slow.fetchOrder('order_x'))).toMatchObject({
      status: 0,
      code: 'NETWORK',
      retryable: true,
    });
    silent.closeAllConnections();
    silent.close();
  });

  it('a refund whose answer is lost is found again by repeating its key', async () => {
    const { paymentId } = await paidOrder();
    standin.failNext(`/v1/payments/${paymentId}/refund`, 0, { afterHandling: true });
    expect(
      await caught(rzp.refundPayment(paymentId, { amount: 5_000 }, 'refund-lost-1')),
    ).toMatchObject({ code: 'NETWORK' });
    const retried = await rzp.refundPayment(paymentId, { amount: 5_000 }, 'refund-lost-1');
    expect((await rzp.fetchPayment(paymentId)).amount_refunded).toBe(5_000);
    expect(standin.refunds.get(retried.id)?.amount).toBe(5_000);
  });
});

describe('signatures', () => {
  const orderId = 'order_EKwxwAgItmmXdp';
  const paymentId = 'pay_29QQoUBi66xm2f';
  const signature = signPayment({ orderId, paymentId, keySecret: keys.keySecret });

  it('accepts the right payment signature and refuses one character changed anywhere', () => {
    const check = (o: string, p: string, s: string) =>
      verifyPaymentSignature({ orderId: o, paymentId: p, signature: s, keySecret: keys.keySecret });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(check(orderId, paymentId, signature)).toBe(true);
    expect(check(orderId, paymentId, oneOff(signature))).toBe(false);
    expect(check(oneOff(orderId), paymentId, signature)).toBe(false);
    expect(check(orderId, oneOff(paymentId, 5), signature)).toBe(false);
    for (const bad of ['', 'zz', signature.slice(1), `${signature}0`, signature.toUpperCase()])
      expect(check(orderId, paymentId, bad)).toBe(false);
    expect(
      verifyPaymentSignature({ orderId, paymentId, signature, keySecret: 'another-secret' }),
    ).toBe(false);
    expect(
      verifyPaymentSignature({
        orderId,
        paymentId,
        signature: undefined as unknown as string,
        keySecret: keys.keySecret,
      }),
    ).toBe(false);
  });

  it('accepts the right webhook signature over the raw body and refuses one character changed', () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{}}';
    const sig = signWebhook(body, keys.webhookSecret);
    expect(verifyWebhookSignature(body, sig, keys.webhookSecret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), sig, keys.webhookSecret)).toBe(true);
    expect(verifyWebhookSignature(oneOff(body, 20), sig, keys.webhookSecret)).toBe(false);
    expect(verifyWebhookSignature(body, oneOff(sig), keys.webhookSecret)).toBe(false);
    expect(verifyWebhookSignature(body, sig, 'another-secret')).toBe(false);
    expect(verifyWebhookSignature(body, '', keys.webhookSecret)).toBe(false);
  });
});

describe('stand-in webhooks and Checkout', () => {
  it('signs and sends each state change with an event id, in order', async () => {
    const { paymentId } = await paidOrder();
    expect(received.map((r) => r.event)).toEqual([
      'payment.authorized',
      'payment.captured',
      'order.paid',
    ]);
    expect(received[0]!.body.payload.payment!.entity.status).toBe('authorized');
    expect(received[2]!.body).toMatchObject({
      entity: 'event',
      contains: ['payment', 'order'],
      payload: { order: { entity: { status: 'paid' } } },
    });
    expect(new Set(received.map((r) => r.eventId)).size).toBe(3);

    standin.holdRefunds(true);
    const r = await rzp.refundPayment(paymentId, { amount: 1_000 }, 'refund-held-1');
    expect(r.status).toBe('pending');
    standin.processRefund(r.id);
    await standin.flushWebhooks();
    expect(received.slice(3).map((x) => [x.event, x.body.payload.refund!.entity.status])).toEqual([
      ['refund.created', 'pending'],
      ['refund.processed', 'processed'],
    ]);
    expect(standin.webhookDeliveries.slice(-5).every((d) => d.status === 200)).toBe(true);
  });

  it('repeats an event with the same id, and tampered ones are refused by the receiver', async () => {
    const payment = [...standin.payments.values()][0]!;
    const twice = await standin.sendWebhook(
      'payment.captured',
      { payment },
      { eventId: 'EvtSameId000001', times: 2 },
    );
    expect(twice.map((d) => [d.eventId, d.status])).toEqual([
      ['EvtSameId000001', 200],
      ['EvtSameId000001', 200],
    ]);
    expect(twice[0]!.body).toBe(twice[1]!.body);
    expect(
      (await standin.sendWebhook('payment.captured', { payment }, { tamperBody: true }))[0]!.status,
    ).toBe(400);
    expect(
      (await standin.sendWebhook('payment.captured', { payment }, { tamperSignature: true }))[0]!
        .status,
    ).toBe(400);
    expect(received).toHaveLength(2);
  });

  it('serves a Checkout script and pays through its endpoint from any origin', async () => {
    const script = await fetch(standin.checkoutUrl);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    const text = await script.text();
    expect(text).toContain(JSON.stringify(standin.url));
    expect(text).not.toMatch(/innerHTML|setAttribute\('(on|style)|\.on[a-z]+ *=[^=]/);

    const order = await rzp.createOrder({ amount: 9_900, currency: 'INR' });
    const pre = await fetch(`${standin.url}/_standin/checkout/pay`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.test' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const res = await fetch(`${standin.url}/_standin/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
      body: JSON.stringify({ key: keys.keyId, order_id: order.id, outcome: 'captured' }),
    });
    const paid = (await res.json()) as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
    expect(Object.keys(paid).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(
      verifyPaymentSignature({
        orderId: order.id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
        keySecret: keys.keySecret,
      }),
    ).toBe(true);
    await standin.flushWebhooks();
    expect(received.map((r) => r.event)).toContain('order.paid');
  });
});
