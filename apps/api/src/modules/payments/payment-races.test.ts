import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { PaymentSession } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { signWebhook } from './razorpay';
import type { RazorpayStandin } from '../../test/razorpay-standin';
import { orderEvents, orders } from '../orders/orders.tables';
import { paymentWebhookEvents } from './payments.tables';
import { call } from '../checkout/checkout-test-kit';
import {
  aShopper,
  balanceOf,
  fundWallet,
  ledgerSum,
  orderRow,
  placedOrder,
  placeOrderWith,
  RAZORPAY_KEYS,
  startAppWithRazorpay,
  startPaying,
} from './payment-test-kit';

const EMAILS = Array.from({ length: 12 }, (_, i) => `payrace${i}@example.com`);
const ADMIN_TOKEN = 'admin-token-for-the-payment-races-suite-0123456789';

/** Runs `jobs` with at most `width` in flight. */
async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

describeRaces('payment races', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandin;

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, rzp, close } = await startAppWithRazorpay(kind, EMAILS, {
      PAYMENTS_SANDBOX: true,
      ADMIN_TOKEN,
    }));
    // each shopper here keeps 100 orders unpaid at once, far past the store's default cap
    const limits = { MaxUnpaidOrders: 100, MaxUnpaidUnits: 10_000 };
    expect(
      (await call(t, 'PUT', '/admin/settings/unpaid-orders', ADMIN_TOKEN, limits)).status,
    ).toBe(200);
  }, 600_000);
  afterAll(() => close());

  it('1,000 payments, each webhook delivered three times at once, make exactly 1,000 credits', async () => {
    const shoppers = await Promise.all(EMAILS.slice(0, 10).map((e) => aShopper(t, e, 100_000)));
    const opened = await inParallel(
      Array.from({ length: 1000 }, (_, i) => async () => {
        const s = shoppers[i % shoppers.length]!;
        const order = await placedOrder(t, s, 'razorpay');
        const res = await startPaying(t, s.token, order.OrderId, 'razorpay');
        return { order, session: PaymentSession.parse(res.body) };
      }),
      20,
    );
    rzp.setWebhookUrl(null);
    const bodies = opened.map(({ session }, i) => {
      const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured' }) as {
        razorpay_payment_id: string;
      };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_KiranaTest0001',
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity: rzp.payments.get(paid.razorpay_payment_id) } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, eventId: `evt_race${String(i).padStart(6, '0')}` };
    });
    // every event three times, shuffled, 48 in flight
    const deliveries = bodies.flatMap((b) => [b, b, b]).sort(() => Math.random() - 0.5);
    const answers = await inParallel(
      deliveries.map((d) => async () => {
        const res = await fetch(`${t.url}/api/payments/razorpay/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signWebhook(d.body, RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET),
            'x-razorpay-event-id': d.eventId,
          },
          body: d.body,
        });
        return { status: res.status, outcome: ((await res.json()) as { status: string }).status };
      }),
      48,
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.outcome === 'handled')).toHaveLength(1000);
    expect(answers.filter((a) => a.outcome === 'duplicate')).toHaveLength(2000);

    const ids = opened.map((o) => o.order.OrderId);
    const [placed] = await t.database.db
      .select({
        n: count(),
        paid: sql<string>`sum(${orders.paidPaise})`,
        due: sql<string>`sum(${orders.amountPayablePaise})`,
      })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.status, 'placed')));
    expect(placed!.n).toBe(1000);
    expect(Number(placed!.paid)).toBe(Number(placed!.due));
    const [events] = await t.database.db
      .select({ n: count() })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.status, 'placed')));
    expect(events!.n).toBe(1000);
    const [claimed] = await t.database.db
      .select({ n: count() })
      .from(paymentWebhookEvents)
      .where(sql`${paymentWebhookEvents.eventId} LIKE 'evt_race%'`);
    expect(claimed!.n).toBe(1000);
  }, 600_000);

  it('ten tabs paying with the same wallet balance spend it once', async () => {
    const s = await aShopper(t, EMAILS[10]!, 100);
    const probe = await placeOrderWith(t, s, 'wallet', { walletAmount: 'all' });
    expect(probe.status).toBe(409); // an empty wallet cannot pay: nothing placed
    expect(probe.body.Code).toBe('WALLET_BALANCE_LOW');
    const q = await call(t, 'POST', '/checkout/quote', s.token, {
      Items: [{ ProductId: s.product.id, VariantId: null, Qty: 1 }],
      AddressId: s.addressId,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'wallet',
    });
    const payable = (q.body as { Bill: { AmountPayable: number } }).Bill.AmountPayable;
    await fundWallet(t, s.userId, payable + 50);
    const tabs = await Promise.all(
      Array.from({ length: 10 }, () => placeOrderWith(t, s, 'wallet', { walletAmount: 'all' })),
    );
    expect(tabs.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = tabs.filter((r) => r.status !== 201);
    expect(losers.map((r) => `${r.status} ${r.body.Code}`)).toEqual(
      Array(9).fill('409 WALLET_BALANCE_LOW'),
    );
    expect(await balanceOf(t, s.userId)).toBe(50);
    expect(await ledgerSum(t, s.userId)).toBe(50);
  }, 120_000);

  it('twenty Succeed clicks on one sandbox payment pay the order once', async () => {
    const s = await aShopper(t, EMAILS[11]!, 100);
    const order = await placedOrder(t, s, 'sandbox');
    const session = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'sandbox')).body,
    );
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, 'POST', `/payments/sandbox/${session.PaymentId}`, s.token, { Outcome: 'succeed' }),
      ),
    );
    expect(clicks.every((c) => c.status === 200)).toBe(true);
    expect(await orderRow(t, order.OrderId)).toMatchObject({
      status: 'placed',
      paidPaise: order.AmountPayable,
    });
    const [placedEvents] = await t.database.db
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.OrderId), eq(orderEvents.status, 'placed')));
    expect(placedEvents!.n).toBe(1);
  }, 120_000);
});
