import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, watchConsole, VIEWPORTS, type ViewportName } from './support/browser';
import { dialogTitled, gotoAndWait, paiseOf } from './support/journeys';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

// Paying through the labelled sandbox gateway (the demo default), the wallet, and money back:
// a sandbox failure then a retry (the cart kept until the payment succeeds), a sandbox-paid order cancelled (the test payment is no money:
// nothing lands in the wallet), a goodwill credit spent on the next order with cash on delivery,
// a cancelled payment switched to cash on delivery, and a delivered line returned and refunded
// to the original payment.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'sandbox payments and the wallet on %s',
  (viewport) => {
    const suite = storeAndBrowser({ ADMIN_TOKEN, PAYMENTS_SANDBOX: 'true' });
    const base = () => suite.store.baseUrl;
    const steps = shopperSteps(base, viewport);
    const api = storeApi(base, ADMIN_TOKEN);
    let product: Summary;

    beforeAll(async () => {
      product = await api.returnableProduct(10000);
    });

    const chooseMethod = (page: Page, name: RegExp) => page.getByRole('radio', { name }).check();
    const payButton = (page: Page) =>
      page
        .getByRole('button', { name: /^Pay ₹/ })
        .filter({ visible: true })
        .first();
    const orderIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());
    /** What the header's cart link says: 'Cart, 2 items', 'Cart, empty'. */
    const cartSays = (page: Page) =>
      page
        .getByRole('link', { name: /^Cart, / })
        .first()
        .getAttribute('aria-label');

    /** From a filled cart: sign in, add an address, pay by the sandbox and land on its page. */
    async function toSandbox(page: Page) {
      await steps.fillCart(page, product, 2);
      await steps.toCheckoutWithAddress(page);
      await chooseMethod(page, /Test payment \(sandbox\)/);
      await expect.poll(() => payButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
      await steps.shot(page, 'pay-checkout-sandbox');
      await payButton(page).click();
      await page.waitForURL(/\/pay\/sandbox\/\d+$/);
      await page.getByText(/Sandbox payment — no money moves/).waitFor();
    }

    it('sandbox fails, the retry succeeds; cancelled, the test payment stays out of the wallet; a credit pays the next order with COD', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await toSandbox(page);
      await steps.shot(page, 'pay-sandbox');
      await page.getByRole('button', { name: 'Fail' }).click();
      await page.waitForURL(/\/order\/checkout$/);
      await page.getByText('Complete your payment').waitFor();
      await page.getByRole('alert').filter({ hasText: 'did not go through' }).waitFor();
      // not paid: the cart still holds the order's items, and the page says so
      await page.getByTestId('cart-kept').waitFor();
      await expect.poll(() => cartSays(page)).toBe('Cart, 2 items');
      await steps.shot(page, 'pay-retry');
      await payButton(page).click();
      await page.waitForURL(/\/pay\/sandbox\/\d+$/);
      await page.getByRole('button', { name: 'Succeed' }).click();
      await page.getByTestId('order-confirmed').waitFor();
      // paid: now the cart lets them go
      await expect.poll(() => cartSays(page)).toBe('Cart, empty');
      const paid = paiseOf(await page.getByTestId('order-amount').textContent());
      await steps.shot(page, 'pay-confirmed');

      // cancel the paid order: a sandbox payment is no money, so nothing comes to the wallet
      await page
        .getByRole('link', { name: /View order|Order details/ })
        .first()
        .click();
      await page.waitForURL(/\/order\/details\/\d+$/);
      const orderId = orderIdOf(page);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = dialogTitled(page, 'Cancel this order?');
      await dialog.getByLabel('Ordered by mistake').check();
      expect(await dialog.getByLabel(/Kirana wallet \(instant\)/).count()).toBe(0);
      await dialog.getByText(/paid in the test gateway was not money/).waitFor();
      await steps.shot(page, 'pay-cancel-sandbox');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect
        .poll(() => page.locator('[data-status]').first().textContent(), { timeout: 10_000 })
        .toBe('Cancelled');
      await gotoAndWait(page, `${base()}/user/wallet`);
      expect(paiseOf(await page.getByTestId('wallet-balance').textContent())).toBe(0);

      // the store credits the wallet by hand instead
      await api.creditWalletOf(orderId, paid);
      await page.reload();
      await expect
        .poll(async () => paiseOf(await page.getByTestId('wallet-balance').textContent()), {
          timeout: 10_000,
        })
        .toBe(paid);
      await steps.shot(page, 'pay-wallet-credited');

      // the next order: part from the wallet, the rest by cash on delivery
      await steps.fillCart(page, product, 3);
      await page
        .getByRole('link', { name: /checkout/i })
        .first()
        .click();
      await page.waitForURL(/\/order\/checkout$/);
      await chooseMethod(page, /Cash on delivery/);
      await page.getByRole('checkbox', { name: /Use my Kirana wallet balance/ }).check();
      await expect
        .poll(() => page.getByTestId('wallet-split').textContent())
        .toContain('from your wallet');
      await steps.shot(page, 'pay-wallet-cod');
      await steps.placeOrderButton(page).click();
      await page.getByTestId('order-confirmed').waitFor();
      await gotoAndWait(page, `${base()}/user/wallet`);
      await expect
        .poll(async () => paiseOf(await page.getByTestId('wallet-balance').textContent()), {
          timeout: 10_000,
        })
        .toBe(0);
      expect(await page.getByTestId('wallet-entry').count()).toBe(2);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    });

    it('a cancelled sandbox payment switches to cash on delivery with its fee', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      await toSandbox(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Complete your payment').waitFor();
      // leaving the payment keeps the cart: the items are still there to pay or change
      await expect.poll(() => cartSays(page)).toBe('Cart, 2 items');
      await gotoAndWait(page, `${base()}/cart`);
      await page.getByRole('button', { name: `Increase quantity of ${product.Name}` }).waitFor();
      await steps.shot(page, 'pay-cancelled-cart-kept');
      // back at the checkout the pending order comes first, whatever the cart holds
      await gotoAndWait(page, `${base()}/order/checkout`);
      await page.getByText('Complete your payment').waitFor();
      const cash = page.getByRole('button', { name: /by cash on delivery instead/ });
      await cash.waitFor();
      expect(await page.getByText(/adds a fee of ₹/).count()).toBe(1);
      await cash.click();
      await page.getByTestId('order-confirmed').waitFor();
      // confirmed with cash on delivery: the ordered items leave the cart
      await expect.poll(() => cartSays(page)).toBe('Cart, empty');
      await context.close();
    });

    it('a delivered line is returned, approved, picked up and refunded to the original payment', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      await toSandbox(page);
      await page.getByRole('button', { name: 'Succeed' }).click();
      await page.getByTestId('order-confirmed').waitFor();
      await page
        .getByRole('link', { name: /View order|Order details/ })
        .first()
        .click();
      await page.waitForURL(/\/order\/details\/\d+$/);
      const orderId = orderIdOf(page);
      await api.deliver(orderId);
      await page.reload();
      await page.getByRole('link', { name: 'Return items' }).click();
      await page.waitForURL(/\/order\/return\/\d+$/);
      // the line's checkbox (the order page's "Rate and review <name>" link also names it)
      await page.getByRole('checkbox', { name: product.Name, exact: false }).first().check();
      await page.getByLabel('Reason for the return').selectOption({ index: 1 });
      await page.getByRole('radio', { name: /To your original payment method/ }).check();
      await steps.shot(page, 'return-form');
      await page.getByRole('button', { name: 'Request return' }).click();
      await page.waitForURL(/\/refund\/details\/\d+$/);
      const refundId = orderIdOf(page);
      expect(await page.locator('[data-status]').first().textContent()).toBe('Requested');
      await page.getByText('Items (2)').waitFor();
      await api.admin('POST', `/admin/refunds/${refundId}/status`, { Status: 'approved' });
      await api.admin('POST', `/admin/refunds/${refundId}/status`, { Status: 'picked_up' });
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.locator('[data-status]').first().textContent();
          },
          { timeout: 15_000, interval: 1000 },
        )
        .toBe('Refunded');
      expect(await page.getByText(/original payment method/i).count()).toBeGreaterThan(0);
      await steps.shot(page, 'return-refunded');
      await context.close();
    });
  },
);
