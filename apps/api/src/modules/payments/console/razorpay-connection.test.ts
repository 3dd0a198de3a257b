import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentSession, RazorpayConnection, RazorpayKeyCheck } from '@kirana/shared';
import { queryRows } from '../../../db/client';
import { RazorpayKeysInForce } from '../../../lib/razorpay-keys';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { startRazorpayStandin, type RazorpayStandin } from '../../../test/razorpay-standin';
import { call as shopperCall, UNLIMITED } from '../../checkout/checkout-test-kit';
import { callerTokens, call, expectRoles, type Caller } from '../../staff/staff-test-kit';
import { signWebhook } from '../razorpay';
import { loadRazorpayKeys } from '../razorpay-keys';
import {
  aShopper,
  orderRow,
  placedOrder,
  RAZORPAY_KEYS,
  startAppWithRazorpay,
  startPaying,
} from '../payment-test-kit';

// The owner connects Razorpay in the console against a local Razorpay: keys tested, kept sealed,
// in force at once (checkout, webhooks, CSP), never answered back; managers and packers refused.

const PATH = '/admin/payment-settings/razorpay';
const KEYS = {
  KeyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
  KeySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
  WebhookSecret: RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
};
const SECRETS = [KEYS.KeySecret, KEYS.WebhookSecret];
const EMAILS = Array.from({ length: 4 }, (_, i) => `rzpkeys${i}@example.com`);
const SECRETS_KEY = randomBytes(32).toString('hex');

