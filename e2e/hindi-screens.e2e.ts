import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, VIEWPORTS, type ViewportName } from './support/browser';
import { storeAndBrowser } from './support/suite';
import { shopperSteps, type Summary } from './support/shopper';

/** Picks Hindi as the drawer's language switch does: the `kirana_lang` cookie the server reads. */
async function readHindi(page: Page, base: string): Promise<void> {
  await page.context().addCookies([{ name: 'kirana_lang', value: 'hi', url: base }]);
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
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await steps.fillCart(page, product, 1);
    await steps.toCheckoutWithAddress(page);
    await readHindi(page, base());
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
