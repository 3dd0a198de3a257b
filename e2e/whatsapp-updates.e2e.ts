import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWhatsAppStandin,
  type ReceivedMessage,
  type WhatsAppStandin,
} from '../apps/api/src/test/whatsapp-standin';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { freshDigits, gotoAndWait } from './support/journeys';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';
import { words, type Language } from './support/words';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const WHATSAPP = {
  token: 'e2e-whatsapp-token-0123456789',
  phoneNumberId: '106540352242922',
  appSecret: 'e2e-whatsapp-app-secret-0123456789',
};

// Order updates on WhatsApp end to end, against a local server speaking the Cloud API and
// sending signed status webhooks: a shopper with a mobile ticks the box at checkout and places
// a COD order (order placed), the owner confirms it (order confirmed), that message fails and
// the shopper gets it by SMS, once, however often the failure is reported. On the phone the
// shopper reads Hindi: the templates go out in Hindi (language code hi) and so does the SMS.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'WhatsApp order updates on %s',
  (viewport) => {
    let wa: WhatsAppStandin;
    const suite = storeAndBrowser(async () => {
      wa = await startWhatsAppStandin(WHATSAPP);
      return {
        ADMIN_TOKEN,
        WHATSAPP_TOKEN: WHATSAPP.token,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
        WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
        WHATSAPP_API_URL: wa.apiUrl,
      };
    });
    const base = () => suite.store.baseUrl;
    const language: Language = viewport === 'mobile' ? 'hi' : 'en';
    const steps = shopperSteps(base, viewport);
    const reader = shopperSteps(base, viewport, language);
    const { say, like } = words(language);
    const sent = words(language, 'api');
    const api = storeApi(base, ADMIN_TOKEN);
    let product: Summary;

    beforeAll(async () => {
      wa.setWebhookUrl(`${base()}/api/whatsapp/webhook`);
      product = await api.returnableProduct(10000);
    });
    afterAll(() => wa?.close());

    /** The template message of `template` for the order, once the store's job has sent it. */
    async function messageOf(template: string, orderNumber: string): Promise<ReceivedMessage> {
      const find = () =>
        wa.messages.find((m) => m.template === template && m.parameters[0] === orderNumber);
      await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
      return find()!;
    }

    /** The order updates the dev outbox kept for the mobile instead of an SMS. */
    async function smsUpdatesTo(mobile: string, orderNumber: string): Promise<string[]> {
      const res = await fetch(`${base()}/api/dev/outbox?to=${mobile}`);
      const { Messages } = (await res.json()) as { Messages: { Body: string }[] };
      return Messages.map((m) => m.Body).filter((b) => b.includes(orderNumber));
    }

    it('ticked at checkout: placed and confirmed go out as templates in the shopper’s language; a failed one comes once by SMS', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const errors = watchConsole(page);
      const mobile = `98123${freshDigits()}`;
      await steps.fillCart(page, product, 1);
      // the shopper picks their language (the cookie the language switch writes), then signs in:
      // the account takes it, and its messages follow
      await context.addCookies([{ name: 'kirana_lang', value: language, url: base() }]);
      await page.reload();
      await reader.toCheckoutWithAddress(page, { mobile });
      await page.getByRole('radio', { name: sent.say('checkout.payment.cod.name') }).check();
      const masked = `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`;
      const tick = page.getByRole('checkbox', {
        name: say('whatsapp.optIn.ask', { mobile: masked }),
      });
      await tick.check();
      await screenshot(page, `whatsapp-checkout-${viewport}`);
      await expect
        .poll(() => reader.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
        .toBe(true);
      await reader.placeOrderButton(page).click();
      await page.waitForURL(/\/order\/confirmed\/$/, { timeout: 15_000 });
      const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

      // order placed: the approved template, in the shopper's language, to +91 and the mobile
      const placed = await messageOf('kirana_order_placed', orderNumber);
      expect(placed.to).toBe(`91${mobile}`);
      expect(placed.language).toBe(language);

      // Settings shows the consent given at checkout, with its time
      await gotoAndWait(page, `${base()}/settings`);
      const toggle = page.getByRole('switch', {
        name: say('whatsapp.settings.labelTo', { mobile: masked }),
      });
      await expect
        .poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 })
        .toBe('true');
      await page.getByText(new RegExp(`^${like('whatsapp.settings.agreedOn')}`)).waitFor();
      await screenshot(page, `whatsapp-settings-${viewport}`);

      // the owner confirms it (as automation does, with the admin token)
      const { Orders } = (await api.admin(
        'GET',
        `/admin/orders?search=${encodeURIComponent(orderNumber)}&pageNo=1&pageSize=5`,
      )) as { Orders: { OrderId: number; OrderNumber: string }[] };
      const orderId = Orders.find((o) => o.OrderNumber === orderNumber)!.OrderId;
      await api.admin('POST', `/admin/orders/${orderId}/status`, { Status: 'confirmed' });
      const confirmed = await messageOf('kirana_order_confirmed', orderNumber);
      expect(confirmed.language).toBe(language);

      // WhatsApp reports the confirmation failed, twice: one SMS says it instead, in the
      // template's words (the store's own order SMS, with amount and link, go out beside)
      const fallback = sent.say('whatsapp.order_confirmed', { p1: orderNumber });
      const fallbacks = async () =>
        (await smsUpdatesTo(mobile, orderNumber)).filter((b) => b === fallback).length;
      expect(await fallbacks()).toBe(0);
      const reports = await wa.sendStatus(confirmed, 'failed', { times: 2 });
      expect(reports.map((d) => d.status)).toEqual([200, 200]);
      await expect.poll(fallbacks, { timeout: 20_000 }).toBe(1);
      // a forged report changes nothing, and the SMS stays one
      const [forged] = await wa.sendStatus(placed, 'failed', { forge: true });
      expect(forged!.status).toBe(400);
      await wa.sendStatus(confirmed, 'failed');
      expect(await fallbacks()).toBe(1);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);

      // with the store's WhatsApp number set, the order page links a chat about this order
      const { Store } = (await api.admin('GET', '/admin/settings')) as {
        Store: Record<string, unknown>;
      };
      const { LogoUrl: _logo, ...details } = Store;
      await api.admin('PUT', '/admin/settings/store', {
        ...details,
        WhatsAppNumber: '98450 12345',
      });
      await gotoAndWait(page, `${base()}/order/details/${orderId}`);
      const chat = page.getByRole('link', { name: say('whatsapp.chat') });
      await expect
        .poll(() => chat.getAttribute('href'), { timeout: 10_000 })
        .toBe(`https://wa.me/919845012345?text=${encodeURIComponent(`Order ${orderNumber}`)}`);
      await chat.scrollIntoViewIfNeeded();
      await screenshot(page, `whatsapp-order-chat-${viewport}`);
      await gotoAndWait(page, `${base()}/contact-us`);
      await page.getByRole('link', { name: say('whatsapp.chat') }).waitFor();
      await screenshot(page, `whatsapp-contact-${viewport}`);
      await context.close();
    });

    it('the console lists the templates to register, a copy button each (Settings › WhatsApp)', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      // the console with the automation token as its session (the owner's rights)
      await page.goto(`${base()}/admin`);
      await page.evaluate((t) => localStorage.setItem('kirana.console.token', t), ADMIN_TOKEN);
      await page.goto(`${base()}/admin/settings/whatsapp`);
      const placed = page.getByRole('region', { name: 'kirana_order_placed (en)' });
      await placed.waitFor({ timeout: 15_000 });
      expect(await placed.textContent()).toContain(
        'Thank you! Your order {{1}} of {{2}} is placed.',
      );
      // the same template in Hindi, registered under the same name with the language code hi
      expect(
        await page.getByRole('region', { name: 'kirana_order_placed (hi)' }).textContent(),
      ).toMatch(/[\u0900-\u097F]/);
      // seven events, each in English and Hindi
      expect(await page.getByRole('button', { name: /^Copy the text of / }).count()).toBe(14);
      await screenshot(page, `whatsapp-templates-${viewport}`);
      await context.close();
    });
  },
);
