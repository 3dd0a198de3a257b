import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  AdminOrderDetailsAnswer,
  AdminOrdersAnswer,
  DashboardAnswer,
  OrderDetails,
  PaymentMethods,
  PaymentSession,
} from '@kirana/shared';
import { loadConfig, sandboxOn, type Config } from '../../config';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import type { RazorpayStandin } from '../../test/razorpay-standin';
import { insertAttempt, setGatewayOrder } from './payment-attempts';
import { auditOf, deliver, shopperAt, type Shopper } from '../orders/console/orders-test-kit';
import { admin, ADMIN_TOKEN } from '../refunds/refunds-test-kit';
import { inTransaction } from '../../db/client';
import { lockOrder } from '../orders';
import { refundCancelledOrder } from '../refunds';
import { refundPayoutJob } from '../refunds/refunds.plugin';
import { refunds } from '../refunds/refunds.tables';
import { aSimpleProduct, call, setStock } from '../checkout/checkout-test-kit';
import {
  balanceOf,
  fundWallet,
  ledgerSum,
  orderRow,
  placedOrder,
  RAZORPAY_KEYS,
  startAppWithRazorpay,
  startPaying,
} from './payment-test-kit';

// The sandbox gateway moves no money, so what it "pays" must never be money: its orders are
// test orders everywhere, its part of a refund goes to no wallet and no gateway, an order is
// paid only through the method it was placed with, and a production store offers the sandbox
// only when asked (or as the localhost demo), saying so at start.

