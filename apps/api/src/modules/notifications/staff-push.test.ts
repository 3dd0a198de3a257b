import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PushMessage } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import type { JobContext } from '../../lib/jobs';
import {
  aBrowserSubscription,
  checkVapid,
  startPushStandin,
  type PushStandin,
  type ReceivedPush,
} from '../../test/push-service-standin';
import { products } from '../catalogue/catalogue.tables';
import { newOrderAlertJob } from '../orders/orders.plugin';
import {
  ADMIN_TOKEN,
  aProduct,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from '../orders/console/orders-test-kit';
import { staffSession } from '../staff/staff-test-kit';
import { staffPushSubscriptions } from './notifications.tables';
import { staffPushMessageJob } from './staff-push-delivery';

// #28 item 3.1: "Notify this browser" for the owner and managers. The stand-in push service on
// 127.0.0.1 (named in PUSH_PRIVATE_HOSTS) takes the pushes; each is decrypted as the browser
// would (RFC 8291) and its VAPID signature checked, so the test trusts nothing of the sender.

const WORKER = { timeout: 20_000 };
type Browser = ReturnType<typeof aBrowserSubscription>;

describe.each(DB_KINDS)('staff web push on %s', (kind) => {
  let t: TestApp;
  let push: PushStandin;
  let asha: Shopper;
  let owner: { staffId: number; token: string };
  let manager: { staffId: number; token: string };
  let packer: { staffId: number; token: string };
  let vapId: string;

  beforeAll(async () => {
    push = await startPushStandin();
    t = await startTestApp(kind, {
      ...UNLIMITED,
      ADMIN_TOKEN,
      ...push.storeConfig,
      VAPID_SUBJECT: 'mailto:owner@kirana.example',
    });
    asha = await shopperAt(t, 'asha.staffpush@example.com');
    owner = await staffSession(t, 'owner');
    manager = await staffSession(t, 'manager');
    packer = await staffSession(t, 'packer');
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  /** A console call, in `language` (the console sends its own as Accept-Language). */
  async function consoleCall(
    token: string,
    method: string,
    path: string,
    body?: unknown,
    language = 'en',
  ) {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': language,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const endpointOf = (name: string) => `${push.url}/staff/${name}`;
  /** A console browser of `token` that turned the switch on, in `language`. */
  async function optedIn(token: string, name: string, language = 'en'): Promise<Browser> {
    const browser = aBrowserSubscription(endpointOf(name));
    const res = await consoleCall(
      token,
      'POST',
      '/admin/staff-push/subscribe',
      browser.token,
      language,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    browsers.set(name, browser);
    return browser;
  }
  /** Each opted-in browser by name, to decrypt its later pushes. */
  const browsers = new Map<string, Browser>();
  const received = (name: string) =>
    push.received.filter((r) => r.path === new URL(endpointOf(name)).pathname);
  async function pushesTo(name: string, n: number): Promise<ReceivedPush[]> {
    await expect.poll(() => received(name).length, WORKER).toBeGreaterThanOrEqual(n);
    return received(name);
  }
  const messageOf = (browser: Browser, r: ReceivedPush) =>
    PushMessage.parse(JSON.parse(browser.decrypt(r.body)));
  const rowsAt = (name: string) =>
    t.database.db
      .select()
      .from(staffPushSubscriptions)
      .where(eq(staffPushSubscriptions.endpoint, endpointOf(name)));
  const settle = () => new Promise((ok) => setTimeout(ok, 1500));
  const buy = async (productId: number) =>
    placeOrder(t, asha, 'cod', [{ ProductId: productId, VariantId: null, Qty: 1 }]);

  it('gives the key to subscribe with, and whether this browser is on', async () => {
    const res = await consoleCall(owner.token, 'GET', '/admin/staff-push');
    expect(res.status).toBe(200);
    vapId = res.body.VapidPublicKey as string;
    expect(Buffer.from(vapId, 'base64url')).toHaveLength(65);
    expect(res.body.Subscribed).toBe(false);
  });

  it('refuses a bad endpoint or missing keys, naming the field, and saves nothing', async () => {
    const good = aBrowserSubscription(endpointOf('refused')).token;
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'http://127.0.0.1/staff/refused' }, 'body.endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'body.endpoint'],
      [{ endpoint: good.endpoint }, 'body.keys'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'body.keys.auth'],
      [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 'body.keys.p256dh'],
    ];
    for (const [body, field] of cases) {
      const res = await consoleCall(owner.token, 'POST', '/admin/staff-push/subscribe', body);
      expect(res.status, field).toBe(400);
      expect(res.body.Fields, field).toEqual(
        expect.arrayContaining([expect.objectContaining({ Field: field })]),
      );
    }
    // a push service on a private address is refused when saved, as for shoppers
    const port = new URL(push.url).port;
    const inside = await consoleCall(owner.token, 'POST', '/admin/staff-push/subscribe', {
      ...good,
      endpoint: `https://127.0.0.2:${port}/staff/refused`,
    });
    expect(inside.status).toBe(400);
    expect(inside.body).toMatchObject({
      Code: 'PUSH_ENDPOINT_NOT_ALLOWED',
      Fields: [{ Field: 'body.endpoint' }],
    });
    const badOff = await consoleCall(owner.token, 'POST', '/admin/staff-push/unsubscribe', {});
    expect(badOff.status).toBe(400);
    expect(badOff.body).toMatchObject({ Fields: [{ Field: 'body.endpoint' }] });
    expect(await rowsAt('refused')).toEqual([]);
    expect(push.connections()).toBe(0);
  });

  it('gives a packer 403 (the pushes carry money), and ADMIN_TOKEN, which has no browser', async () => {
    const browser = aBrowserSubscription(endpointOf('packer-phone'));
    for (const [method, path, body] of [
      ['GET', '/admin/staff-push', undefined],
      ['POST', '/admin/staff-push/subscribe', browser.token],
      ['POST', '/admin/staff-push/unsubscribe', { endpoint: browser.token.endpoint }],
    ] as const) {
      const res = await consoleCall(packer.token, method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.Code).toBe('FORBIDDEN');
    }
    const token = await consoleCall(
      ADMIN_TOKEN,
      'POST',
      '/admin/staff-push/subscribe',
      browser.token,
    );
    expect(token.status).toBe(403);
    expect(token.body.Code).toBe('STAFF_MEMBER_ONLY');
    expect(await rowsAt('packer-phone')).toEqual([]);
  });

  it('lets no other staff member turn off my browser', async () => {
    const laptop = await optedIn(owner.token, 'owner-desk');
    const off = await consoleCall(manager.token, 'POST', '/admin/staff-push/unsubscribe', {
      endpoint: laptop.token.endpoint,
    });
    expect(off.body).toEqual({ Removed: false });
    expect((await rowsAt('owner-desk')).map((r) => r.staffId)).toEqual([owner.staffId]);
    const status = (token: string) =>
      consoleCall(
        token,
        'GET',
        `/admin/staff-push?endpoint=${encodeURIComponent(laptop.token.endpoint)}`,
      );
    expect((await status(manager.token)).body.Subscribed).toBe(false);
    expect((await status(owner.token)).body.Subscribed).toBe(true);
    const mine = await consoleCall(owner.token, 'POST', '/admin/staff-push/unsubscribe', {
      endpoint: laptop.token.endpoint,
    });
    expect(mine.body).toEqual({ Removed: true });
    expect(await rowsAt('owner-desk')).toEqual([]);
  });

  it('pushes a new order once to each opted-in browser, encrypted, in its language', async () => {
    const laptop = await optedIn(owner.token, 'owner-laptop');
    const phone = await optedIn(manager.token, 'manager-phone', 'hi');
    // a packer's browser saved before their role changed: never told of money
    const stale = aBrowserSubscription(endpointOf('packer-old'));
    await t.database.db.insert(staffPushSubscriptions).values({
      staffId: packer.staffId,
      endpoint: stale.token.endpoint,
      p256dh: stale.token.keys.p256dh,
      auth: stale.token.keys.auth,
    });
    const product = await aProduct(t, 5, 20_000);
    const order = await buy(product.id);

    const [r] = await pushesTo('owner-laptop', 1);
    expect(r!.headers['content-encoding']).toBe('aes128gcm');
    expect(checkVapid(r!.headers.authorization as string, laptop.token.endpoint)).toMatchObject({
      signed: true,
      publicKey: vapId,
      audOk: true,
      expOk: true,
    });
    const m = messageOf(laptop, r!);
    expect(m.title).toMatch(new RegExp(`^New order ${order.OrderNumber} ₹\\d`));
    expect(m.body).toContain('1 item');
    expect(m.click_action).toBe(`/admin/orders/${order.OrderId}`);
    expect(m.tag).toBe(`new-order-${order.OrderId}`);

    const [h] = await pushesTo('manager-phone', 1);
    const hm = messageOf(phone, h!);
    expect(hm.title).toMatch(new RegExp(`^नया ऑर्डर ${order.OrderNumber} ₹\\d`));
    expect(hm.click_action).toBe(`/admin/orders/${order.OrderId}`);

    await settle();
    expect(received('owner-laptop')).toHaveLength(1);
    expect(received('manager-phone')).toHaveLength(1);
    expect(received('packer-old')).toHaveLength(0);

    // the new-order job run again (a retry after its commit), and the fan-out too: nothing twice
    const context = { deps: t.deps } as JobContext;
    await newOrderAlertJob.handler(context)({ orderId: order.OrderId });
    await staffPushMessageJob.handler(context)({
      key: `new-order:${order.OrderId}`,
      messages: { en: m, hi: hm },
    });
    await settle();
    await settle();
    expect(received('owner-laptop')).toHaveLength(1);
    expect(received('manager-phone')).toHaveLength(1);
  });

  it('forgets a browser the push service answers 410 for, and pushes there no more', async () => {
    await optedIn(owner.token, 'owner-old-tablet');
    push.answer('/staff/owner-old-tablet', 410);
    const product = await aProduct(t, 6, 15_000);
    await buy(product.id);
    await pushesTo('owner-old-tablet', 1);
    await expect.poll(async () => (await rowsAt('owner-old-tablet')).length, WORKER).toBe(0);
    const before = received('owner-laptop').length;
    await buy(product.id);
    await pushesTo('owner-laptop', before + 1);
    await settle();
    expect(received('owner-old-tablet')).toHaveLength(1);
  });

  it('forgets the browser of a console session that signed out', async () => {
    const other = await staffSession(t, 'manager');
    await optedIn(other.token, 'signed-out-phone');
    const out = await consoleCall(other.token, 'POST', '/admin/sign-out');
    expect(out.status).toBe(200);
    const before = received('owner-laptop').length;
    const product = await aProduct(t, 7, 12_000);
    await buy(product.id);
    await pushesTo('owner-laptop', before + 1);
    await expect.poll(async () => (await rowsAt('signed-out-phone')).length, WORKER).toBe(0);
    await settle();
    expect(received('signed-out-phone')).toHaveLength(0);
  });

  it('pushes a size falling to the low-stock level, opening the product', async () => {
    const saved = await consoleCall(owner.token, 'PUT', '/admin/settings/alerts', {
      AlertEmail: '',
      AlertMobile: '',
      NewOrderMessages: false,
      LowStockThreshold: 5,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const product = await aProduct(t, 8, 9_000);
    await t.database.db.update(products).set({ stock: 6 }).where(eq(products.id, product.id));
    /** The low-stock pushes `name` has had, decrypted. */
    const lowPushes = (name: string) =>
      received(name)
        .map((r) => messageOf(browsers.get(name)!, r))
        .filter((m) => m.tag === `low-stock-${product.id}-0`);
    await buy(product.id); // 5 left: at the level
    await expect.poll(() => lowPushes('owner-laptop').length, WORKER).toBe(1);
    await expect.poll(() => lowPushes('manager-phone').length, WORKER).toBe(1);
    const [m] = lowPushes('owner-laptop');
    expect(m!.title).toMatch(/^Running low: /);
    expect(m!.body).toMatch(/^5 left/);
    expect(m!.click_action).toBe(`/admin/catalogue/products/${product.id}`);
    expect(lowPushes('manager-phone')[0]!.title).toMatch(/^स्टॉक कम: /);
    await buy(product.id); // 4 left: reported already
    await settle();
    await settle();
    expect(lowPushes('owner-laptop')).toHaveLength(1);
  });
});
