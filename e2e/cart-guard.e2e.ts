import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshot, VIEWPORTS, type ViewportName } from './support/browser';
import { storeAndBrowser } from './support/suite';
import { dialogTitled, expectCartLines, gotoAndWait, paiseOf } from './support/journeys';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

interface Summary {
  ProductId: number;
  Slug: string;
  Name: string;
  Price: number;
  HasVariants: boolean;
  InStock: boolean;
}

// The cart cannot be cheated: the server's prices win, and tampered storage is thrown away.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the cart guard on %s', (viewport) => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  let product: Summary;
  beforeAll(async () => {
    const home = (await (await fetch(`${suite.store.baseUrl}/api/home-page-data`)).json()) as {
      BestSellers: Summary[];
    };
    product = home.BestSellers.find((p) => !p.HasVariants && p.InStock)!;
  });

  async function addToCart(page: Page): Promise<void> {
    await gotoAndWait(page, `${suite.store.baseUrl}/${product.Slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // the cart-added toast, top-right
    await page
      .locator('.Toastify__toast-container--top-right')
      .getByText(product.Name)
      .first()
      .waitFor();
    await page.goto(`${suite.store.baseUrl}/cart`);
    await expectCartLines(page, 1);
  }

  it('shows the price-change dialog and takes the new price', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await addToCart(page);
    const newPrice = product.Price - 700;
    const res = await fetch(`${suite.store.baseUrl}/api/admin/products/${product.ProductId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ Price: newPrice }),
    });
    expect(res.status).toBe(200);
    await page.reload();
    const dialog = dialogTitled(page, 'Product Updates Detected');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.textContent()).toContain(
      'Some items in your cart now have updated prices.',
    );
    await screenshot(page, `price-changed-${viewport}`);
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect
      .poll(async () => paiseOf(await page.getByTestId('bill-item-total').textContent()))
      .toBe(newPrice);
    // put the price back for the next viewport's run
    await fetch(`${suite.store.baseUrl}/api/admin/products/${product.ProductId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ Price: product.Price }),
    });
    await context.close();
  });

  it('resets a tampered cart with the message', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await addToCart(page);
    // the store persists with a throttle: tamper only once the saved cart has settled, or a
    // late save would overwrite the tampered value
    const saved = () => page.evaluate(() => localStorage.getItem('cart'));
    let last = await saved();
    for (let i = 0; i < 40; i++) {
      await page.waitForTimeout(250);
      const now = await saved();
      if (now && now === last) break;
      last = now;
    }
    await page.evaluate(() => {
      const v = localStorage.getItem('cart')!;
      const i = v.length - 5;
      localStorage.setItem('cart', v.slice(0, i) + (v[i] === 'A' ? 'B' : 'A') + v.slice(i + 1));
    });
    await page.reload();
    const dialog = dialogTitled(page, 'Your cart has been reset');
    await dialog.waitFor({ timeout: 10_000 });
    const text = await dialog.textContent();
    expect(text).toContain('Your cart has been reset');
    expect(text).toContain(
      'We have removed your cart items as we detect some unusual activities from your browser',
    );
    await screenshot(page, `cart-reset-${viewport}`);
    await dialog.getByRole('button', { name: /close/i }).click();
    await expectCartLines(page, 0);
    await context.close();
  });
});
