import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { startRazorpayStandin, type RazorpayStandin } from '../../../test/razorpay-standin';
import { signWebhook } from '../razorpay';
import { RAZORPAY_KEYS } from '../payment-test-kit';
import { connectRazorpay, disconnectRazorpay } from './razorpay-connection.service';

// Razorpay connected in one process is in force in the other at once (told through Redis):
// the other offers it, checks its webhooks with the stored secret and stops when disconnected.

const KEYS = {
  KeyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
  KeySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
  WebhookSecret: RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
};
const ACTOR = {
  staffId: null,
  name: 'Owner',
  role: 'owner' as const,
  sessionId: null,
  requestId: 'redis-test',
};

describe('Razorpay keys connected in one process, on two sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let rzp: RazorpayStandin;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    rzp = await startRazorpayStandin({
      keyId: KEYS.KeyId,
      keySecret: KEYS.KeySecret,
      webhookSecret: KEYS.WebhookSecret,
    });
    const pg = await createPostgresDatabase(true);
    drop = pg.drop;
    const config = {
      REDIS_URL: process.env.REDIS_URL!,
      SECRETS_KEY: randomBytes(32).toString('hex'),
      RAZORPAY_API_URL: rzp.url,
      RAZORPAY_CHECKOUT_URL: rzp.checkoutUrl,
    };
    a = await startTestApp('postgres', config, { databaseUrl: pg.url, seed: false });
    b = await startTestApp('postgres', config, { databaseUrl: pg.url, seed: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
    await rzp?.close();
  });

  const offered = async (t: TestApp) =>
    (
      (await (await fetch(`${t.url}/api/get-payment-methods`)).json()) as {
        PaymentMethods: { PaymentMethodId: string }[];
      }
    ).PaymentMethods.map((m) => m.PaymentMethodId);
  const webhookStatus = async (t: TestApp) => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: 'payment.failed',
      contains: ['payment'],
      payload: {},
      created_at: Math.floor(Date.now() / 1000),
    });
    const res = await fetch(`${t.url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, KEYS.WebhookSecret),
        'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`,
      },
      body,
    });
    return res.status;
  };

  it('is offered by the other process, its webhooks checked there, and off there when disconnected', async () => {
    // the other process answered (and cached) its methods before the change
    expect(await offered(b)).not.toContain('razorpay');
    await connectRazorpay(a.deps, ACTOR, KEYS);
    await expect.poll(() => b.deps.razorpayKeys.current?.keyId, { timeout: 5000 }).toBe(KEYS.KeyId);
    await expect.poll(() => offered(b), { timeout: 5000 }).toContain('razorpay');
    expect(await webhookStatus(b)).toBe(200);

    await disconnectRazorpay(a.deps, ACTOR);
    await expect.poll(() => b.deps.razorpayKeys.current, { timeout: 5000 }).toBeNull();
    await expect.poll(() => offered(b), { timeout: 5000 }).not.toContain('razorpay');
    expect(await webhookStatus(b)).toBe(404);
  });
});
