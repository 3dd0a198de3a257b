import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { MessageStandins, unfoldMail } from '../../test/message-standins';
import { newBrowserKey } from '../auth/auth-test-kit';
import { productVariants } from '../catalogue/catalogue.tables';
import { ADMIN_TOKEN, admin, aProduct, call, UNLIMITED } from '../refunds/refunds-test-kit';
import { stockAlerts } from './notifications.tables';
import { stockAlertMessageJob } from './stock-alert-messages';

// a restock reaches the shopper through two job rows (the restock notice, then the message),
// each waiting for the worker's next poll
const WORKER = { timeout: 15_000 };

// "Notify me": the signed-in shopper waits for an out-of-stock row, and is told once by email
// (an email sign-in) or SMS (a phone sign-in) when it is back, through the same senders as the
// sign-in codes, here local stand-ins for SMTP and the SMS provider.

describe.each(DB_KINDS)('notify me when it is back, by email or SMS, on %s', (kind) => {
  const standins = new MessageStandins();
  const { mails, sms } = standins;
  let t: TestApp;
  let meera: { token: string; userId: number };
  let vikram: { token: string; userId: number };

  /** Signs in with the code the stand-in received. */
  async function signIn(channel: 'email' | 'phone', identifier: string) {
    const BrowserKey = newBrowserKey();
    const req = await call(t, 'POST', '/otp/request', undefined, {
      channel,
      identifier,
      BrowserKey,
    });
    expect(req.status, JSON.stringify(req.body)).toBe(200);
    const text =
      channel === 'email'
        ? unfoldMail(mails.findLast((m) => m.includes(identifier)) ?? '')
        : (sms.findLast((s) => s.body.to === `+91${identifier}`)?.body.message ?? '');
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    const login = await call(t, 'POST', '/auth-users', undefined, {
      loginService: 'kirana',
      loginUsing: channel === 'email' ? 'Email' : 'Phone',
      RequestId: req.body.RequestId,
      Code: code,
      BrowserKey,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const body = login.body as { Token: string; UserData: { UserId: number } };
    return { token: body.Token, userId: body.UserData.UserId };
  }
  const backInStockMails = (to: string) =>
    mails.filter((m) => m.includes(to) && /Subject: Back in stock/.test(m));
  const backInStockSms = (phone: string) =>
    sms.filter((s) => s.body.to === `+91${phone}` && s.body.message.includes('back in stock'));
  const notify = (token: string | undefined, body: Record<string, unknown>) =>
    call(t, 'POST', '/notify-back-in-stock', token, body);
  const openAlerts = (userId: number, productId: number) =>
    t.database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId)));

  beforeAll(async () => {
    const messaging = await standins.start();
    t = await startTestApp(kind, {
      ...UNLIMITED,
      ADMIN_TOKEN,
      NODE_ENV: 'production',
      ...messaging,
      PUBLIC_URL: 'https://shop.example.in',
    });
    meera = await signIn('email', 'meera.notify@example.in');
    vikram = await signIn('phone', '9876512345');
  });
  afterAll(async () => {
    await t?.close();
    standins.close();
  });

  it('takes only a signed-in shopper, only for a row that is out of stock, and only their own', async () => {
    const product = await aProduct(t, 9, 4_500);
    expect((await notify(undefined, { productId: product.id })).status).toBe(401);
    // in stock: nothing to wait for
    const inStock = await notify(meera.token, { productId: product.id });
    expect(inStock.status).toBe(409);
    expect(inStock.body).toMatchObject({ Code: 'IN_STOCK' });
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 0 });
    // asking twice: one alert
    for (let i = 0; i < 2; i++)
      expect((await notify(meera.token, { productId: product.id })).body).toEqual({
        Subscribed: true,
      });
    expect(await openAlerts(meera.userId, product.id)).toHaveLength(1);
    const waiting = await call(t, 'GET', `/back-in-stock?productId=${product.id}`, meera.token);
    expect(waiting.body).toEqual({ Waiting: [null] });
    // the shopper is the token's: a userId in the body subscribes nobody else
    expect(
      (await notify(meera.token, { productId: product.id, userId: vikram.userId })).status,
    ).toBe(200);
    expect(await openAlerts(vikram.userId, product.id)).toHaveLength(0);
    expect(
      (await call(t, 'GET', `/back-in-stock?productId=${product.id}`, vikram.token)).body,
    ).toEqual({ Waiting: [] });
  });

  it('needs the option row of a product with options, and one of its own', async () => {
    const [row] = await t.database.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .orderBy(asc(productVariants.id))
      .limit(1);
    const [other] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, row!.productId + 1))
      .limit(1);
    const missing = await notify(meera.token, { productId: row!.productId });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ Code: 'VARIANT_REQUIRED' });
    const foreign = await notify(meera.token, {
      productId: row!.productId,
      variantId: other?.id ?? 99_999_999,
    });
    expect(foreign.status).toBe(404);
    await admin(t, 'PATCH', `/admin/variants/${row!.id}`, { Stock: 0 });
    const ok = await notify(vikram.token, { productId: row!.productId, variantId: row!.id });
    expect(ok.body).toEqual({ Subscribed: true });
    expect(
      (await call(t, 'GET', `/back-in-stock?productId=${row!.productId}`, vikram.token)).body,
    ).toEqual({ Waiting: [row!.id] });
    await admin(t, 'PATCH', `/admin/variants/${row!.id}`, { Stock: 5 });
    await expect.poll(() => backInStockSms('9876512345').length, { timeout: 15_000 }).toBe(1);
    expect(backInStockSms('9876512345')[0]!.body.message).toMatch(
      /^.+ \(.+\) is back in stock at Kirana\. Order before it runs out: https:\/\/shop\.example\.in\/[a-z0-9-]+$/,
    );
  });

  it('tells each waiting shopper once, by email or SMS, however often the stock comes back', async () => {
    const product = await aProduct(t, 10, 6_000);
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 0 });
    const phoneBefore = backInStockSms('9876512345').length;
    await notify(meera.token, { productId: product.id });
    await notify(vikram.token, { productId: product.id });
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 8 });
    await expect.poll(() => backInStockMails('meera.notify@example.in').length, WORKER).toBe(1);
    await expect.poll(() => backInStockSms('9876512345').length, WORKER).toBe(phoneBefore + 1);
    expect(unfoldMail(backInStockMails('meera.notify@example.in')[0]!)).toContain(
      'is back in stock at Kirana',
    );
    // the job run again (a retry) and a second restock: nothing more
    const [alert] = await openAlerts(meera.userId, product.id);
    expect(alert!.notifiedAt).not.toBeNull();
    expect(alert!.messagedAt).not.toBeNull();
    await stockAlertMessageJob.handler({ deps: t.deps, log: t.app.log })({ alertId: alert!.id });
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 0 });
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 4 });
    await new Promise((ok) => setTimeout(ok, 1500));
    expect(backInStockMails('meera.notify@example.in')).toHaveLength(1);
    expect(backInStockSms('9876512345')).toHaveLength(phoneBefore + 1);
  });

  it('gives the claim back when the SMS provider fails, so the retry sends it once', async () => {
    const product = await aProduct(t, 11, 7_000);
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 0 });
    await notify(vikram.token, { productId: product.id });
    const before = backInStockSms('9876512345').length;
    standins.smsStatus = 500;
    await admin(t, 'PATCH', `/admin/products/${product.id}`, { Stock: 2 });
    // the worker's first try reached the provider and failed: the alert is unclaimed again
    await expect.poll(() => backInStockSms('9876512345').length, WORKER).toBe(before + 1);
    const [alert] = await openAlerts(vikram.userId, product.id);
    await expect
      .poll(async () => (await openAlerts(vikram.userId, product.id))[0]!.messagedAt, WORKER)
      .toBeNull();
    standins.smsStatus = 200;
    const job = stockAlertMessageJob.handler({ deps: t.deps, log: t.app.log });
    await job({ alertId: alert!.id });
    await job({ alertId: alert!.id });
    expect(backInStockSms('9876512345')).toHaveLength(before + 2);
    expect((await openAlerts(vikram.userId, product.id))[0]!.messagedAt).not.toBeNull();
  });
});
