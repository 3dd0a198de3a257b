import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, watchConsole, VIEWPORTS, type ViewportName } from './support/browser';
import { storeAndBrowser } from './support/suite';
import { shopperSteps, type Summary } from './support/shopper';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

// Delivery slots (#26 part 4): the owner turns them on, a shopper picks a day and a window at
// checkout, and the order page shows the slot.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('delivery slots on %s', (viewport) => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  let product: Summary;
  const base = () => suite.store.baseUrl;
  const admin = (method: string, path: string, body: unknown) =>
    fetch(`${base()}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const home = (await (await fetch(`${base()}/api/home-page-data`)).json()) as {
      BestSellers: Summary[];
    };
    product = home.BestSellers.find((p) => !p.HasVariants && p.InStock)!;
    const saved = await admin('PUT', '/admin/settings/delivery-slots', {
      IsEnabled: true,
      DaysAhead: 2,
      CutoffMinutes: 60,
      Windows: [
        { WindowId: null, Starts: '07:00', Ends: '09:00', Capacity: 20, IsEnabled: true },
        { WindowId: null, Starts: '18:00', Ends: '21:00', Capacity: 20, IsEnabled: true },
      ],
    });
    expect(saved.status).toBe(200);
  });

  const steps = shopperSteps(base, viewport);

  it('checkout asks for a slot before Place order, sends it, and the order page shows it', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await steps.fillCart(page, product, 1);
    await steps.toCheckoutWithAddress(page);

    const tabs = page.getByRole('tablist', { name: 'Delivery day' });
    await tabs.waitFor();
    await tabs.getByRole('tab', { name: 'Tomorrow' }).click();
    const morning = page.getByRole('radio', { name: /^7:00 am – 9:00 am/ });
    await morning.waitFor();
    await expect.poll(() => steps.placeOrderButton(page).isEnabled()).toBe(false);
    await steps.shot(page, 'checkout-slots');
    await morning.check();
    await expect
      .poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await steps.placeOrderButton(page).click();
    await page.getByTestId('order-number').waitFor({ timeout: 15_000 });
    await page
      .getByRole('link', { name: /View order|Order details/ })
      .first()
      .click();
    const slot = page.getByTestId('delivery-slot');
    await slot.waitFor({ timeout: 15_000 });
    expect(await slot.textContent()).toMatch(/^Delivery slot: .+, 7:00 am – 9:00 am$/);
    await steps.shot(page, 'order-slot');
    expect(errors).toEqual([]);
    await context.close();
  });
});
