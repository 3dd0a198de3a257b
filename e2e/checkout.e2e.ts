import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, watchConsole, VIEWPORTS, type ViewportName } from './support/browser';
import { storeAndBrowser } from './support/suite';
import { shopperSteps, type Summary } from './support/shopper';
import { dialogTitled, expectCartLines, gotoAndWait, paiseOf } from './support/journeys';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

// Checkout and orders end to end: a guest's cart survives sign-in, a coupon, cash on delivery,
// the confirmation, history, details, the invoice PDF, cancel and buy again; and the two races
// a real store meets between cart and Place order (a new price, the last unit gone).
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('checkout and orders on %s', (viewport) => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  let product: Summary;
  const base = () => suite.store.baseUrl;

  const admin = (productId: number, body: Record<string, number>) =>
    fetch(`${base()}/api/admin/products/${productId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify(body),
    }).then((r) => expect(r.status).toBe(200));

  beforeAll(async () => {
    const home = (await (await fetch(`${base()}/api/home-page-data`)).json()) as {
      BestSellers: Summary[];
    };
    // a simple product dear enough that a few units pass the ₹499 coupon minimum
    product = home.BestSellers.filter((p) => !p.HasVariants && p.InStock && p.Price >= 6000).sort(
      (a, b) => a.Price - b.Price,
    )[0]!;
    await admin(product.ProductId, { Stock: 500 });
  });

  const steps = shopperSteps(base, viewport);
  const { shot, toCheckoutWithAddress, placeOrderButton } = steps;
  const fillCart = (page: Page, qty: number) => steps.fillCart(page, product, qty);

  it('cart, sign-in, coupon, cash on delivery, confirmation, history, details, invoice, cancel, buy again', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const qty = Math.ceil(49900 / product.Price);
    await fillCart(page, qty);
    await shot(page, 'cart');
    await toCheckoutWithAddress(page);

    await page.getByLabel('Coupon code').fill('welcome100');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('coupon-status').textContent(), { timeout: 10_000 })
      .toContain('applied. You save ₹100.00');
    await expect.poll(() => page.getByTestId('bill-coupon').first().textContent()).toBe('−₹100.00');
    expect(await page.getByTestId('payment-fee-cod').textContent()).toMatch(/₹\d+\.\d\d fee/);
    expect(await page.getByTestId('bill-cod-fee').first().textContent()).toMatch(/₹/);
    await expect.poll(() => placeOrderButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    const payable = paiseOf(await page.getByTestId('bill-to-pay').first().textContent());
    await shot(page, 'checkout');

    await placeOrderButton(page).click();
    await page.waitForURL(/\/order\/confirmed\/$/, { timeout: 15_000 });
    const number = (await page.getByTestId('order-number').textContent())!;
    expect(number).toMatch(/^KRN-\d{4}-\d{6}$/);
    expect(paiseOf(await page.getByTestId('order-amount').textContent())).toBe(payable);
    await shot(page, 'confirmation');
    // the cart is empty after the order
    expect(await page.evaluate(() => localStorage.getItem('persist:primary'))).toContain(number);

    await gotoAndWait(page, `${base()}/order/history`);
    const card = page.getByTestId('order-card').filter({ hasText: number });
    await card.waitFor();
    expect(await card.textContent()).toContain('Placed');
    await shot(page, 'history');

    await card.getByRole('link').click();
    await page.waitForURL(/\/order\/details\/\d+$/);
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await shot(page, 'details');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = dialogTitled(page, 'Cancel this order?');
    await dialog.getByLabel('Ordered by mistake').check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect
      .poll(() => page.locator('[data-status]').first().textContent(), { timeout: 10_000 })
      .toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await shot(page, 'details-cancelled');

    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect
      .poll(() => page.getByTestId('buy-again-result').textContent(), { timeout: 10_000 })
      .toContain(`Added to your cart: ${product.Name}`);
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await expectCartLines(page, 1);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('a price changed between the cart and Place order: the dialog, the new bill, then the order', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await fillCart(page, 1);
    await toCheckoutWithAddress(page);
    await expect.poll(() => placeOrderButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    const before = paiseOf(await page.getByTestId('bill-to-pay').first().textContent());
    await admin(product.ProductId, { Price: product.Price - 700 });
    try {
      await placeOrderButton(page).click();
      const dialog = dialogTitled(page, 'Product Updates Detected');
      await dialog.waitFor({ timeout: 10_000 });
      expect(await dialog.textContent()).toContain(
        'Some items in your cart now have updated prices. Please review the changes before completing your order.',
      );
      await shot(page, 'checkout-price-changed');
      await dialog.getByRole('button', { name: 'Review order' }).click();
      await expect
        .poll(async () => paiseOf(await page.getByTestId('bill-to-pay').first().textContent()))
        .toBe(before - 700);
      await expect.poll(() => placeOrderButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
      await placeOrderButton(page).click();
      await page.waitForURL(/\/order\/confirmed\/$/, { timeout: 15_000 });
    } finally {
      await admin(product.ProductId, { Price: product.Price });
    }
    await context.close();
  });

  it('the last unit was bought by someone else meanwhile: the message and the marked line', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await fillCart(page, 1);
    await toCheckoutWithAddress(page);
    await expect.poll(() => placeOrderButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    await admin(product.ProductId, { Stock: 0 });
    try {
      await placeOrderButton(page).click();
      const failure = page.getByTestId('order-failure');
      await failure.waitFor({ timeout: 10_000 });
      expect(await failure.textContent()).toContain(`${product.Name} is out of stock`);
      await expect
        .poll(() => page.getByTestId('checkout-line').first().textContent(), { timeout: 10_000 })
        .toContain('is out of stock');
      expect(await placeOrderButton(page).isEnabled()).toBe(false);
      await shot(page, 'checkout-out-of-stock');
    } finally {
      await admin(product.ProductId, { Stock: 500 });
    }
    await context.close();
  });
});
