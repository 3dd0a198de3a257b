import { describe, expect, it } from 'vitest';
import {
  newContext,
  screenshot,
  VIEWPORTS,
  type ViewportName,
  WITH_SERVICE_WORKER,
} from './support/browser';
import { controlledByWorker, gotoAndWait, precacheKept, productLinks } from './support/journeys';
import { storeAndBrowser } from './support/suite';

// The installed app on a patchy connection: pages seen once still open with no network.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('offline on %s', (viewport) => {
  const email = `offline-${viewport}@example.in`;
  const suite = storeAndBrowser({ TEST_LOGIN_IDENTIFIERS: email, TEST_LOGIN_CODE: '123456' });

  it('opens the home page and a category seen before, with no network', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await gotoAndWait(page, `${suite.store.baseUrl}/`);
    await controlledByWorker(page);
    // the first visit ran before the worker took over: load again so it keeps what it sees
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await expect.poll(() => productLinks(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await gotoAndWait(page, `${suite.store.baseUrl}/category/masalas-spices`);
    await expect.poll(() => productLinks(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const online = await productLinks(page).count();

    await context.setOffline(true);
    await page.goto(`${suite.store.baseUrl}/`);
    await page.locator('main h1').first().waitFor();
    await expect.poll(() => productLinks(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await gotoAndWait(page, `${suite.store.baseUrl}/category/masalas-spices`);
    await expect.poll(() => productLinks(page).count(), { timeout: 10_000 }).toBe(online);
    await screenshot(page, `offline-category-${viewport}`);
    // a shelf never seen has nothing kept: the app says so instead of the browser's error page
    await page.goto(`${suite.store.baseUrl}/category/tea-coffee`);
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
      .toMatch(/offline|try again|went wrong/i);
    expect(await productLinks(page).count()).toBe(0);
    await context.close();
  });

  it('opens the cart, search, sign-in and settings offline though never visited (their files are kept at install)', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await gotoAndWait(page, `${suite.store.baseUrl}/`);
    await controlledByWorker(page);
    // the install step has kept every file of the list (Workbox's precache), and the list is
    // the app's pages, not a stub
    expect((await precacheKept(page)).files).toBeGreaterThan(10);

    await context.setOffline(true);
    for (const [path, heading] of [
      ['/cart', /cart/i],
      ['/search', /search/i],
      ['/login', /sign in/i],
      ['/settings', /settings/i],
    ] as const) {
      // client-side navigation, as a tap in the installed app would do
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect
        .poll(() => page.locator('main h1').first().textContent(), { timeout: 10_000 })
        .toMatch(heading);
    }
    await screenshot(page, `offline-settings-${viewport}`);
    await context.close();
  });

  it('keeps the cart working offline: steppers change the lines, the bill waits for the connection', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await gotoAndWait(page, `${suite.store.baseUrl}/fortune-maida`);
    await controlledByWorker(page);
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor({ timeout: 10_000 });

    await context.setOffline(true);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/cart');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('You are offline', { exact: true }).first().waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: /^Increase quantity of Fortune Maida/ }).click();
    await page.getByText('Items at last seen prices').waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/\(2 items\)/);
    await screenshot(page, `offline-cart-${viewport}`);

    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('bill-to-pay').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText('Items at last seen prices').count()).toBe(0);
    await context.close();
  });

  it('keeps shelves for a signed-in shopper too (their token rides along)', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await gotoAndWait(page, `${suite.store.baseUrl}/login`);
    await controlledByWorker(page);
    await page
      .getByRole('group', { name: 'Sign in with' })
      .getByText('Email', { exact: true })
      .click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/verification-link-sent'));
    await gotoAndWait(page, `${suite.store.baseUrl}/category/snacks-namkeen`);
    await expect.poll(() => productLinks(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const online = await productLinks(page).count();

    await context.setOffline(true);
    await page.goto(`${suite.store.baseUrl}/category/snacks-namkeen`);
    await expect.poll(() => productLinks(page).count(), { timeout: 10_000 }).toBe(online);
    await context.close();
  });
});
