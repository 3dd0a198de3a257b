import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomersAnswer } from '@kirana/shared';
import { newContext, watchConsole, VIEWPORTS, type ViewportName } from './support/browser';
import { storeAndBrowser } from './support/suite';
import { shopperSteps, type Summary } from './support/shopper';
import { gotoAndWait } from './support/journeys';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

// The checkout's money choices on a phone and a desktop: a coupon that does not apply stays
// pending with its reason and never blocks paying; the wallet short of the bill is a tick of its
// own that pays a part, the rest by a method chosen below.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'coupon and wallet at checkout on %s',
  (viewport) => {
    const suite = storeAndBrowser({ ADMIN_TOKEN });
    let product: Summary;
    const base = () => suite.store.baseUrl;
    const admin = (method: string, path: string, body?: unknown, headers = {}) =>
      fetch(`${base()}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${ADMIN_TOKEN}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });

    beforeAll(async () => {
      const home = (await (await fetch(`${base()}/api/home-page-data`)).json()) as {
        BestSellers: Summary[];
      };
      // one unit well under WELCOME100's ₹499 minimum
      product = home.BestSellers.filter(
        (p) => !p.HasVariants && p.InStock && p.Price >= 5000 && p.Price < 30000,
      )[0]!;
      await admin('PATCH', `/admin/products/${product.ProductId}`, { Stock: 500 });
    });

    const steps = shopperSteps(base, viewport);

    it('a coupon short of its minimum stays pending and the order is placed without it; a part from the wallet', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await steps.fillCart(page, product, 1);
      await steps.toCheckoutWithAddress(page);

      await page.getByLabel('Coupon code').fill('welcome100');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect
        .poll(() => page.getByTestId('coupon-status').textContent(), { timeout: 10_000 })
        .toMatch(/^Not applied\. Add ₹[\d,]+\.\d\d more to use WELCOME100\. You can still place/);
      const offers = page.getByRole('list', { name: 'Offers for you' });
      expect(await offers.getByText('Not applied', { exact: true }).count()).toBe(1);
      expect(await offers.getByText('Applied', { exact: true }).count()).toBe(0);
      // nothing blocks paying, and the bar at the bottom of a phone is there to press
      await expect
        .poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
        .toBe(true);
      expect(await page.getByTestId('place-order-blocker').count()).toBe(0);
      await steps.shot(page, 'checkout-coupon-pending');

      // money in the wallet, less than the bill: the tick pays a part, the rest by cash
      const customers = (await (
        await admin('GET', '/admin/customers?pageNo=1&pageSize=1')
      ).json()) as CustomersAnswer;
      const userId = customers.Customers[0]!.UserId;
      const credit = await admin(
        'POST',
        `/admin/customers/${userId}/wallet-adjustments`,
        { AmountPaise: 2000, Reason: 'Goodwill for the e2e' },
        { 'idempotency-key': `e2e-wallet-${viewport}-${Date.now()}` },
      );
      expect(credit.status).toBeLessThan(300);
      await page.reload();
      const wallet = page.getByRole('checkbox', {
        name: /Use my Kirana wallet balance \(₹20\.00\)/,
      });
      await wallet.waitFor({ timeout: 10_000 });
      expect(await wallet.isEnabled()).toBe(true);
      expect(await page.getByRole('radio', { name: /Kirana wallet/ }).count()).toBe(0);
      await wallet.check();
      await page.getByRole('group', { name: 'Pay the rest by' }).waitFor();
      await expect
        .poll(() => page.getByTestId('wallet-split').textContent(), { timeout: 10_000 })
        .toContain('₹20.00 from your wallet');
      await steps.shot(page, 'checkout-wallet-part');

      await steps.placeOrderButton(page).click();
      await page.getByTestId('order-confirmed').waitFor({ timeout: 15_000 });
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    });

    it('an online order cancelled before it was paid puts its items back in the cart', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await steps.fillCart(page, product, 2);
      await steps.toCheckoutWithAddress(page);
      await page.getByRole('radio', { name: /Test payment \(sandbox\)/ }).check();
      await expect
        .poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
        .toBe(true);
      await steps.placeOrderButton(page).click();
      await page.waitForURL(/\/pay\/sandbox\/\d+$/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Complete your payment').waitFor();
      // the cart kept the items through the cancelled payment; the shopper empties it here
      await gotoAndWait(page, `${base()}/cart`);
      await page.getByRole('button', { name: `Remove ${product.Name} from cart` }).click();
      await page.getByText('Your cart is empty').first().waitFor();
      await gotoAndWait(page, `${base()}/order/history`);
      const card = page.getByTestId('order-card').first();
      await card.waitFor();
      await card.getByRole('link').click();
      await page.waitForURL(/\/order\/details\/\d+$/);
      // no invoice while the payment is pending
      await page.getByRole('button', { name: 'Cancel order' }).waitFor();
      expect(await page.getByRole('button', { name: /Download invoice/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByLabel('Ordered by mistake').check();
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      const restore = page.getByTestId('restore-to-cart');
      await restore.waitFor({ timeout: 10_000 });
      await steps.shot(page, 'order-restore-to-cart');
      await restore.getByRole('button', { name: 'Put these items back in my cart' }).click();
      await expect
        .poll(() => page.getByTestId('buy-again-result').textContent(), { timeout: 10_000 })
        .toContain(`Added to your cart: ${product.Name}`);
      await page.getByTestId('buy-again-result').getByRole('link', { name: 'Go to cart' }).click();
      await page.waitForURL(/\/cart$/);
      await expect
        .poll(() =>
          page.getByRole('button', { name: `Increase quantity of ${product.Name}` }).count(),
        )
        .toBe(1);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    });
  },
);