describe.each(DB_KINDS)('Razorpay connected from the console, on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandin;
  let tokens: Record<Caller, string | undefined>;
  let owner: string;
  let n = 0;
  const webhookUrl = () => `${t.url}/api/payments/razorpay/webhook`;

  /** The raw answer: its text is checked for the secrets before anything parses it. */
  async function raw(method: string, path: string, body?: unknown) {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${owner}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      text: await res.text(),
      csp: res.headers.get('content-security-policy'),
    };
  }
  const methods = async () =>
    (
      (await shopperCall(t, 'GET', '/get-payment-methods')).body as {
        PaymentMethods: { PaymentMethodId: string; IsTestMode: boolean }[];
      }
    ).PaymentMethods;
  const postWebhook = (body: string, secret: string) =>
    fetch(webhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, secret),
        'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`,
      },
      body,
    });
  const aWebhook = () =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: 'payment.failed',
      contains: ['payment'],
      payload: {},
      created_at: Math.floor(Date.now() / 1000),
    });

  beforeAll(async () => {
    rzp = await startRazorpayStandin({
      keyId: KEYS.KeyId,
      keySecret: KEYS.KeySecret,
      webhookSecret: KEYS.WebhookSecret,
    });
    t = await startTestApp(kind, {
      TEST_LOGIN_IDENTIFIERS: EMAILS.join(','),
      TEST_LOGIN_CODE: '123456',
      ...UNLIMITED,
      SECRETS_KEY,
      RAZORPAY_API_URL: rzp.url,
      RAZORPAY_CHECKOUT_URL: rzp.checkoutUrl,
    });
    tokens = await callerTokens(t);
    owner = tokens.owner!;
  });
  beforeEach(() => rzp.setWebhookUrl(webhookUrl()));
  afterAll(async () => {
    await t?.close();
    await rzp?.close();
  });

  it('lets only the owner read, test, connect or disconnect (managers and packers get 403)', async () => {
    const wrong = { ...KEYS, KeySecret: 'not-the-secret-000' };
    await expectRoles(t, tokens, 'GET', PATH, ['owner']);
    await expectRoles(t, tokens, 'POST', `${PATH}/test`, ['owner'], {
      KeyId: KEYS.KeyId,
      KeySecret: KEYS.KeySecret,
    });
    await expectRoles(t, tokens, 'PUT', PATH, ['owner'], wrong);
    await expectRoles(t, tokens, 'DELETE', PATH, ['owner']);
    for (const role of ['manager', 'packer'] as const) {
      const res = await call(t, 'PUT', PATH, { token: tokens[role], body: KEYS });
      expect(res.status).toBe(403);
    }
    // nothing of theirs connected it
    expect(
      RazorpayConnection.parse((await call(t, 'GET', PATH, { token: owner })).body).Source,
    ).toBe('none');
  });

  it('is off before it is connected: no method, no webhook, no Razorpay host in the CSP', async () => {
    const res = await raw('GET', PATH);
    expect(RazorpayConnection.parse(JSON.parse(res.text))).toEqual({
      Source: 'none',
      KeyId: null,
      Mode: null,
      ConnectedAt: null,
      ConnectedBy: null,
      IsReadable: true,
    });
    expect(res.csp).not.toContain('razorpay');
    expect((await methods()).map((m) => m.PaymentMethodId)).not.toContain('razorpay');
    expect((await postWebhook(aWebhook(), KEYS.WebhookSecret)).status).toBe(404);
  });

  it('tests keys with Razorpay: OK, wrong keys (401 there) in plain words, or not answering', async () => {
    const check = async (body: unknown) => {
      const res = await call(t, 'POST', `${PATH}/test`, { token: owner, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return RazorpayKeyCheck.parse(res.body);
    };
    const good = { KeyId: KEYS.KeyId, KeySecret: KEYS.KeySecret };
    expect(await check(good)).toEqual({ Ok: true, Problem: null, Detail: null });
    expect(await check({ ...good, KeySecret: 'not-the-secret-000' })).toEqual({
      Ok: false,
      Problem: 'wrong-keys',
      Detail: 'Authentication failed',
    });
    expect(await check({ ...good, KeyId: 'rzp_test_SomeoneElse' })).toMatchObject({
      Ok: false,
      Problem: 'wrong-keys',
    });
    rzp.failNext('/v1/orders', 503);
    expect(await check(good)).toMatchObject({ Ok: false, Problem: 'unreachable' });
    // a test saves nothing
    expect(
      RazorpayConnection.parse((await call(t, 'GET', PATH, { token: owner })).body).Source,
    ).toBe('none');
    // a key id that is not Razorpay's shape never leaves the server
    const before = rzp.requests.length;
    const bad = await call(t, 'POST', `${PATH}/test`, {
      token: owner,
      body: { ...good, KeyId: 'pk_live_123' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('body.KeyId');
    expect(rzp.requests.length).toBe(before);
  });

  it('refuses to save keys Razorpay refuses, naming the fields, and keeps nothing', async () => {
    const res = await call(t, 'PUT', PATH, {
      token: owner,
      body: { ...KEYS, KeySecret: 'not-the-secret-000' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Razorpay refused these keys');
    expect((res.body.Fields as { Field: string }[]).map((f) => f.Field)).toContain('KeySecret');
    const rows = await queryRows(t.database.db, sql`SELECT * FROM gateway_keys`);
    expect(rows).toEqual([]);
  });

  it('connects: sealed in the database, never answered back, in force at once for checkout, webhooks and CSP', async () => {
    const put = await raw('PUT', PATH, KEYS);
    expect(put.status, put.text).toBe(200);
    for (const s of SECRETS) expect(put.text).not.toContain(s);
    const connection = RazorpayConnection.parse(JSON.parse(put.text));
    expect(connection).toMatchObject({
      Source: 'console',
      KeyId: KEYS.KeyId,
      Mode: 'test',
      IsReadable: true,
    });
    expect(connection.ConnectedBy).toMatch(/^owner /);

    const got = await raw('GET', PATH);
    for (const s of SECRETS) expect(got.text).not.toContain(s);
    expect(JSON.parse(got.text)).toEqual(JSON.parse(put.text));
    // the settings page's own answer holds no secret either
    const settings = await raw('GET', '/admin/payment-settings');
    for (const s of SECRETS) expect(settings.text).not.toContain(s);

    // the row: the key id in clear, the secrets sealed (and not in any audit entry)
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM gateway_keys`,
    );
    const stored = JSON.stringify(row);
    for (const s of SECRETS) expect(stored).not.toContain(s);
    expect(row).toMatchObject({ provider: 'razorpay', key_id: KEYS.KeyId });
    expect(String(row!.key_secret_sealed)).toMatch(/^v1\./);
    const audit = await queryRows<{ action: string; after: unknown }>(
      t.database.db,
      sql`SELECT action, after FROM audit_log WHERE action LIKE 'settings.razorpay%'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['settings.razorpay-connect']);
    expect(audit[0]!.after).toEqual({ KeyId: KEYS.KeyId, Mode: 'test' });
    for (const s of SECRETS) expect(JSON.stringify(audit)).not.toContain(s);

    // the CSP now allows Checkout (the real host and the stand-in's)
    expect(got.csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(got.csp).toContain(new URL(rzp.url).origin);

    // the checkout offers Razorpay (test mode) instead of the sandbox, and opens a gateway order
    const list = await methods();
    expect(list.find((m) => m.PaymentMethodId === 'razorpay')).toMatchObject({ IsTestMode: true });
    expect(list.map((m) => m.PaymentMethodId)).not.toContain('sandbox');
    const s = await aShopper(t, EMAILS[n++]!, 20);
    const order = await placedOrder(t, s, 'razorpay');
    const started = await startPaying(t, s.token, order.OrderId, 'razorpay');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = PaymentSession.parse(started.body);
    expect(session).toMatchObject({ KeyId: KEYS.KeyId, CheckoutScriptUrl: rzp.checkoutUrl });
    expect(rzp.orders.get(session.GatewayOrderId)).toMatchObject({ amount: order.AmountPayable });

    // the webhook is checked with the stored secret: Razorpay's own delivery pays the order
    rzp.setWebhookUrl(null);
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured', method: 'upi' }) as {
      razorpay_payment_id: string;
    };
    const payment = rzp.payments.get(paid.razorpay_payment_id)!;
    rzp.setWebhookUrl(webhookUrl());
    const [forged] = await rzp.sendWebhook(
      'payment.captured',
      { payment },
      { tamperSignature: true },
    );
    expect(forged!.status).toBe(400);
    const [delivered] = await rzp.sendWebhook('payment.captured', { payment });
    expect(delivered!.status, delivered!.response).toBe(200);
    expect(JSON.parse(delivered!.response)).toEqual({ status: 'handled' });
    expect(await orderRow(t, order.OrderId)).toMatchObject({ status: 'placed' });
    // signed with another secret: refused
    expect((await postWebhook(aWebhook(), 'some-other-secret-123')).status).toBe(400);
    expect((await postWebhook(aWebhook(), KEYS.WebhookSecret)).status).toBe(200);
  });

  it('is read from the database at start; another SECRETS_KEY leaves it off, said on the console', async () => {
    const fresh = new RazorpayKeysInForce(t.deps.config);
    await loadRazorpayKeys({ config: t.deps.config, database: t.database, razorpayKeys: fresh });
    expect(fresh.current).toEqual({
      keyId: KEYS.KeyId,
      keySecret: KEYS.KeySecret,
      webhookSecret: KEYS.WebhookSecret,
    });
    expect(fresh.source).toBe('console');

    const otherConfig = { ...t.deps.config, SECRETS_KEY: randomBytes(32).toString('hex') };
    const other = new RazorpayKeysInForce(otherConfig);
    await loadRazorpayKeys({ config: otherConfig, database: t.database, razorpayKeys: other });
    expect(other.current).toBeNull();
  });

  it('disconnects: Razorpay is off at once (methods, checkout, webhook, CSP), with an audit entry', async () => {
    const s = await aShopper(t, EMAILS[n++]!, 20);
    const order = await placedOrder(t, s, 'razorpay');
    const res = await raw('DELETE', PATH);
    expect(res.status, res.text).toBe(200);
    expect(RazorpayConnection.parse(JSON.parse(res.text)).Source).toBe('none');
    // the answers after it (its own headers were set as it came in)
    expect((await raw('GET', PATH)).csp).not.toContain('razorpay');
    expect((await methods()).map((m) => m.PaymentMethodId)).not.toContain('razorpay');
    const started = await startPaying(t, s.token, order.OrderId, 'razorpay');
    expect(started.status).toBe(400);
    expect((await postWebhook(aWebhook(), KEYS.WebhookSecret)).status).toBe(404);
    expect(await queryRows(t.database.db, sql`SELECT * FROM gateway_keys`)).toEqual([]);
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE action LIKE 'settings.razorpay%' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'settings.razorpay-connect',
      'settings.razorpay-disconnect',
    ]);
  });
});

describe('Razorpay keys from the server’s environment', () => {
  let close: () => Promise<void>;
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    ({ t, close } = await startAppWithRazorpay('pglite', [], { SECRETS_KEY }));
    owner = (await callerTokens(t)).owner!;
  });
  afterAll(() => close?.());

  it('are shown read-only: the key id and mode, never a secret; connect and disconnect refused', async () => {
    const got = await call(t, 'GET', PATH, { token: owner });
    expect(got.body).toEqual({
      Source: 'environment',
      KeyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      Mode: 'test',
      ConnectedAt: null,
      ConnectedBy: null,
      IsReadable: true,
    });
    for (const s of SECRETS) expect(JSON.stringify(got.body)).not.toContain(s);
    const put = await call(t, 'PUT', PATH, { token: owner, body: KEYS });
    expect(put.status).toBe(409);
    expect(put.body.Code).toBe('RAZORPAY_FROM_ENVIRONMENT');
    expect((await call(t, 'DELETE', PATH, { token: owner })).status).toBe(409);
  });
});
