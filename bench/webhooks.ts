// npm run bench: signed Razorpay webhooks on PostgreSQL. The API runs against the local Razorpay
// stand-in (apps/api/src/test/razorpay-standin, in this process), as the payment tests do; shoppers
// place orders paid online and open a Razorpay order for each (the store calls the stand-in); each
// is paid there, then payment.captured and order.paid of every order (each its own
// X-Razorpay-Event-Id, signed with HMAC-SHA256 of the raw body) are delivered BENCH_WEBHOOK_COPIES
// times each, the copies at once. Prints events/s, deliveries/s, p50/p99, the answers by status
// and, from the database, whether each order was paid once ("applied once"). Asserts nothing.
// Env: BENCH_WEBHOOK_ORDERS (orders, 1000), BENCH_WEBHOOK_COPIES (deliveries of each event, 3:
// two duplicates), BENCH_WEBHOOK_CLIENTS (events in flight, 10), BENCH_WEBHOOK_PORT (4110).
// `npx tsx bench/webhooks.ts` runs it alone.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { signWebhook, type RazorpayWebhookEvent } from '../apps/api/src/modules/payments/razorpay';
import { startRazorpayStandin } from '../apps/api/src/test/razorpay-standin';
import {
  benchApiEnv,
  call,
  freshDatabase,
  loadLine,
  must,
  orderBody,
  percentile,
  signUp,
  start,
  stop,
  type Shopper,
} from './shoppers';
import { waitUp } from './wait-up';

const ORDERS = Number(process.env.BENCH_WEBHOOK_ORDERS ?? 1000);
const COPIES = Number(process.env.BENCH_WEBHOOK_COPIES ?? 3);
const CLIENTS = Number(process.env.BENCH_WEBHOOK_CLIENTS ?? 10);
const PORT = Number(process.env.BENCH_WEBHOOK_PORT ?? 4110);
const API = `http://127.0.0.1:${PORT}/api`;
const DB_NAME = 'kirana_bench_webhooks';
/** Orders a shopper may leave unpaid here; each shopper places fewer than this. */
const UNPAID_LIMIT = 100;
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_KiranaBench01',
  RAZORPAY_KEY_SECRET: 'bench-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789',
};

/** Runs `work(i)` for i < n with `clients` at a time. */
async function pool(n: number, clients: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(clients, n) }, async () => {
      for (let i = next++; i < n; i = next++) await work(i);
    }),
  );
}

interface Event {
  id: string;
  body: string;
  signature: string;
}

/** A signed event as Razorpay sends it. */
function signedEvent(
  id: string,
  event: string,
  payload: RazorpayWebhookEvent['payload'],
  accountId: string,
): Event {
  const envelope: RazorpayWebhookEvent = {
    entity: 'event',
    account_id: accountId,
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  };
  const body = JSON.stringify(envelope);
  return { id, body, signature: signWebhook(body, KEYS.RAZORPAY_WEBHOOK_SECRET) };
}

async function deliver(e: Event): Promise<{ ms: number; status: string }> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${API}/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Razorpay-Webhook/v1',
        'x-razorpay-signature': e.signature,
        'x-razorpay-event-id': e.id,
      },
      body: e.body,
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await res.json()) as { status?: string; Code?: string };
    const status = res.ok ? String(answer.status) : `${res.status} ${answer.Code ?? ''}`;
    return { ms: performance.now() - t0, status };
  } catch (err) {
    const status = err instanceof Error && err.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK';
    return { ms: performance.now() - t0, status };
  }
}

/** Whether each order was paid once: placed, paid in full, one captured payment, no money sent back. */
async function appliedOnce(db: pg.Client, orderIds: number[], events: number) {
  const one = async (q: string) => Number((await db.query(q, [orderIds])).rows[0].n);
  const notPaid = await one(
    `SELECT count(*) AS n FROM orders WHERE id = ANY($1::int[])
       AND (status <> 'placed' OR paid_paise <> amount_payable_paise)`,
  );
  const captured = await one(
    `SELECT count(*) AS n FROM payments WHERE order_id = ANY($1::int[]) AND status = 'captured'`,
  );
  const twice = await one(
    `SELECT count(*) AS n FROM (SELECT order_id FROM payments WHERE order_id = ANY($1::int[])
       AND status = 'captured' GROUP BY order_id HAVING count(*) > 1) t`,
  );
  const stray = Number((await db.query('SELECT count(*) AS n FROM stray_payments')).rows[0].n);
  const claimed = Number(
    (await db.query(`SELECT count(*) AS n FROM payment_webhook_events WHERE provider = 'razorpay'`))
      .rows[0].n,
  );
  const ok =
    notPaid === 0 &&
    twice === 0 &&
    captured === orderIds.length &&
    stray === 0 &&
    claimed === events;
  return { ok, notPaid, captured, twice, stray, claimed };
}

