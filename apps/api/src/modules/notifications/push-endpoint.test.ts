import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  aBrowserSubscription,
  startPushStandin,
  type PushStandin,
} from '../../test/push-service-standin';
import { aShopper, call, UNLIMITED, type Shopper } from '../refunds/refunds-test-kit';
import { pushSubscriptions } from './notifications.tables';
import { pushDeliveryJob } from './push-delivery';

// Push endpoints come from the shopper's browser and the server connects to them: only push
// services on public addresses are taken, when saved and again when a push is sent. The
// stand-in push service on 127.0.0.1 is named in PUSH_PRIVATE_HOSTS, as a private one would be.
describe.each(DB_KINDS)('push endpoints on private addresses on %s', (kind) => {
  let t: TestApp;
  let push: PushStandin;
  let asha: Shopper;
  const message = { title: 'Hi', body: 'A push', icon: '/icon-192.png', click_action: '/' };

  beforeAll(async () => {
    push = await startPushStandin();
    t = await startTestApp(kind, {
      ...UNLIMITED,
      ...push.storeConfig,
    });
    asha = await aShopper(t, 'asha.ssrf@example.in');
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const save = (endpoint: string) =>
    call(t, 'POST', '/save-notification-token', asha.token, {
      token: aBrowserSubscription(endpoint).token,
      userId: asha.userId,
    });
  const rowsAt = (endpoint: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  /** A subscription row as a save long ago left it (before the name moved, or the rules). */
  async function savedLongAgo(endpoint: string): Promise<number> {
    const { token } = aBrowserSubscription(endpoint);
    const [row] = await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: asha.userId, endpoint, p256dh: token.keys.p256dh, auth: token.keys.auth })
      .returning({ id: pushSubscriptions.id });
    return row!.id;
  }

  it('refuses loopback, private, link-local and reserved endpoints when saved', async () => {
    const port = new URL(push.url).port;
    for (const endpoint of [
      `https://localhost:${port}/push/a`,
      `https://127.0.0.2:${port}/push/a`,
      'https://10.0.0.1/push/a',
      'https://172.16.5.4/push/a',
      'https://192.168.1.1/push/a',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push/a',
      'https://0.0.0.0/push/a',
      'https://[::1]/push/a',
      'https://[::ffff:127.0.0.1]/push/a',
      'https://[fd00::1]/push/a',
      'https://[fe80::1]/push/a',
      'https://2130706434/push/a', // 127.0.0.2 written as one number
    ]) {
      const res = await save(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(res.body).toMatchObject({
        Code: 'PUSH_ENDPOINT_NOT_ALLOWED',
        Fields: [{ Field: 'token.endpoint' }],
      });
      expect(await rowsAt(endpoint), endpoint).toEqual([]);
    }
    expect(push.connections()).toBe(0);
  });

  it('takes a public address, and the named stand-in', async () => {
    expect((await save('https://8.8.8.8/push/public')).status).toBe(200);
    expect((await save(`${push.url}/push/standin`)).status).toBe(200);
  });

  it('never connects when a saved name resolves to a private address at send time', async () => {
    // what a name that was public when saved and now resolves to loopback (DNS rebinding) does
    const endpoint = `https://localhost:${new URL(push.url).port}/push/rebound`;
    const subscriptionId = await savedLongAgo(endpoint);
    const before = push.connections();
    await pushDeliveryJob.handler({ deps: t.deps })({
      subscriptionId,
      userId: asha.userId,
      message,
    });
    expect(push.connections()).toBe(before);
    expect(await rowsAt(endpoint)).toEqual([]);
  });

  it('never connects to a private address no longer named in PUSH_PRIVATE_HOSTS', async () => {
    const endpoint = `${push.url}/push/no-longer-allowed`;
    const subscriptionId = await savedLongAgo(endpoint);
    const before = push.connections();
    const config = { ...t.deps.config, PUSH_PRIVATE_HOSTS: undefined };
    await pushDeliveryJob.handler({ deps: { ...t.deps, config } })({
      subscriptionId,
      userId: asha.userId,
      message,
    });
    expect(push.connections()).toBe(before);
    expect(await rowsAt(endpoint)).toEqual([]);
  });
});