describe('when the sandbox is on', () => {
  const on = (env: Record<string, string>) => sandboxOn(loadConfig(env));
  const PUBLIC = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.in' };

  it('is off for a public production store unless PAYMENTS_SANDBOX asks for it', () => {
    expect(on(PUBLIC)).toBe(false);
    expect(on({ ...PUBLIC, PAYMENTS_SANDBOX: 'true' })).toBe(true);
    expect(on({ ...PUBLIC, ...RAZORPAY_KEYS, PAYMENTS_SANDBOX: 'true' })).toBe(true);
  });

  it('is on for the localhost demo of npm start and outside production while Razorpay is off', () => {
    expect(on({ NODE_ENV: 'production' })).toBe(true);
    expect(on({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(true);
    expect(on({ NODE_ENV: 'development', PUBLIC_URL: 'https://shop.example.in' })).toBe(true);
    expect(on({ NODE_ENV: 'production', ...RAZORPAY_KEYS })).toBe(false);
    expect(on({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' })).toBe(false);
  });
});

describe('the start of a production store', () => {
  const lines: { level: number; msg: string }[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const warnings = () =>
    lines.filter((l) => l.level === 40 && l.msg.includes('PAYMENTS SANDBOX IS ON'));
  const start = (over: Partial<Config>) =>
    startTestApp(
      'pglite',
      { NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: 'https://shop.example.in', ...over },
      { logStream },
    );
  const offered = async (t: TestApp) =>
    PaymentMethods.parse(await (await fetch(`${t.url}/api/get-payment-methods`)).json())
      .PaymentMethods.filter((m) => m.IsEnabled)
      .map((m) => m.PaymentMethodId);

  it('offers no sandbox and says nothing when not asked', async () => {
    const t = await start({});
    try {
      expect(await offered(t)).not.toContain('sandbox');
      expect(warnings()).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('offers the sandbox when asked, with a warning at start', async () => {
    const t = await start({ PAYMENTS_SANDBOX: true });
    try {
      expect(await offered(t)).toContain('sandbox');
      expect(warnings()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe.each(DB_KINDS)('orders paid in the sandbox on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandin;
  let close: () => Promise<void>;
  let product: Awaited<ReturnType<typeof aSimpleProduct>>;
  let n = 0;
  /** A shopper who is not a test user (their orders are real ones). */
  const shopper = async () => {
    const s: Shopper = await shopperAt(t, `sandbox.buyer${n++}@example.com`);
    return { ...s, product };
  };
  const paySandbox = async (s: Shopper, orderId: number) => {
    const session = PaymentSession.parse((await startPaying(t, s.token, orderId, 'sandbox')).body);
    const paid = await call(t, 'POST', `/payments/sandbox/${session.PaymentId}`, s.token, {
      Outcome: 'succeed',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return session;
  };
  const consoleDetails = async (orderId: number) =>
    AdminOrderDetailsAnswer.parse((await admin(t, 'GET', `/admin/orders/${orderId}`)).body)
      .OrderDetails!;
  const today = async () =>
    DashboardAnswer.parse((await admin(t, 'GET', '/admin/dashboard')).body).Today;

  beforeAll(async () => {
    ({ t, rzp, close } = await startAppWithRazorpay(kind, [], {
      PAYMENTS_SANDBOX: true,
      ADMIN_TOKEN,
    }));
    product = await aSimpleProduct(t, 3);
    await setStock(t, product.id, 10_000);
  });
  afterAll(() => close());

  it('pays an order only through the method it was placed with', async () => {
    const s = await shopper();
    const byRazorpay = await placedOrder(t, s, 'razorpay');
    const bySandbox = await placedOrder(t, s, 'sandbox');
    for (const [order, other] of [
      [byRazorpay, 'sandbox'],
      [bySandbox, 'razorpay'],
    ] as const) {
      const res = await startPaying(t, s.token, order.OrderId, other);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.Code).toBe('PAYMENT_METHOD_MISMATCH');
    }
    // a sandbox session opened on a Razorpay order before methods were bound pays nothing
    const stale = await insertAttempt(t.database.db, {
      orderId: byRazorpay.OrderId,
      userId: s.userId,
      provider: 'sandbox',
      amount: byRazorpay.AmountPayable,
    });
    await setGatewayOrder(t.database.db, stale.id, 'sandbox_order_stale0001');
    const res = await call(t, 'POST', `/payments/sandbox/${stale.id}`, s.token, {
      Outcome: 'succeed',
    });
    expect(res.status).toBe(409);
    expect(await orderRow(t, byRazorpay.OrderId)).toMatchObject({
      status: 'awaiting_payment',
      paidPaise: 0,
      isTestOrder: false,
    });
  });

  it('makes a test order: marked in every answer, out of the dashboard, shipped only with the override', async () => {
    const s = await shopper();
    const before = await today();
    const order = await placedOrder(t, s, 'sandbox');
    await paySandbox(s, order.OrderId);

    const mine = OrderDetails.parse(
      (await call(t, 'GET', `/order-details?orderId=${order.OrderId}`, s.token)).body.OrderDetails,
    );
    expect(mine).toMatchObject({ Status: 'placed', IsTestOrder: true });
    expect((await consoleDetails(order.OrderId)).IsTestOrder).toBe(true);
    const tests = AdminOrdersAnswer.parse(
      (await admin(t, 'GET', '/admin/orders?test=yes&pageSize=60')).body,
    );
    expect(tests.Orders.find((o) => o.OrderId === order.OrderId)?.IsTestOrder).toBe(true);
    const after = await today();
    expect(after).toMatchObject({
      Orders: before.Orders,
      Revenue: before.Revenue,
      Paid: before.Paid,
    });

    const move = (body: Record<string, unknown>) =>
      admin(t, 'POST', `/admin/orders/${order.OrderId}/status`, body);
    expect((await move({ Status: 'confirmed' })).status).toBe(200);
    const refused = await move({ Status: 'packed' });
    expect(refused.status).toBe(409);
    expect(refused.body.Code).toBe('TEST_ORDER');
    expect((await orderRow(t, order.OrderId)).status).toBe('confirmed');
    expect((await move({ Status: 'packed', FulfilTestOrder: true })).status).toBe(200);
    const [packed] = await auditOf(t, order.OrderId, 'order.pack');
    expect(packed!.after).toMatchObject({ Status: 'packed', FulfilTestOrder: true });
  });

  it('cancelled, gives back only the wallet part really paid: no wallet money, no gateway refund for the rest', async () => {
    const s = await shopper();
    await fundWallet(t, s.userId, 1_000);
    const order = await placedOrder(t, s, 'sandbox', { walletAmount: 1_000 });
    const session = await paySandbox(s, order.OrderId);
    expect(session.Amount).toBe(order.AmountPayable - 1_000);
    expect(await balanceOf(t, s.userId)).toBe(0);

    const res = await call(t, 'POST', `/orders/${order.OrderId}/cancel`, s.token, {
      Reason: 'Ordered by mistake',
      RefundTo: 'wallet',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balanceOf(t, s.userId)).toBe(1_000);
    expect(await ledgerSum(t, s.userId)).toBe(1_000);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.OrderId));
    expect(refund).toMatchObject({
      walletPaise: 1_000,
      sourcePaise: session.Amount,
      sourceProvider: 'sandbox',
    });
    expect(rzp.requests.filter((r) => r.path.endsWith('/refund'))).toHaveLength(0);
  });

  it('settles a sandbox refund even after the sandbox was switched off for new payments', async () => {
    const s = await shopper();
    const order = await placedOrder(t, s, 'sandbox');
    await paySandbox(s, order.OrderId);
    // cancelled as the checkout module does on its locked order; the worker's job is held back
    const refundId = await inTransaction(t.database.db, async (tx) => {
      const locked = (await lockOrder(tx, order.OrderId, null))!;
      const id = (await refundCancelledOrder(tx, locked, { refundTo: 'source', actor: 'store' }))!;
      await tx.execute(
        sql`UPDATE jobs SET run_at = now() + interval '1 hour'
            WHERE kind = 'refund-gateway-payout' AND (payload->>'refundId')::int = ${id}`,
      );
      return id;
    });
    const off = { ...t.deps, config: { ...t.deps.config, PAYMENTS_SANDBOX: false } };
    await refundPayoutJob.handler({ deps: off })({ refundId });
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row).toMatchObject({ status: 'refunded', sourceProvider: 'sandbox', walletPaise: 0 });
    expect(rzp.requests.filter((r) => r.path.endsWith('/refund'))).toHaveLength(0);
  });

  it('returned, sends the money back to the sandbox only, whatever the shopper asks', async () => {
    const s = await shopper();
    const order = await placedOrder(t, s, 'sandbox');
    await paySandbox(s, order.OrderId);
    await deliver(t, order.OrderId);
    const options = (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, s.token))
      .body as { Destinations: string[] };
    expect(options.Destinations).toEqual(['source']);
    const asked = await call(t, 'POST', '/refunds', s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      Reason: 'No longer needed',
      Destination: 'wallet',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.OrderId));
    expect(refund).toMatchObject({ walletPaise: 0, sourceProvider: 'sandbox' });
    expect(refund!.sourcePaise).toBe(refund!.amountPaise);
  });
});