const rzp = await startRazorpayStandin({
  keyId: KEYS.RAZORPAY_KEY_ID,
  keySecret: KEYS.RAZORPAY_KEY_SECRET,
  webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
});
const shoppersNeeded = Math.ceil(ORDERS / (UNPAID_LIMIT - 10));
const emails = Array.from({ length: shoppersNeeded }, (_, i) => `bench-payer${i}@example.com`);
const databaseUrl = await freshDatabase(DB_NAME);
const api = start(
  'apps/api/src/server.ts',
  benchApiEnv(PORT, {
    DATABASE_URL: databaseUrl,
    TEST_LOGIN_IDENTIFIERS: emails.join(','),
    ...KEYS,
    RAZORPAY_API_URL: rzp.url,
    RAZORPAY_CHECKOUT_URL: rzp.checkoutUrl,
  }),
);
const db = new pg.Client({ connectionString: databaseUrl });
try {
  await waitUp(`${API}/health`);
  await db.connect();
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('unpaidOrderLimits', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify({ MaxUnpaidOrders: UNPAID_LIMIT, MaxUnpaidUnits: 10_000 })],
  );
  const product = (
    await db.query<{ id: number }>(
      'SELECT id FROM products WHERE NOT has_variants ORDER BY id LIMIT 1',
    )
  ).rows[0]!.id;
  await db.query('UPDATE products SET is_active = true, stock = $1 WHERE id = $2', [
    ORDERS * 2,
    product,
  ]);
  const shoppers: Shopper[] = [];
  for (const [n, email] of emails.entries()) {
    const s = await signUp(API, email, n);
    s.bodies.set(product, await orderBody(s, product, 'razorpay'));
    shoppers.push(s);
  }

  // the orders awaiting payment, each with its Razorpay order, paid at the stand-in
  console.log(`\nRazorpay webhooks on PostgreSQL: placing ${ORDERS} orders paid online…`);
  const orderIds: number[] = [];
  const events: Event[] = [];
  const accountId = 'acc_KiranaBench01';
  await pool(ORDERS, CLIENTS, async (i) => {
    const s = shoppers[i % shoppers.length]!;
    const placed = must(
      await call(API, 'POST', '/orders', {
        token: s.token,
        body: s.bodies.get(product),
        key: `bench-webhook-${i}`,
      }),
      201,
      'an order paid online',
    ).body as { Order: { OrderId: number; Status: string } };
    const orderId = placed.Order.OrderId;
    const session = must(
      await call(API, 'POST', `/orders/${orderId}/payments`, {
        token: s.token,
        body: { Provider: 'razorpay' },
      }),
      201,
      'a Razorpay order',
    ).body as { GatewayOrderId: string };
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured' });
    if (!('razorpay_payment_id' in paid)) throw new Error('the stand-in refused the payment');
    const payment = { entity: rzp.payments.get(paid.razorpay_payment_id)! };
    const order = { entity: rzp.orders.get(session.GatewayOrderId)! };
    orderIds.push(orderId);
    events.push(signedEvent(`evt_bench${i}c`, 'payment.captured', { payment }, accountId));
    events.push(signedEvent(`evt_bench${i}o`, 'order.paid', { payment, order }, accountId));
  });
  const awaiting = Number(
    (
      await db.query(
        `SELECT count(*) AS n FROM orders WHERE id = ANY($1::int[]) AND status = 'awaiting_payment'`,
        [orderIds],
      )
    ).rows[0].n,
  );

  // a few deliveries to warm the route, of events that name no order of ours (ignored)
  await pool(50, CLIENTS, async (i) => {
    await deliver(signedEvent(`evt_warm${i}`, 'payment.captured', {}, accountId));
  });
  await db.query(`DELETE FROM payment_webhook_events WHERE event_id LIKE 'evt_warm%'`);

  // the events in a shuffled order, each delivered COPIES times at once
  const order = events.map((_, i) => i).sort(() => Math.random() - 0.5);
  const latencies: number[] = [];
  const answers = new Map<string, number>();
  const t0 = performance.now();
  await pool(order.length, CLIENTS, async (k) => {
    const e = events[order[k]!]!;
    const copies = await Promise.all(Array.from({ length: COPIES }, () => deliver(e)));
    for (const c of copies) {
      latencies.push(c.ms);
      answers.set(c.status, (answers.get(c.status) ?? 0) + 1);
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const check = await appliedOnce(db, orderIds, events.length);

  latencies.sort((a, b) => a - b);
  console.log(
    `${orderIds.length} orders awaiting payment (${awaiting} still so before the webhooks), ` +
      `${events.length} events (payment.captured and order.paid of each), ` +
      `each delivered ${COPIES} times at once; ${CLIENTS} events in flight; ${loadLine()}`,
  );
  console.log(
    `  events/s ${(events.length / seconds).toFixed(0)}, deliveries/s ` +
      `${((events.length * COPIES) / seconds).toFixed(0)} (${seconds.toFixed(1)} s); ` +
      `delivery p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  const byStatus = [...answers].map(([s, n]) => `${s} x${n}`).join(', ');
  console.log(
    `  answers: ${byStatus} (handled: paid an order; ignored: order.paid after payment.captured ` +
      `of the same payment; duplicate: an event id already claimed)`,
  );
  console.log(
    `  duplicates refused: ${answers.get('duplicate') ?? 0} of ${events.length * (COPIES - 1)} redeliveries`,
  );
  console.log(
    `  applied once: ${check.ok ? 'yes' : 'NO'} (orders not paid in full: ${check.notPaid}; ` +
      `captured payments ${check.captured} for ${orderIds.length} orders; orders paid twice ` +
      `${check.twice}; money sent back ${check.stray}; event ids claimed ${check.claimed} of ${events.length})`,
  );
} finally {
  await db.end().catch(() => {});
  await stop(api);
  await rzp.close();
}
