import { describe, expect, it } from 'vitest';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { shopperSteps } from './support/shopper';
import { storeApi } from './support/store-api';
import { gotoAndWait } from './support/journeys';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-live-0123456789abcdef';

// #24 item 8: an open order page follows its order as the store moves it, with no reload.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the live order page on %s', (viewport) => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  const base = () => suite.store.baseUrl;
  const steps = shopperSteps(base, viewport);
  const store = storeApi(base, ADMIN_TOKEN);

  it('shows each move the store makes while the page is open, with no reload', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await steps.fillCart(page, await store.returnableProduct(5000), 1);
    await steps.toCheckoutWithAddress(page);
    await expect
      .poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await steps.placeOrderButton(page).click();
    await page.waitForURL(/\/order\/confirmed\/$/, { timeout: 15_000 });
    const number = (await page.getByTestId('order-number').textContent())!;
    const history = (await store.admin('GET', `/admin/orders?search=${number}`)) as {
      Orders: { OrderId: number }[];
    };
    const orderId = history.Orders[0]!.OrderId;

    const streams: string[] = [];
    page.on('request', (r) => r.url().includes('/api/order-updates') && streams.push(r.url()));
    await gotoAndWait(page, `${base()}/order/details/${orderId}`);
    const status = page.locator('main [data-status]').first();
    const shown = () => status.getAttribute('data-status');
    await expect.poll(shown).toBe('placed');
    await expect.poll(() => streams.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // the stream opens with its one-minute ticket, never with the session token
    expect(streams.every((u) => /\/api\/order-updates\?ticket=[\w-]+\.[\w-]+$/.test(u))).toBe(true);

    await store.admin('POST', `/admin/orders/${orderId}/status`, { Status: 'confirmed' });
    await expect.poll(shown, { timeout: 15_000 }).toBe('confirmed');
    await screenshot(page, `live-order-confirmed-${viewport}`);

    await store.admin('POST', `/admin/orders/${orderId}/status`, { Status: 'packed' });
    await expect.poll(shown, { timeout: 15_000 }).toBe('packed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
