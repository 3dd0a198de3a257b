import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatInr } from '@kirana/shared';
import { jobs } from '../lib/jobs/jobs.tables';
import { DB_KINDS, startTestApp, type TestApp } from '../test/harness';
import { MessageStandins, decodeMail } from '../test/message-standins';
import { newBrowserKey } from '../modules/auth/auth-test-kit';
import { addressFor } from '../modules/checkout/checkout-test-kit';
import {
  ADMIN_TOKEN,
  admin,
  aProduct,
  call,
  items,
  placeOrder,
  UNLIMITED,
} from '../modules/refunds/refunds-test-kit';

// The server writes to a shopper in their language (#26 §1): the sign-in code in the language
// of the request that asked for it, then emails, SMS and pushes in the account's language,
// through the SMTP and SMS stand-ins; an English account's texts stay as they were.

const WORKER = { timeout: 15_000 };

describe.each(DB_KINDS)('messages in the shopper’s language, on %s', (kind) => {
  const standins = new MessageStandins();
  const { mails, sms } = standins;
  let t: TestApp;

  async function signIn(channel: 'email' | 'phone', identifier: string, language: string) {
    const BrowserKey = newBrowserKey();
    const res = await fetch(`${t.url}/api/otp/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ channel, identifier, BrowserKey }),
    });
    const req = (await res.json()) as { RequestId: string };
    expect(res.status, JSON.stringify(req)).toBe(200);
    const text =
      channel === 'email'
        ? decodeMail(mails.findLast((m) => m.includes(identifier)) ?? '')
        : (sms.findLast((s) => s.body.to === `+91${identifier}`)?.body.message ?? '');
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    const login = await call(t, 'POST', '/auth-users', undefined, {
      loginService: 'kirana',
      loginUsing: channel === 'email' ? 'Email' : 'Phone',
      RequestId: req.RequestId,
      Code: code,
      BrowserKey,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const body = login.body as { Token: string; UserData: { UserId: number } };
    return { token: body.Token, userId: body.UserData.UserId, text };
  }

  const pushesTo = async (userId: number) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'push-message')))
      .map((j) => j.payload as { userId: number; message: { title: string; body: string } })
      .filter((p) => p.userId === userId)
      .map((p) => p.message);

  beforeAll(async () => {
    const messaging = await standins.start();
    t = await startTestApp(kind, {
      ...UNLIMITED,
      ADMIN_TOKEN,
      NODE_ENV: 'production',
      ...messaging,
      PUBLIC_URL: 'https://shop.example.in',
    });
  });
  afterAll(async () => {
    await t?.close();
    standins.close();
  });

  it('sends the sign-in code in the language of the request that asked for it', async () => {
    const hindi = await signIn('email', 'asha.hindi@example.in', 'hi-IN,hi;q=0.9');
    expect(hindi.text).toMatch(/आपका Kirana कोड \d{6} है। यह 5 मिनट तक मान्य है।/);
    expect(hindi.text).toContain('या इस लिंक से साइन इन करें: https://shop.example.in/verify-email?');
    const phone = await signIn('phone', '9876500011', 'hi');
    expect(phone.text).toMatch(
      /^\d{6} आपका Kirana कोड है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।$/,
    );
    const english = await signIn('phone', '9876500012', 'en-IN');
    expect(english.text).toMatch(
      /^\d{6} is your Kirana code\. It is valid for 5 minutes\. Do not share it with anyone\.$/,
    );
  });

  it('tells a Hindi account of its order and a restock in Hindi, by email, SMS and push', async () => {
    const asha = await signIn('email', 'asha.orders@example.in', 'en');
    const ravi = await signIn('phone', '9876500013', 'en');
    const john = await signIn('phone', '9876500014', 'en');
    for (const s of [asha, ravi])
      expect((await call(t, 'PUT', '/profile/language', s.token, { Language: 'hi' })).status).toBe(
        200,
      );

    // an order moves: the email and the push in Hindi
    const product = await aProduct(t, 11, 5_000);
    const shopper = {
      ...asha,
      email: 'asha.orders@example.in',
      addressId: await addressFor(t, asha.token),
    };
    const order = await placeOrder(t, shopper, 'cod', items([product.id, 1]));
    const moved = await admin(t, 'POST', `/admin/orders/${order.OrderId}/status`, {
      Status: 'confirmed',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const orderMails = () =>
      mails
        .filter((m) => m.includes('asha.orders@example.in'))
        .map(decodeMail)
        .filter((m) => m.includes(order.OrderNumber));
    await expect.poll(() => orderMails().length, WORKER).toBeGreaterThanOrEqual(2);
    expect(orderMails().join('\n')).toContain(
      `आपका ऑर्डर ${order.OrderNumber} (${formatInr(order.AmountPayable)}) पक्का हो गया है।`,
    );
    expect(orderMails().join('\n')).toMatch(
      /\) पक्का हो गया है। हम इसे तैयार कर रहे हैं। https:\/\/shop\.example\.in\/order\/details\/\d+/,
    );
    expect(await pushesTo(asha.userId)).toContainEqual(
      expect.objectContaining({
        title: `ऑर्डर ${order.OrderNumber}: पक्का हो गया`,
        body: 'हम इसे तैयार कर रहे हैं।',
      }),
    );

    // a restock: the Hindi phone account by Hindi SMS, the English one as before
    const wanted = await aProduct(t, 12, 7_000);
    await admin(t, 'PATCH', `/admin/products/${wanted.id}`, { Stock: 0 });
    for (const s of [ravi, john])
      await call(t, 'POST', '/notify-back-in-stock', s.token, { productId: wanted.id });
    await admin(t, 'PATCH', `/admin/products/${wanted.id}`, { Stock: 5 });
    const smsTo = (phone: string) =>
      sms.filter((s) => s.body.to === `+91${phone}` && !/\d{6}/.test(s.body.message.slice(0, 6)));
    await expect.poll(() => smsTo('9876500013').length, WORKER).toBe(1);
    await expect.poll(() => smsTo('9876500014').length, WORKER).toBe(1);
    expect(smsTo('9876500013')[0]!.body.message).toMatch(
      /^.+ Kirana पर फिर से उपलब्ध है। खत्म होने से पहले ऑर्डर करें: https:\/\/shop\.example\.in\/[a-z0-9-]+$/,
    );
    expect(smsTo('9876500014')[0]!.body.message).toMatch(
      /^.+ is back in stock at Kirana\. Order before it runs out: https:\/\/shop\.example\.in\/[a-z0-9-]+$/,
    );
    expect(await pushesTo(ravi.userId)).toContainEqual(
      expect.objectContaining({ body: 'यह फिर से उपलब्ध है। खत्म होने से पहले ऑर्डर करें।' }),
    );
    expect((await pushesTo(john.userId)).map((m) => m.body)).toContain(
      'It is available again. Order before it runs out.',
    );
  });
});
