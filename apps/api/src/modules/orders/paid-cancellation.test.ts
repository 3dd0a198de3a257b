import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PaymentSession, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, type TestApp } from '../../test/harness';
import type { RazorpayStandin } from '../../test/razorpay-standin';
import { refunds } from '../refunds/refunds.tables';
import { call } from '../checkout/checkout-test-kit';
import {
  aShopper,
  balanceOf,
  fundWallet,
  ledgerSum,
  orderRow,
  passDeadline,
  placedOrder,
  startAppWithRazorpay,
  startPaying,
} from '../payments/payment-test-kit';

const EMAILS = Array.from({ length: 10 }, (_, i) => `cancelpaid${i}@example.com`);
type Success = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

// Money back when a paid order closes: cancelled by the shopper (to the wallet or the source),
// or paid only after it expired or switched to cash on delivery.
describe.each(DB_KINDS)('refunds of paid orders that close on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandin;
  let n = 0;
  const shopper = () => aShopper(t, EMAILS[n++]!, 50);
  const refundsOf = (orderId: number) =>
    t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const cancel = (token: string, orderId: number, RefundTo: 'wallet' | 'source') =>
    call(t, 'POST', `/orders/${orderId}/cancel`, token, { Reason: 'Ordered by mistake', RefundTo });
  /** Waits for the app's job worker to finish a refund's gateway payout. */
  async function refundedSoon(orderId: number) {
    for (let i = 0; i < 100; i++) {
      const [r] = await refundsOf(orderId);
      if (r?.status === 'refunded') return r;
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error(`refund of order ${orderId} never refunded`);
  }
  async function paidBySandbox(s: Awaited<ReturnType<typeof shopper>>, walletAmount = 0) {
    const order = await placedOrder(t, s, 'sandbox', { walletAmount });
    const session = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'sandbox')).body,
    );
    return { order, session };
  }
  /** An order opened in Razorpay (with an optional wallet part), not paid yet. */
  async function openInRazorpay(s: Awaited<ReturnType<typeof shopper>>, walletAmount = 0) {
    const order = await placedOrder(t, s, 'razorpay', { walletAmount });
    const session = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'razorpay')).body,
    );
    return { order, session };
  }
  /** A Razorpay order paid in Checkout, verified, its webhooks delivered. */
  async function paidByRazorpay(s: Awaited<ReturnType<typeof shopper>>) {
    const { order, session } = await openInRazorpay(s);
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured' }) as Success;
    expect(
      (await call(t, 'POST', `/orders/${order.OrderId}/payments/verify`, s.token, paid)).status,
    ).toBe(200);
    await rzp.flushWebhooks();
    return { order, session };
  }

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, rzp, close } = await startAppWithRazorpay(kind, EMAILS, { PAYMENTS_SANDBOX: true }));
    rzp.setWebhookUrl(`${t.url}/api/payments/razorpay/webhook`);
  });
  afterAll(() => close());

  it('cancelling a paid order credits the wallet at once, once', async () => {
    const s = await shopper();
    const { order } = await paidByRazorpay(s);
    const res = await cancel(s.token, order.OrderId, 'wallet');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balanceOf(t, s.userId)).toBe(order.AmountPayable);
    expect(await ledgerSum(t, s.userId)).toBe(order.AmountPayable);
    const [refund] = await refundsOf(order.OrderId);
    expect(refund).toMatchObject({
      status: 'refunded',
      walletPaise: order.AmountPayable,
      sourcePaise: 0,
    });
    expect(refund!.creditNoteNumber).toMatch(/CN\/\d\d-\d\d\/\d{6}$/);
    const details = (res.body as { OrderDetails: OrderDetails }).OrderDetails;
    expect(details.Payment).toMatchObject({
      PaidAmount: order.AmountPayable,
      RefundedAmount: order.AmountPayable,
    });
    expect(details.Refunds).toHaveLength(1);
    expect((await cancel(s.token, order.OrderId, 'wallet')).status).toBe(409);
    expect(await balanceOf(t, s.userId)).toBe(order.AmountPayable);
  });

  it('to the source: the wallet part back to the wallet, the rest through Razorpay until refund.processed', async () => {
    const s = await shopper();
    await fundWallet(t, s.userId, 1_000);
    const order = await placedOrder(t, s, 'razorpay', { walletAmount: 1_000 });
    const session = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'razorpay')).body,
    );
    expect(session.Amount).toBe(order.AmountPayable - 1_000);
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured' }) as Success;
    expect(
      (await call(t, 'POST', `/orders/${order.OrderId}/payments/verify`, s.token, paid)).status,
    ).toBe(200);
    await rzp.flushWebhooks();

    rzp.holdRefunds(true);
    expect((await cancel(s.token, order.OrderId, 'source')).status).toBe(200);
    expect(await balanceOf(t, s.userId)).toBe(1_000);
    for (let i = 0; i < 100 && [...rzp.refunds.values()].length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    const sent = [...rzp.refunds.values()].filter((r) => r.payment_id === paid.razorpay_payment_id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: session.Amount, status: 'pending' });
    const idempotent = rzp.requests.filter((r) => r.path.endsWith('/refund'));
    expect(idempotent.every((r) => (r.idempotencyKey ?? '').length >= 10)).toBe(true);
    const [pending] = await refundsOf(order.OrderId);
    expect(pending!.status).not.toBe('refunded');

    rzp.holdRefunds(false);
    rzp.processRefund(sent[0]!.id);
    await rzp.flushWebhooks();
    const done = await refundedSoon(order.OrderId);
    expect(done).toMatchObject({
      walletPaise: 1_000,
      sourcePaise: session.Amount,
      gatewayRefundId: sent[0]!.id,
    });
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(order.AmountPayable);
  });

  it('money that arrives after the order expired goes straight back to its source', async () => {
    const s = await shopper();
    await fundWallet(t, s.userId, 500);
    const { order, session } = await paidBySandbox(s, 500);
    await passDeadline(t, order.OrderId);
    expect(await balanceOf(t, s.userId)).toBe(500);
    await call(t, 'POST', `/payments/sandbox/${session.PaymentId}`, s.token, {
      Outcome: 'succeed',
    });
    const row = await orderRow(t, order.OrderId);
    expect(row).toMatchObject({ status: 'expired', paidPaise: order.AmountPayable });
    const back = await refundedSoon(order.OrderId);
    expect(back).toMatchObject({ sourcePaise: session.Amount, walletPaise: 0 });
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(order.AmountPayable);
    expect(await balanceOf(t, s.userId)).toBe(500);
  });

  it('a payment landing after the switch to cash on delivery is refunded; the order stays COD', async () => {
    const s = await shopper();
    await fundWallet(t, s.userId, 700);
    const { order, session } = await openInRazorpay(s, 700);
    const st = (await call(t, 'GET', `/orders/${order.OrderId}/payment-state`, s.token)).body as {
      CodOption: { AmountPayable: number };
    };
    expect(
      (
        await call(t, 'POST', `/orders/${order.OrderId}/switch-to-cod`, s.token, {
          ExpectedAmountPayable: st.CodOption.AmountPayable,
        })
      ).status,
    ).toBe(200);
    // the shopper had also paid in the Razorpay window
    rzp.pay(session.GatewayOrderId, { outcome: 'captured' });
    await rzp.flushWebhooks();
    expect(await orderRow(t, order.OrderId)).toMatchObject({
      status: 'placed',
      paymentMethod: 'cod',
    });
    const back = await refundedSoon(order.OrderId);
    expect(back.sourcePaise).toBe(session.Amount);
    // cancelling it afterwards still gives the wallet part back, once
    expect((await cancel(s.token, order.OrderId, 'wallet')).status).toBe(200);
    expect(await balanceOf(t, s.userId)).toBe(700);
    expect(await refundsOf(order.OrderId)).toHaveLength(2);
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(700 + session.Amount);
  });

  it('a second payment of an order already paid goes back to its source in full, with one refund call', async () => {
    const s = await shopper();
    const { order, session } = await openInRazorpay(s);
    // two tabs: both payments authorised before either is captured, then both captured
    const first = rzp.pay(session.GatewayOrderId, { outcome: 'authorized' }) as Success;
    const second = rzp.pay(session.GatewayOrderId, { outcome: 'authorized' }) as Success;
    rzp.capture(first.razorpay_payment_id);
    rzp.capture(second.razorpay_payment_id);
    // the second is reported by its authorised, captured and order.paid webhooks
    await rzp.flushWebhooks();
    const refundCalls = () =>
      rzp.requests.filter((r) => r.path === `/v1/payments/${second.razorpay_payment_id}/refund`);
    for (let i = 0; i < 100 && refundCalls().length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    const back = [...rzp.refunds.values()].filter(
      (r) => r.payment_id === second.razorpay_payment_id,
    );
    expect(back).toHaveLength(1);
    expect(back[0]!.amount).toBe(session.Amount);
    expect(refundCalls()).toHaveLength(1);
    expect(await orderRow(t, order.OrderId)).toMatchObject({
      status: 'placed',
      paidPaise: order.AmountPayable,
      refundedPaise: 0,
    });
    expect(await refundsOf(order.OrderId)).toHaveLength(0);
  });
});
