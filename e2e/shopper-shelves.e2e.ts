import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, watchConsole, VIEWPORTS, type ViewportName } from './support/browser';
import { gotoAndWait } from './support/journeys';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-shelves-0123456789abcdef';

// #26 part 4: the heart signed out, kept at sign-in on My list; recently viewed on the home page;
// after a delivered order, the Buy again shelf adds to the cart in one tap.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the shopper shelves on %s', (viewport) => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  const base = () => suite.store.baseUrl;
  const steps = shopperSteps(base, viewport);
  const store = storeApi(base, ADMIN_TOKEN);

  const heart = (page: Page, p: Summary) =>
    page.getByRole('button', { name: `Save ${p.Name} to My list` }).first();
  const shelf = (page: Page, title: string) => page.getByRole('region', { name: title });

  it('heart signed out, My list after sign-in, recently viewed, and buy again', async () => {
    const bought = await store.returnableProduct(5000);
    const home = (await (await fetch(`${base()}/api/home-page-data`)).json()) as {
      BestSellers: Summary[];
    };
    const [kept, viewed] = home.BestSellers.filter(
      (p) => !p.HasVariants && p.InStock && p.ProductId !== bought.ProductId,
    );
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);

    // signed out: the heart on a product page is a toggle kept in this browser
    await gotoAndWait(page, `${base()}/${kept!.Slug}`);
    expect(await heart(page, kept!).getAttribute('aria-pressed')).toBe('false');
    await heart(page, kept!).click();
    await expect.poll(() => heart(page, kept!).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kirana.wishlist')))
      .toBe(`[${kept!.ProductId}]`);
    await steps.shot(page, 'shelves-product-heart');
    await gotoAndWait(page, `${base()}/${viewed!.Slug}`);
    await page.getByRole('heading', { level: 1, name: viewed!.Name }).waitFor();

    // recently viewed on the home page, newest first, with today's prices from one call
    await gotoAndWait(page, `${base()}/`);
    const recent = shelf(page, 'Recently viewed');
    await recent.waitFor({ timeout: 15_000 });
    const names = await recent.getByRole('article').locator('a').allTextContents();
    expect(names[0]).toContain(viewed!.Name);
    expect(names[1]).toContain(kept!.Name);
    await recent.scrollIntoViewIfNeeded();
    await steps.shot(page, 'shelves-recently-viewed');

    // an order, signed in at checkout: the browser's list goes to the account at sign-in
    await steps.fillCart(page, bought, 1);
    await steps.toCheckoutWithAddress(page);
    await expect
      .poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await steps.placeOrderButton(page).click();
    await page.waitForURL(/\/order\/confirmed\/$/, { timeout: 15_000 });
    const number = (await page.getByTestId('order-number').textContent())!;
    const found = (await store.admin('GET', `/admin/orders?search=${number}`)) as {
      Orders: { OrderId: number }[];
    };
    await store.deliver(found.Orders[0]!.OrderId);

    await gotoAndWait(page, `${base()}/wishlist`);
    const list = page.getByRole('list', { name: 'My list' });
    await list.waitFor({ timeout: 15_000 });
    expect(await list.getByRole('article').count()).toBe(1);
    expect(await list.textContent()).toContain(kept!.Name);
    expect(await page.evaluate(() => localStorage.getItem('kirana.wishlist'))).toBeNull();
    await steps.shot(page, 'shelves-my-list');

    // buy again: one tap adds what was delivered; the card then shows the quantity
    await gotoAndWait(page, `${base()}/`);
    const again = shelf(page, 'Buy again');
    await again.waitFor({ timeout: 15_000 });
    await again.scrollIntoViewIfNeeded();
    await again.getByRole('button', { name: `Add ${bought.Name} to cart` }).click();
    await again.getByRole('group').first().waitFor();
    await steps.shot(page, 'shelves-buy-again');
    await gotoAndWait(page, `${base()}/cart`);
    await page.getByText(bought.Name).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
