import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, VIEWPORTS, type ViewportName } from './support/browser';
import { storeAndBrowser } from './support/suite';
import { shopperSteps, type Summary } from './support/shopper';

/**
 * Draws the storefront's pages in Hindi until the language switch lands (h/i18n): the browser
 * boots in the language of <html lang>, which this rewrites on the app's HTML.
 */
async function readHindi(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<html lang="en-IN"', '<html lang="hi"');
      await route.fulfill({ response, body });
    },
  );
}

// Hindi (#26 §1): the checkout and the order page a shopper reads in Hindi, money still Indian.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('Hindi screens on %s', (viewport) => {
  const suite = storeAndBrowser();
  const base = () => suite.store.baseUrl;
  const steps = shopperSteps(base, viewport);

  it('checkout and the order placed read Hindi', async () => {
    const home = (await (await fetch(`${base()}/api/home-page-data`)).json()) as {
      BestSellers: Summary[];
    };
    const product = home.BestSellers.find((p) => !p.HasVariants && p.InStock)!;
    // the service worker would answer the reload from its cache, past the rewrite
    const context = await newContext(suite.browser, viewport, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await steps.fillCart(page, product, 1);
    await steps.toCheckoutWithAddress(page);
    await readHindi(page);
    await page.reload();

    const place = page.getByRole('button', { name: /^ऑर्डर करें/ }).first();
    await place.waitFor({ timeout: 15_000 });
    await expect.poll(() => place.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: /डिलीवरी का पता/ }).count()).toBe(1);
    await steps.shot(page, 'hindi-checkout');
    await place.click();
    await page.getByTestId('order-number').waitFor({ timeout: 15_000 });
    await steps.shot(page, 'hindi-order-placed');
    await page.getByRole('link', { name: 'ऑर्डर की जानकारी देखें' }).click();
    await page.getByRole('list', { name: 'ऑर्डर की स्थिति' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('payment-summary').textContent()).toContain('₹');
    await steps.shot(page, 'hindi-order');
    await context.close();
  });
});
