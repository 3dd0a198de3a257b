import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PushMessage } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  aBrowserSubscription,
  checkVapid,
  startPushStandin,
  type PushStandin,
  type ReceivedPush,
} from '../../test/push-service-standin';
import {
  ADMIN_TOKEN,
  admin,
  aProduct,
  aShopper,
  call,
  deliver,
  placeOrder,
  UNLIMITED,
  type Shopper,
} from '../refunds/refunds-test-kit';
import { pushKeys, pushSubscriptions } from './notifications.tables';
import { pushDeliveryJob } from './push-delivery';

describe.each(DB_KINDS)('web push on %s', (kind) => {
  let t: TestApp;
  let push: PushStandin;
  let asha: Shopper;
  let ravi: Shopper;
  let vapId: string;

  beforeAll(async () => {
    push = await startPushStandin();
    t = await startTestApp(kind, {
      ...UNLIMITED,
      ADMIN_TOKEN,
      ...push.storeConfig,
      VAPID_SUBJECT: 'mailto:owner@kirana.example',
    });
    asha = await aShopper(t, 'asha.push@example.in');
    ravi = await aShopper(t, 'ravi.push@example.in');
    const config = await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig');
    vapId = (config.body as { Config: { vapId: string } }).Config.vapId;
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  /** A browser of `s` subscribed at its own endpoint path, saved through the API. */
  async function subscribed(s: Shopper, name: string) {
    const browser = aBrowserSubscription(`${push.url}/push/${name}`);
    const res = await call(t, 'POST', '/save-notification-token', s.token, {
      token: browser.token,
      userId: s.userId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return browser;
  }
  /** The pushes that reached an endpoint path, once `n` have (the app's job worker sends them). */
  async function pushesTo(name: string, n: number): Promise<ReceivedPush[]> {
    const at = () => push.received.filter((r) => r.path === `/push/${name}`);
    await expect.poll(() => at().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
    return at();
  }
  const messageOf = (browser: ReturnType<typeof aBrowserSubscription>, r: ReceivedPush) =>
    PushMessage.parse(JSON.parse(browser.decrypt(r.body)));

  it('makes one VAPID key pair at first start, keeps it, and gives its public key as vapId', async () => {
    expect(Buffer.from(vapId, 'base64url')).toHaveLength(65);
    const rows = await t.database.db.select().from(pushKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(vapId);
    const again = await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig');
    expect((again.body as { Config: { vapId: string } }).Config.vapId).toBe(vapId);
  });

  it('sends the welcome once, encrypted for the browser (RFC 8291) and signed with VAPID (RFC 8292)', async () => {
    const browser = await subscribed(asha, 'asha-phone');
    const send = () =>
      call(t, 'POST', '/send-notification', asha.token, { userId: asha.userId, dummy: true });
    expect((await send()).body).toEqual({ dummyNotificationSent: true, Queued: true });
    expect((await send()).body).toEqual({ dummyNotificationSent: true, Queued: false });

    const [r] = await pushesTo('asha-phone', 1);
    expect(r!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(r!.headers.ttl)).toBeGreaterThan(0);
    const vapid = checkVapid(r!.headers.authorization as string, browser.token.endpoint);
    expect(vapid).toMatchObject({
      signed: true,
      alg: 'ES256',
      publicKey: vapId,
      audOk: true,
      expOk: true,
      sub: 'mailto:owner@kirana.example',
    });
    expect(messageOf(browser, r!)).toMatchObject({
      title: 'Notifications are on',
      icon: '/icon-192.png',
      click_action: '/order/history',
    });
    // a second welcome never went out
    await new Promise((ok) => setTimeout(ok, 1500));
    expect(push.received.filter((x) => x.path === '/push/asha-phone')).toHaveLength(1);
  });

  it('keeps a welcome asked for before any subscription and pushes it at the first save, once', async () => {
    const tara = await aShopper(t, 'tara.push@example.in');
    const ask = () =>
      call(t, 'POST', '/send-notification', tara.token, { userId: tara.userId, dummy: true });
    // signed in, no subscription yet: recorded, nothing to push to
    expect((await ask()).body).toEqual({ dummyNotificationSent: true, Queued: false });
    const browser = await subscribed(tara, 'tara-phone');
    const [r] = await pushesTo('tara-phone', 1);
    expect(messageOf(browser, r!)).toMatchObject({ title: 'Notifications are on', tag: 'welcome' });
    // asked again and saved again (a renewal): it never goes out twice
    expect((await ask()).body).toEqual({ dummyNotificationSent: true, Queued: false });
    await subscribed(tara, 'tara-phone');
    await new Promise((ok) => setTimeout(ok, 1500));
    expect(push.received.filter((x) => x.path === '/push/tara-phone')).toHaveLength(1);
  });

  it('refuses another shopper’s userId, bad tokens and no session', async () => {
    const browser = aBrowserSubscription(`${push.url}/push/stolen`);
    const other = await call(t, 'POST', '/save-notification-token', asha.token, {
      token: browser.token,
      userId: ravi.userId,
    });
    expect(other.status).toBe(403);
    expect(other.body.Code).toBe('NOT_YOUR_USER');
    const welcome = await call(t, 'POST', '/send-notification', asha.token, {
      userId: ravi.userId,
      dummy: true,
    });
    expect(welcome.status).toBe(403);
    for (const [token, field] of [
      [{ ...browser.token, endpoint: 'http://127.0.0.1/push/x' }, 'body.token.endpoint'],
      [
        { ...browser.token, keys: { ...browser.token.keys, p256dh: 'AAAA' } },
        'body.token.keys.p256dh',
      ],
      [
        { ...browser.token, keys: { ...browser.token.keys, auth: 'not base64!' } },
        'body.token.keys.auth',
      ],
    ] as const) {
      const res = await call(t, 'POST', '/save-notification-token', asha.token, {
        token,
        userId: asha.userId,
      });
      expect(res.status).toBe(400);
      expect((res.body.Fields as { Field: string }[]).map((f) => f.Field)).toContain(field);
    }
    const anon = await call(t, 'POST', '/save-notification-token', undefined, {
      token: browser.token,
      userId: asha.userId,
    });
    expect(anon.status).toBe(401);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.token.endpoint));
    expect(rows).toEqual([]);
  });

  it('keeps one row per endpoint: saved again it renews, by another shopper it moves to them', async () => {
    const browser = await subscribed(ravi, 'shared-laptop');
    const first = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.token.endpoint));
    await subscribed(ravi, 'shared-laptop');
    const again = await call(t, 'POST', '/save-notification-token', asha.token, {
      token: browser.token,
      userId: asha.userId,
    });
    expect(again.body.isTokenSaved).toBe(true);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.token.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first[0]!.id);
    expect(rows[0]!.userId).toBe(asha.userId);
    // ravi cannot delete it now; asha (logging out) can
    const del = (s: Shopper) =>
      call(t, 'POST', '/delete-notification-token', s.token, { endpoint: browser.token.endpoint });
    expect((await del(ravi)).body).toEqual({ Deleted: false });
    expect((await del(asha)).body).toEqual({ Deleted: true });
  });

  it('pushes order moves with the order’s page, and drops a subscription the service says is gone', async () => {
    const shopper = await aShopper(t, 'neha.push@example.in');
    const phone = await subscribed(shopper, 'neha-phone');
    const old = await subscribed(shopper, 'neha-old-tablet');
    push.answer('/push/neha-old-tablet', 410);
    const product = await aProduct(t, 2, 9_900);
    const order = await placeOrder(t, shopper, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    await deliver(t, order.OrderId);

    const got = (await pushesTo('neha-phone', 3)).map((r) => messageOf(phone, r));
    // each move is its own job: they may arrive in any order
    expect(got.map((m) => m.title).sort()).toEqual(
      [
        `Order ${order.OrderNumber}: Confirmed`,
        `Order ${order.OrderNumber}: Shipped`,
        `Order ${order.OrderNumber}: Delivered`,
      ].sort(),
    );
    for (const m of got) {
      expect(m.click_action).toBe(`/order/details/${order.OrderId}`);
      expect(m.tag).toBe(`order-${order.OrderId}`);
    }
    // packed is not worth a notification
    expect(got.some((m) => m.title.endsWith('Packed'))).toBe(false);
    // the old tablet answered 410 to the first push: its row went, nothing more was sent there
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.endpoint, old.token.endpoint))
          ).length,
      )
      .toBe(0);
    expect(push.received.filter((r) => r.path === '/push/neha-old-tablet')).toHaveLength(1);
  });

  it('pushes a refund’s moves with the refund’s page', async () => {
    const shopper = await aShopper(t, 'meera.push@example.in');
    const phone = await subscribed(shopper, 'meera-phone');
    const product = await aProduct(t, 3, 7_500);
    const order = await placeOrder(t, shopper, 'wallet', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    const cancel = await call(t, 'POST', `/orders/${order.OrderId}/cancel`, shopper.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const refundId = (cancel.body.OrderDetails as { Refunds: { RefundId: number }[] }).Refunds[0]!
      .RefundId;
    const got = (await pushesTo('meera-phone', 2)).map((r) => messageOf(phone, r));
    const refund = got.filter((m) => m.click_action === `/refund/details/${refundId}`);
    // a wallet-paid cancellation is refunded at once: one push, the money credited
    expect(refund.map((m) => m.title.replace(/^Refund RF-\d{6}: /, ''))).toEqual(['Refunded']);
    expect(refund.find((m) => m.title.endsWith('Refunded'))!.body).toMatch(
      /^₹[\d,]+\.\d{2} has been credited\.$/,
    );
    expect(got.some((m) => m.title === `Order ${order.OrderNumber}: Cancelled`)).toBe(true);
  });

  it('tells a waiting shopper once when a product is back in stock', async () => {
    const shopper = await aShopper(t, 'kiran.push@example.in');
    const phone = await subscribed(shopper, 'kiran-phone');
    const product = await aProduct(t, 6, 5_000);
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 0 });
    const ask = await call(t, 'POST', '/notify-back-in-stock', shopper.token, {
      productId: product.id,
    });
    expect(ask.body).toEqual({ Subscribed: true });
    await call(t, 'POST', '/notify-back-in-stock', shopper.token, { productId: product.id });
    const restock = await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 12 });
    expect(restock.status).toBe(200);
    const [r] = await pushesTo('kiran-phone', 1);
    const m = messageOf(phone, r!);
    expect(m.title).toMatch(/^Back in stock: /);
    expect(m.click_action).toMatch(/^\/[a-z0-9-]+$/);
    // sold out and back again: the alert was used up
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 0 });
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 3 });
    await new Promise((ok) => setTimeout(ok, 1500));
    expect(push.received.filter((x) => x.path === '/push/kiran-phone')).toHaveLength(1);
    const missing = await call(t, 'POST', '/notify-back-in-stock', shopper.token, {
      productId: 99_999_999,
    });
    expect(missing.status).toBe(404);
  });
  it('tells a waiting shopper when a cancelled order gives the last stock back', async () => {
    const buyer = await aShopper(t, 'arjun.push@example.in');
    const waiter = await aShopper(t, 'divya.push@example.in');
    const phone = await subscribed(waiter, 'divya-phone');
    const product = await aProduct(t, 7, 4_000);
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 1 });
    const order = await placeOrder(t, buyer, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    const ask = await call(t, 'POST', '/notify-back-in-stock', waiter.token, {
      productId: product.id,
    });
    expect(ask.body).toEqual({ Subscribed: true });
    const cancel = await call(t, 'POST', `/orders/${order.OrderId}/cancel`, buyer.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [r] = await pushesTo('divya-phone', 1);
    const m = messageOf(phone, r!);
    expect(m.title).toMatch(/^Back in stock: /);
    expect(m.tag).toBe(`stock-${product.id}-0`);
  });

  it('drops a subscription the push service answers 404 for', async () => {
    const shopper = await aShopper(t, 'sunil.push@example.in');
    const browser = await subscribed(shopper, 'sunil-gone');
    push.answer('/push/sunil-gone', 404);
    const send = await call(t, 'POST', '/send-notification', shopper.token, {
      userId: shopper.userId,
      dummy: true,
    });
    expect(send.body).toEqual({ dummyNotificationSent: true, Queued: true });
    await pushesTo('sunil-gone', 1);
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.endpoint, browser.token.endpoint))
          ).length,
      )
      .toBe(0);
  });

  it('never delivers a shopper’s push to a browser another shopper has saved since', async () => {
    const browser = await subscribed(ravi, 'moved-laptop');
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.token.endpoint));
    const message = {
      title: 'Order KR-1: Shipped',
      body: 'It is on its way.',
      icon: '/icon-192.png',
      click_action: '/order/details/1',
    };
    const deliver1 = pushDeliveryJob.handler({ deps: t.deps });
    // queued for asha while the browser was hers; ravi signed in on it before it was sent
    await deliver1({ subscriptionId: row!.id, userId: asha.userId, message });
    expect(push.received.filter((x) => x.path === '/push/moved-laptop')).toHaveLength(0);
    await deliver1({ subscriptionId: row!.id, userId: ravi.userId, message });
    const [r] = await pushesTo('moved-laptop', 1);
    expect(messageOf(browser, r!).title).toBe('Order KR-1: Shipped');
  });
});
