import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { formatInr, OrderDetails, WhatsAppConsent } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { enqueue } from '../../lib/jobs';
import { shopperMessages } from '../../lib/messaging';
import { call, codOrderBody, postOrder } from '../checkout/checkout-test-kit';
import { expectBadField } from '../orders/console/orders-test-kit';
import {
  ADMIN_TOKEN,
  aProduct,
  admin,
  items,
  placeOrder,
  UNLIMITED,
} from '../refunds/refunds-test-kit';
import { signInWithOtp } from '../auth/auth-test-kit';
import { users } from '../users/users.tables';
import { whatsappUpdateJob } from './send-update.job';
import {
  messageRows,
  messagesTo,
  phoneShopper,
  whatsappJobsDone,
  whatsappTestApp,
} from './whatsapp-test-kit';

// Issue 26 part 3: order updates on WhatsApp, sent as template messages to the Cloud API's
// stand-in, only to shoppers who agreed, each once.

const consent = async (t: Parameters<typeof call>[0], token: string) => {
  const res = await call(t, 'GET', '/profile/whatsapp', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return WhatsAppConsent.parse(res.body);
};

describe.each(DB_KINDS)('WhatsApp order updates on %s', (kind) => {
  const app = whatsappTestApp(kind);

  it('records a shopper’s opt-in in Settings with its time and the account’s mobile, and the opt-out', async () => {
    const { t } = app;
    const asha = await phoneShopper(t, '9876500001');
    expect(await consent(t, asha.token)).toEqual({
      OptedIn: false,
      OptedInAt: null,
      PhoneNumber: null,
      Available: true,
    });
    const before = Date.now();
    const res = await call(t, 'PUT', '/profile/whatsapp', asha.token, { OptedIn: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const given = WhatsAppConsent.parse(res.body);
    expect(given).toMatchObject({ OptedIn: true, PhoneNumber: '9876500001', Available: true });
    const at = Date.parse(given.OptedInAt!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // asked again, the first consent's time stays
    await call(t, 'PUT', '/profile/whatsapp', asha.token, { OptedIn: true });
    expect(await consent(t, asha.token)).toEqual(given);

    const out = await call(t, 'PUT', '/profile/whatsapp', asha.token, { OptedIn: false });
    expect(out.body).toMatchObject({ OptedIn: false, OptedInAt: null, PhoneNumber: null });
  });

  it('gives the consent in the export of my data, and erases it with the account', async () => {
    const { t } = app;
    const dev = await phoneShopper(t, '9876500008');
    const given = await call(t, 'PUT', '/profile/whatsapp', dev.token, { OptedIn: true });
    const exported = await call(t, 'GET', '/profile/export', dev.token);
    expect(exported.body.WhatsAppUpdates).toEqual(given.body);
    const gone = await call(t, 'DELETE', '/profile', dev.token, { Confirm: 'DELETE' });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const [row] = await t.database.db
      .select({ at: users.whatsappOptedInAt, number: users.whatsappNumber })
      .from(users)
      .where(eq(users.id, dev.userId));
    expect(row).toEqual({ at: null, number: null });
  });

  it('refuses an opt-in for an account without a mobile, someone else’s opt-in and bad input', async () => {
    const { t } = app;
    const meena = await signInWithOtp(t, 'email', 'meena.whatsapp@example.com');
    expect((await consent(t, meena.Token)).Available).toBe(false);
    const noMobile = await call(t, 'PUT', '/profile/whatsapp', meena.Token, { OptedIn: true });
    expect(noMobile.status).toBe(409);
    expect(noMobile.body).toMatchObject({ Code: 'MOBILE_REQUIRED' });

    const ravi = await phoneShopper(t, '9876500002');
    const kiran = await phoneShopper(t, '9876500003');
    // the consent is always the caller's own: another user's id or number is refused
    for (const extra of [{ UserId: kiran.userId }, { PhoneNumber: '9876500003' }]) {
      const res = await call(t, 'PUT', '/profile/whatsapp', ravi.token, {
        OptedIn: true,
        ...extra,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    expectBadField(
      await call(t, 'PUT', '/profile/whatsapp', ravi.token, { OptedIn: 'yes' }),
      'body.OptedIn',
    );
    expectBadField(await call(t, 'PUT', '/profile/whatsapp', ravi.token, {}), 'body.OptedIn');
    expect((await call(t, 'PUT', '/profile/whatsapp', undefined, { OptedIn: true })).status).toBe(
      401,
    );
    expect((await consent(t, ravi.token)).OptedIn).toBe(false);
    expect((await consent(t, kiran.token)).OptedIn).toBe(false);

    const product = await aProduct(t, 0, 10_000);
    const body = await codOrderBody(t, ravi.token, items([product.id, 1]), ravi.addressId);
    expectBadField(
      await postOrder(t, ravi.token, { ...body, WhatsAppUpdates: 'yes' }, 'wa-bad-flag'),
      'body.WhatsAppUpdates',
    );
  });

  it('opts in at checkout and sends each move of the order as its template with its parameters', async () => {
    const { t, standin } = app;
    const ravi = await phoneShopper(t, '9876500004');
    const product = await aProduct(t, 1, 25_000);
    const body = await codOrderBody(t, ravi.token, items([product.id, 2]), ravi.addressId);
    const before = Date.now();
    const placed = await postOrder(t, ravi.token, { ...body, WhatsAppUpdates: true }, 'wa-ravi-1');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = OrderDetails.parse(placed.body.Order);
    const given = await consent(t, ravi.token);
    expect(given).toMatchObject({ OptedIn: true, PhoneNumber: '9876500004' });
    expect(Date.parse(given.OptedInAt!)).toBeGreaterThanOrEqual(before - 1000);

    for (const [Status, extra] of [
      ['confirmed', {}],
      ['packed', {}],
      ['shipped', { Carrier: 'Delhivery', TrackingNumber: 'DL12345678' }],
      ['out_for_delivery', {}],
      ['delivered', {}],
    ] as const) {
      const res = await admin(t, 'POST', `/admin/orders/${order.OrderId}/status`, {
        Status,
        ...extra,
      });
      expect(res.status, `${Status}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    await whatsappJobsDone(t);
    const n = order.OrderNumber;
    const amount = formatInr(order.AmountPayable);
    expect(
      messagesTo(standin, '9876500004').map((m) => [m.template, m.language, m.parameters]),
    ).toEqual([
      ['kirana_order_placed', 'en', [n, amount]],
      ['kirana_order_confirmed', 'en', [n]],
      ['kirana_order_shipped', 'en', [n, 'Delhivery', 'DL12345678']],
      ['kirana_order_out_for_delivery', 'en', [n]],
      ['kirana_order_delivered', 'en', [n]],
    ]);
    expect(messagesTo(standin, '9876500004')[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876500004',
      type: 'template',
      template: {
        name: 'kirana_order_placed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: n },
              { type: 'text', text: amount },
            ],
          },
        ],
      },
    });
    const rows = await messageRows(t, order.OrderId);
    expect(rows.map((r) => [r.event, r.status])).toEqual(
      [
        'order_placed',
        'order_confirmed',
        'order_shipped',
        'order_out_for_delivery',
        'order_delivered',
      ].map((e) => [e, 'accepted']),
    );
    expect(rows.map((r) => r.wamid)).toEqual(messagesTo(standin, '9876500004').map((m) => m.wamid));
  });

  it('sends the cancellation and the refund credited to the wallet', async () => {
    const { t, standin } = app;
    const asha = await phoneShopper(t, '9876500005');
    await call(t, 'PUT', '/profile/whatsapp', asha.token, { OptedIn: true });
    const product = await aProduct(t, 2, 12_345);
    const order = await placeOrder(t, asha, 'wallet', items([product.id, 1]));
    const cancel = await call(t, 'POST', `/orders/${order.OrderId}/cancel`, asha.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await whatsappJobsDone(t);
    const amount = formatInr(order.AmountPayable);
    expect(messagesTo(standin, '9876500005').map((m) => [m.template, m.parameters])).toEqual([
      ['kirana_order_placed', [order.OrderNumber, amount]],
      ['kirana_order_cancelled', [order.OrderNumber]],
      ['kirana_refund_credited', [amount, order.OrderNumber]],
    ]);
  });

  it('sends a Hindi shopper’s updates with the template language hi', async () => {
    const { t, standin } = app;
    const meena = await phoneShopper(t, '9876500008');
    await call(t, 'PUT', '/profile/language', meena.token, { Language: 'hi' });
    await call(t, 'PUT', '/profile/whatsapp', meena.token, { OptedIn: true });
    const product = await aProduct(t, 5, 8_000);
    const order = await placeOrder(t, meena, 'cod', items([product.id, 1]));
    await admin(t, 'POST', `/admin/orders/${order.OrderId}/status`, { Status: 'confirmed' });
    await whatsappJobsDone(t);
    expect(messagesTo(standin, '9876500008').map((m) => [m.template, m.language])).toEqual([
      ['kirana_order_placed', 'hi'],
      ['kirana_order_confirmed', 'hi'],
    ]);
    expect(messagesTo(standin, '9876500008')[0]!.body).toMatchObject({
      template: { name: 'kirana_order_placed', language: { code: 'hi' } },
    });
  });

  it('sends nothing to a shopper who did not opt in, or opted out', async () => {
    const { t, standin } = app;
    const kiran = await phoneShopper(t, '9876500006');
    const product = await aProduct(t, 3, 5_000);
    const first = await placeOrder(t, kiran, 'cod', items([product.id, 1]));
    await call(t, 'PUT', '/profile/whatsapp', kiran.token, { OptedIn: true });
    await call(t, 'PUT', '/profile/whatsapp', kiran.token, { OptedIn: false });
    const second = await placeOrder(t, kiran, 'cod', items([product.id, 1]));
    for (const o of [first, second])
      expect(
        (await admin(t, 'POST', `/admin/orders/${o.OrderId}/status`, { Status: 'confirmed' }))
          .status,
      ).toBe(200);
    await whatsappJobsDone(t);
    expect(messagesTo(standin, '9876500006')).toEqual([]);
    expect(await messageRows(t, first.OrderId)).toEqual([]);
    expect(await messageRows(t, second.OrderId)).toEqual([]);
  });

  it('sends an update once when its job is queued again, and again after the Cloud API failed', async () => {
    const { t, standin } = app;
    const leela = await phoneShopper(t, '9876500007');
    await call(t, 'PUT', '/profile/whatsapp', leela.token, { OptedIn: true });
    const product = await aProduct(t, 4, 7_500);
    // only this shopper's message fails: a message of an earlier test still queued would take it
    standin.failNext(500, 1, '919876500007');
    const order = await placeOrder(t, leela, 'cod', items([product.id, 1]));
    // the first attempt failed: its retry is made due now instead of in its backoff
    await expect
      .poll(async () => (await messageRows(t, order.OrderId))[0]?.error ?? null, {
        timeout: 15_000,
      })
      .toMatch(/answered 500/);
    await t.database.db.execute(
      sql`UPDATE jobs SET run_at = now() WHERE kind = 'whatsapp-update' AND done_at IS NULL`,
    );
    await whatsappJobsDone(t);
    expect(messagesTo(standin, '9876500007')).toHaveLength(1);

    const again = {
      key: `order:${order.OrderId}:order_placed`,
      userId: leela.userId,
      orderId: order.OrderId,
      event: 'order_placed' as const,
      parameters: messagesTo(standin, '9876500007')[0]!.parameters,
    };
    for (let i = 0; i < 2; i++)
      await enqueue(t.database.db, whatsappUpdateJob, again, {
        sequence: shopperMessages(leela.userId),
      });
    await whatsappJobsDone(t);
    expect(messagesTo(standin, '9876500007')).toHaveLength(1);
    expect((await messageRows(t, order.OrderId)).map((r) => [r.status, r.error])).toEqual([
      ['accepted', null],
    ]);
  });
});

describe.each(DB_KINDS)('WhatsApp off (no token) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
  });
  afterAll(() => t?.close());

  it('offers no opt-in, ignores the checkout’s flag and lists the templates as not enabled', async () => {
    const s = await phoneShopper(t, '9876500201');
    expect((await consent(t, s.token)).Available).toBe(false);
    const res = await call(t, 'PUT', '/profile/whatsapp', s.token, { OptedIn: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ Code: 'WHATSAPP_OFF' });
    const product = await aProduct(t, 0, 10_000);
    const body = await codOrderBody(t, s.token, items([product.id, 1]), s.addressId);
    const placed = await postOrder(t, s.token, { ...body, WhatsAppUpdates: true }, 'wa-off-1');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await consent(t, s.token)).toMatchObject({ OptedIn: false, OptedInAt: null });
    const list = await admin(t, 'GET', '/admin/whatsapp/templates');
    expect(list.body).toMatchObject({ Enabled: false });
  });
});
