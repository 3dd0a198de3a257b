import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startRazorpayStandin, type RazorpayStandin } from '../apps/api/src/test/razorpay-standin';
import { newContext, watchConsole, VIEWPORTS, type ViewportName } from './support/browser';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_KiranaE2E01',
  RAZORPAY_KEY_SECRET: 'e2e-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
};

// Razorpay end to end against a local server speaking its API, webhooks and Checkout (its
// Checkout stand-in answers with the signature that server computed): a success, a failure
// then a retry, and a closed payment switched to cash on delivery.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('Razorpay payments on %s', (viewport) => {
  let rzp: RazorpayStandin;
  const suite = storeAndBrowser(async () => {
    rzp = await startRazorpayStandin({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
    });
    return {
      ADMIN_TOKEN,
      ...KEYS,
      RAZORPAY_API_URL: rzp.url,
      RAZORPAY_CHECKOUT_URL: rzp.checkoutUrl,
    };
  });
  const base = () => suite.store.baseUrl;
  const steps = shopperSteps(base, viewport);
  let product: Summary;

  beforeAll(async () => {
    rzp.setWebhookUrl(`${base()}/api/payments/razorpay/webhook`);
    product = await storeApi(base, ADMIN_TOKEN).returnableProduct(10000);
  });
  afterAll(() => rzp?.close());

  const payButton = (page: Page) =>
    page
      .getByRole('button', { name: /^Pay ₹/ })
      .filter({ visible: true })
      .first();

  /** Cart, sign-in, address, Razorpay (Test mode shown), Pay: the Checkout stand-in opens. */
  async function openCheckout(page: Page) {
    await steps.fillCart(page, product, 1);
    await steps.toCheckoutWithAddress(page);
    await page.getByRole('radio', { name: /UPI, cards and netbanking/ }).check();
    await page.getByText('Test mode').first().waitFor();
    await expect.poll(() => payButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    await payButton(page).click();
    await page.getByRole('button', { name: 'Pay now (stand-in)' }).waitFor();
  }

  it('pays through Razorpay Checkout: the server checks the signature and the order is placed', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await openCheckout(page);
    await steps.shot(page, 'razorpay-checkout');
    await page.getByRole('button', { name: 'Pay now (stand-in)' }).click();
    await page.getByTestId('order-confirmed').waitFor();
    expect(await page.getByTestId('paid-how').textContent()).toContain('Razorpay');
    await rzp.flushWebhooks();
    expect(rzp.webhookDeliveries.every((d) => d.status === 200)).toBe(true);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('a failed payment, closed, is retried from the payment panel and succeeds', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await openCheckout(page);
    await page.getByRole('button', { name: 'Fail payment (stand-in)' }).click();
    // Checkout stays open after a failure, as Razorpay's does; close once it has said so
    await page.getByText(/^Payment failed:/).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByText('Complete your payment').waitFor();
    await page.getByRole('alert').filter({ hasText: 'did not go through' }).waitFor();
    await steps.shot(page, 'razorpay-failed');
    await payButton(page).click();
    await page.getByRole('button', { name: 'Pay now (stand-in)' }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await context.close();
  });

  it('a closed payment switches to cash on delivery', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await openCheckout(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByText('Complete your payment').waitFor();
    await page.getByRole('button', { name: /by cash on delivery instead/ }).click();
    await page.getByTestId('order-confirmed').waitFor();
    expect(await page.getByTestId('paid-how').count()).toBeLessThanOrEqual(1);
    await context.close();
  });
});
