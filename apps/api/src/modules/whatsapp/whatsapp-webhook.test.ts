import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DB_KINDS } from '../../test/harness';
import { jobs } from '../../lib/jobs/jobs.tables';
import { call } from '../checkout/checkout-test-kit';
import { aProduct, admin, items, placeOrder } from '../refunds/refunds-test-kit';
import { renderTemplate } from './templates';
import {
  messageRows,
  messagesTo,
  phoneShopper,
  smsWith,
  WHATSAPP,
  whatsappJobsDone,
  whatsappTestApp,
} from './whatsapp-test-kit';

// The Cloud API's webhook: the subscription handshake, and signed status updates that move a
// message forward only; a failed message goes by SMS instead, once.

describe.each(DB_KINDS)('the WhatsApp webhook on %s', (kind) => {
  const app = whatsappTestApp(kind);

  const handshake = (query: Record<string, string>) =>
    fetch(`${app.t.url}/api/whatsapp/webhook?${new URLSearchParams(query)}`);

  /** A shopper who opted in, with one placed order whose update was sent. */
  async function sentUpdate(phone: string, skip: number) {
    const { t, standin } = app;
    const s = await phoneShopper(t, phone);
    await call(t, 'PUT', '/profile/whatsapp', s.token, { OptedIn: true });
    const order = await placeOrder(t, s, 'cod', items([(await aProduct(t, skip, 9_900)).id, 1]));
    await whatsappJobsDone(t);
    const [message] = messagesTo(standin, phone);
    expect(message).toBeTruthy();
    return { s, order, message: message! };
  }
  const statusOf = async (orderId: number) => (await messageRows(app.t, orderId))[0]!.status;

  it('answers the subscription handshake with the challenge for our verify token, else 403', async () => {
    const right = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': WHATSAPP.verifyToken,
      'hub.challenge': '1158201444',
    });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await right.text()).toBe('1158201444');
    for (const wrong of <Record<string, string>[]>[
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'not-our-token', 'hub.challenge': '1' },
      {
        'hub.mode': 'subscribe',
        'hub.verify_token': `${WHATSAPP.verifyToken}x`,
        'hub.challenge': '1',
      },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': WHATSAPP.verifyToken, 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.challenge': '1' },
    ]) {
      const res = await handshake(wrong);
      expect(res.status, JSON.stringify(wrong)).toBe(403);
      await res.body?.cancel();
    }
  });

  it('moves a message forward through sent, delivered and read, never back', async () => {
    const { standin } = app;
    const { order, message } = await sentUpdate('9876500101', 0);
    expect(await statusOf(order.OrderId)).toBe('accepted');
    for (const status of ['sent', 'delivered', 'read'] as const) {
      const [d] = await standin.sendStatus(message, status);
      expect(d).toMatchObject({ status: 200 });
      expect(await statusOf(order.OrderId)).toBe(status);
    }
    await standin.sendStatus(message, 'delivered');
    await standin.sendStatus(message, 'failed');
    expect(await statusOf(order.OrderId)).toBe('read');
  });

  it('refuses a forged or missing signature and changes nothing', async () => {
    const { t, standin } = app;
    const { order, message } = await sentUpdate('9876500102', 1);
    const [forged] = await standin.sendStatus(message, 'failed', { forge: true });
    expect(forged!.status).toBe(400);
    expect(JSON.parse(forged!.body)).toMatchObject({ Code: 'WEBHOOK_SIGNATURE_INVALID' });
    const unsigned = await fetch(`${t.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ object: 'whatsapp_business_account', entry: [] }),
    });
    expect(unsigned.status).toBe(400);
    await unsigned.body?.cancel();
    expect(await statusOf(order.OrderId)).toBe('accepted');
    await whatsappJobsDone(t);
    expect(
      await smsWith(t, '9876500102', renderTemplate('order_placed', message.parameters)),
    ).toEqual([]);
  });

  it('sends a failed message by SMS once, even when the webhook comes twice', async () => {
    const { t, standin } = app;
    const { order, message } = await sentUpdate('9876500103', 2);
    await standin.sendStatus(message, 'sent');
    const twice = await standin.sendStatus(message, 'failed', { times: 2 });
    expect(twice.map((d) => d.status)).toEqual([200, 200]);
    await whatsappJobsDone(t);
    const text = renderTemplate('order_placed', message.parameters);
    expect(text).toBe(
      `Thank you! Your order ${order.OrderNumber} of ${message.parameters[1]} is placed. We will confirm it shortly and tell you when it ships.`,
    );
    expect(await smsWith(t, '9876500103', text)).toHaveLength(1);
    const [row] = await messageRows(t, order.OrderId);
    expect(row).toMatchObject({ status: 'failed', error: '131026 Message undeliverable' });
    expect(row!.smsFallbackAt).toBeInstanceOf(Date);
    const fallbacks = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'whatsapp-sms-fallback'),
          sql`payload->>'messageId' = ${String(row!.id)}`,
        ),
      );
    expect(fallbacks[0]!.n).toBe(1);
    // and a later status of the failed message moves nothing
    await standin.sendStatus(message, 'delivered');
    expect(await statusOf(order.OrderId)).toBe('failed');
  });

  it('sends a message the Cloud API refuses (4xx) by SMS at once, without retrying it', async () => {
    const { t, standin } = app;
    const s = await phoneShopper(t, '9876500105');
    await call(t, 'PUT', '/profile/whatsapp', s.token, { OptedIn: true });
    // aimed at this shopper: a message of an earlier test still queued must not take it
    standin.failNext(400, 1, '919876500105');
    const order = await placeOrder(t, s, 'cod', items([(await aProduct(t, 3, 4_200)).id, 1]));
    await whatsappJobsDone(t);
    expect(messagesTo(standin, '9876500105')).toEqual([]);
    const [row] = await messageRows(t, order.OrderId);
    expect(row).toMatchObject({ status: 'failed', wamid: null });
    expect(row!.error).toMatch(/answered 400/);
    expect(
      await smsWith(t, '9876500105', renderTemplate('order_placed', row!.parameters)),
    ).toHaveLength(1);
    const retried = await t.database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'whatsapp-update'), sql`payload->>'orderId' = ${String(order.OrderId)}`),
      );
    expect(retried).toEqual([{ attempts: 1 }]);
  });

  it('sends a Hindi shopper’s failed message by SMS in Hindi', async () => {
    const { t, standin } = app;
    const s = await phoneShopper(t, '9876500106');
    await call(t, 'PUT', '/profile/language', s.token, { Language: 'hi' });
    await call(t, 'PUT', '/profile/whatsapp', s.token, { OptedIn: true });
    const order = await placeOrder(t, s, 'cod', items([(await aProduct(t, 5, 9_900)).id, 1]));
    await whatsappJobsDone(t);
    const [message] = messagesTo(standin, '9876500106');
    expect(message!.language).toBe('hi');
    await standin.sendStatus(message!, 'failed');
    await whatsappJobsDone(t);
    const text = renderTemplate('order_placed', message!.parameters, 'hi');
    expect(text).toBe(
      `धन्यवाद! ${message!.parameters[1]} का आपका ऑर्डर ${order.OrderNumber} हो गया है। हम जल्द ही इसे पक्का करेंगे और भेजते समय आपको बताएँगे।`,
    );
    expect(await smsWith(t, '9876500106', text)).toHaveLength(1);
  });

  it('lists the templates to register for the console', async () => {
    const res = await admin(app.t, 'GET', '/admin/whatsapp/templates');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = res.body as {
      Enabled: boolean;
      Templates: { Name: string; Language: string; Text: string; Parameters: unknown[] }[];
    };
    expect(list.Enabled).toBe(true);
    const names = [
      'kirana_order_placed',
      'kirana_order_confirmed',
      'kirana_order_shipped',
      'kirana_order_out_for_delivery',
      'kirana_order_delivered',
      'kirana_order_cancelled',
      'kirana_refund_credited',
    ];
    // each template in English and in Hindi
    expect(list.Templates.map((x) => `${x.Name}/${x.Language}`)).toEqual([
      ...names.map((n) => `${n}/en`),
      ...names.map((n) => `${n}/hi`),
    ]);
    expect(
      list.Templates.find((x) => x.Name === 'kirana_order_shipped' && x.Language === 'hi'),
    ).toMatchObject({
      Text: 'आपका ऑर्डर {{1}} {{2}} से भेज दिया गया है। ट्रैकिंग नंबर: {{3}}।',
      Parameters: [
        { Placeholder: '{{1}}', Meaning: 'the order number' },
        { Placeholder: '{{2}}', Meaning: 'the carrier' },
        { Placeholder: '{{3}}', Meaning: 'the carrier’s tracking number' },
      ],
    });
    const shipped = list.Templates.find((x) => x.Name === 'kirana_order_shipped')!;
    expect(shipped).toMatchObject({
      Language: 'en',
      Text: 'Your order {{1}} has shipped with {{2}}. Tracking number: {{3}}.',
      Parameters: [
        { Placeholder: '{{1}}', Meaning: 'the order number' },
        { Placeholder: '{{2}}', Meaning: 'the carrier' },
        { Placeholder: '{{3}}', Meaning: 'the carrier’s tracking number' },
      ],
    });
    const shopper = await phoneShopper(app.t, '9876500104');
    expect((await call(app.t, 'GET', '/admin/whatsapp/templates', shopper.token)).status).toBe(401);
  });
});
