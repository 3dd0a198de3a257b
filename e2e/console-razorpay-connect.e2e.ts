import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startRazorpayStandin, type RazorpayStandin } from '../apps/api/src/test/razorpay-standin';
import { newContext, screenshot, watchConsole } from './support/browser';
import { consoleSteps } from './support/console';
import { freshDigits, gotoAndWait } from './support/journeys';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const OWNER_EMAIL = 'owner-rzp@kirana-e2e.in';
/** The keys the Razorpay stand-in knows; the store's environment has none of them. */
const KEYS = {
  KeyId: 'rzp_test_KiranaConsole1',
  KeySecret: 'console-key-secret-0123456789',
  WebhookSecret: 'console-webhook-secret-0123456789',
};
const RAZORPAY = /UPI, cards and netbanking/;

// Issue #28: the owner connects Razorpay in the console (Settings › Payments) against a local
// Razorpay; wrong keys are refused in words, right keys put Razorpay in the shopper's checkout
// at once (no restart) and a payment goes through its Checkout; Disconnect takes it away again.
// A manager is shown no Payments tab and the owner-only words; the API refuses them too.
describe('Razorpay connected from the console', () => {
  let rzp: RazorpayStandin;
  const suite = storeAndBrowser(async () => {
    rzp = await startRazorpayStandin({
      keyId: KEYS.KeyId,
      keySecret: KEYS.KeySecret,
      webhookSecret: KEYS.WebhookSecret,
    });
    return {
      ADMIN_TOKEN,
      OWNER_EMAIL,
      OWNER_NAME: 'Asha Rao',
      RAZORPAY_API_URL: rzp.url,
      RAZORPAY_CHECKOUT_URL: rzp.checkoutUrl,
    };
  });
  const base = () => suite.store.baseUrl;
  const con = consoleSteps(base, 'desktop');
  const steps = shopperSteps(base, 'desktop');
  const api = storeApi(base, ADMIN_TOKEN);
  let product: Summary;

  beforeAll(async () => {
    rzp.setWebhookUrl(`${base()}/api/payments/razorpay/webhook`);
    product = await api.returnableProduct(10000);
  });
  afterAll(() => rzp?.close());

  const panelOf = (page: Page) => page.getByRole('region', { name: 'Razorpay', exact: true });
  const payButton = (page: Page) =>
    page
      .getByRole('button', { name: /^Pay ₹/ })
      .filter({ visible: true })
      .first();
  /** The payment methods the shopper's checkout shows now (read afresh). */
  async function checkoutMethods(page: Page): Promise<string[]> {
    await gotoAndWait(page, `${base()}/order/checkout`);
    const cod = page.getByRole('radio', { name: /Cash on delivery/ });
    await cod.waitFor({ timeout: 15_000 });
    return page
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
      );
  }

  it('the owner: wrong keys refused, right keys connect, a shopper pays by Razorpay; Disconnect takes it away', async () => {
    // the store starts without Razorpay: the shopper's checkout offers no online payment
    const shopperContext = await newContext(suite.browser, 'desktop');
    const shopper = await shopperContext.newPage();
    const shopperErrors = watchConsole(shopper);
    await steps.fillCart(shopper, product, 1);
    await steps.toCheckoutWithAddress(shopper);
    expect((await checkoutMethods(shopper)).join(' | ')).not.toMatch(RAZORPAY);

    const ownerContext = await newContext(suite.browser, 'desktop');
    const owner = await ownerContext.newPage();
    const ownerErrors = watchConsole(owner);
    const ownerToken = await con.signIn(owner, OWNER_EMAIL);
    await con.open(owner, 'Settings');
    await owner.getByRole('link', { name: 'Payments', exact: true }).click();
    await owner.waitForURL(/\/admin\/settings\/payments$/);
    await con.settled(owner);
    const panel = panelOf(owner);
    await panel.getByText('Not connected', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Disconnect' }).count()).toBe(0);

    // nothing typed: Test connection asks for the keys
    await panel.getByRole('button', { name: 'Test connection' }).click();
    await panel.getByRole('alert').filter({ hasText: 'Type the key id' }).waitFor();

    // wrong secret: Razorpay (the stand-in) refuses them, said in words
    await panel.getByLabel('Key id').fill(KEYS.KeyId);
    await panel.getByLabel('Key secret').fill('not-the-secret-0123456');
    await panel.getByLabel('Webhook secret').fill(KEYS.WebhookSecret);
    await panel.getByRole('button', { name: 'Test connection' }).click();
    const wrong = panel.getByRole('alert').filter({ hasText: 'Razorpay refused these keys' });
    await wrong.waitFor({ timeout: 15_000 });
    expect(await wrong.textContent()).toContain('check the key id and the key secret');
    await screenshot(owner, 'console-razorpay-wrong-keys-desktop');
    // Connect with them is refused too, and nothing is kept
    await panel.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect
      .poll(() => panel.textContent(), { timeout: 15_000 })
      .toMatch(/Razorpay refused these keys: Authentication failed/);
    expect(await panel.getByText('Not connected', { exact: true }).count()).toBe(1);

    // the right keys: tested, then connected (Test mode, by whom), the secrets never shown
    await panel.getByLabel('Key secret').fill(KEYS.KeySecret);
    await panel.getByRole('button', { name: 'Test connection' }).click();
    await panel.getByRole('status').filter({ hasText: 'Razorpay accepted these keys' }).waitFor();
    await panel.getByRole('button', { name: 'Connect', exact: true }).click();
    await panel.getByText('Connected', { exact: true }).first().waitFor({ timeout: 15_000 });
    const connected = (await panel.textContent())!;
    expect(connected).toContain(KEYS.KeyId);
    expect(connected).toContain('Test mode');
    expect(connected).toContain('Asha Rao');
    expect(await panel.getByLabel('Key secret').inputValue()).toBe('');
    const page = await owner.content();
    expect(page).not.toContain(KEYS.KeySecret);
    expect(page).not.toContain(KEYS.WebhookSecret);
    await panel.getByRole('button', { name: 'Disconnect' }).waitFor();
    await screenshot(owner, 'console-razorpay-connected-desktop');

    // the panel on a phone (390 px), for the record: same session
    const phone = await newContext(suite.browser, 'mobile', {
      storageState: await ownerContext.storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${base()}/admin/settings/payments`);
    await panelOf(phonePage).getByText('Connected', { exact: true }).first().waitFor();
    await con.settled(phonePage);
    await panelOf(phonePage).scrollIntoViewIfNeeded();
    await screenshot(phonePage, 'console-razorpay-connected-mobile');
    const overflow = await phonePage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();

    // the same shopper, no restart: the checkout offers Razorpay (Test mode) and pays through it
    expect((await checkoutMethods(shopper)).join(' | ')).toMatch(RAZORPAY);
    await shopper.getByRole('radio', { name: RAZORPAY }).check();
    await shopper.getByText('Test mode').first().waitFor();
    await expect.poll(() => payButton(shopper).isEnabled(), { timeout: 10_000 }).toBe(true);
    await payButton(shopper).click();
    await shopper.getByRole('button', { name: 'Pay now (stand-in)' }).click();
    await shopper.getByTestId('order-confirmed').waitFor({ timeout: 20_000 });
    expect(await shopper.getByTestId('paid-how').textContent()).toContain('Razorpay');
    await rzp.flushWebhooks();
    expect(rzp.webhookDeliveries.length).toBeGreaterThan(0);
    expect(rzp.webhookDeliveries.every((d) => d.status === 200)).toBe(true);

    // Disconnect (confirmed): Not connected, and the next checkout no longer offers Razorpay
    await panel.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = con.dialog(owner, 'Disconnect Razorpay?');
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await panel.getByText('Not connected', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await con.callAs(ownerToken, '/admin/payment-settings/razorpay')).toBe(200);
    await steps.fillCart(shopper, product, 1);
    const after = await checkoutMethods(shopper);
    expect(after.join(' | ')).not.toMatch(RAZORPAY);
    expect(after.join(' | ')).toMatch(/Cash on delivery/);

    // the one failed call the owner's page made: Connect with the wrong keys (400, said above)
    expect(ownerErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    expect(shopperErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await shopperContext.close();
    await ownerContext.close();
  });

  it('a manager sees no Payments tab, only the owner-only words at its address; the API refuses', async () => {
    const email = `manager-rzp-${freshDigits()}@kirana-e2e.in`;
    await api.admin('POST', '/admin/staff', {
      Name: 'Meena Manager',
      Email: email,
      Role: 'manager',
    });
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    const token = await con.signIn(page, email);
    await con.open(page, 'Settings');
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    await tabs.getByRole('link', { name: 'Alerts' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Payments', exact: true }).count()).toBe(0);
    await page.goto(`${base()}/admin/settings/payments`);
    await page.getByText('Only the owner changes payment settings').waitFor();
    expect(await panelOf(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Test connection' }).count()).toBe(0);
    await screenshot(page, 'console-razorpay-manager-desktop');
    expect(await con.callAs(token, '/admin/payment-settings/razorpay')).toBe(403);
    await context.close();
  });
});
