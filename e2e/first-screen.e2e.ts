import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { storeAndBrowser } from './support/suite';

const PRODUCT = '/aashirvaad-shudh-chakki-atta';
const CATEGORY = '/category/staples-atta';

/** The page-data calls a landing page would make if it had not come with its data. */
const PAGE_DATA =
  /\/api\/(home-page-data|product-details|product-reviews|category-products|categories)\b/;

// Landing pages arrive drawn by the server, in the visitor's layout, with their data, so a slow
// phone shows them before any script runs; React then hydrates them without a mismatch and
// without fetching the data again, and they work as before.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('first screen on %s', (viewport) => {
  const suite = storeAndBrowser();
  const base = () => suite.store.baseUrl;

  it('shows the home, a category and a product before any script runs', async () => {
    const context = await newContext(suite.browser, viewport, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base()}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Shop by category' }).count())
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'Best sellers' }).count()).toBe(1);
    // the layout the server chose from the user agent: the phone's tab bar, or the wide header's links
    const tabBar = page.getByRole('navigation', { name: 'Bottom' });
    expect(await tabBar.count()).toBe(viewport === 'mobile' ? 1 : 0);
    await screenshot(page, `first-screen-home-no-js-${viewport}`);

    await page.goto(`${base()}${PRODUCT}`);
    expect(await page.locator('main h1').textContent()).toBe('Aashirvaad Shudh Chakki Atta');
    expect(await page.locator('main').textContent()).toContain('₹66.00');
    expect(await page.getByRole('radio', { name: /5 kg/ }).count()).toBe(1);
    // the first page of reviews comes drawn too
    const reviews = page.getByRole('region', { name: 'Ratings & reviews' });
    expect(await reviews.getByRole('listitem').count()).toBeGreaterThan(0);

    await page.goto(`${base()}${CATEGORY}`);
    expect(await page.locator('main h1').textContent()).toBe('Staples & Atta');
    expect(await page.locator('main').textContent()).toMatch(/\d+ items/);
    await context.close();
  });

  it('hydrates each landing page cleanly, without fetching its data again, and works', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const dataCalls: string[] = [];
    page.on('request', (r: Request) => PAGE_DATA.test(r.url()) && dataCalls.push(r.url()));

    for (const path of ['/', CATEGORY, PRODUCT]) {
      await page.goto(`${base()}${path}`, { waitUntil: 'networkidle' });
      await hydrated(page);
    }
    expect(dataCalls).toEqual([]);
    expect(errors).toEqual([]);

    // hydrated means interactive: add the product shown and see the cart count it
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: /^Cart, 1 item/ }).count())
      .toBeGreaterThan(0);
    await screenshot(page, `first-screen-product-hydrated-${viewport}`);
    await context.close();
  });

  it('keeps a tap on a button made before the scripts arrive, and acts on it once hydrated', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    // the page's scripts are held back, as on a slow link, until the shopper has tapped
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // the frame's own goto: the page's goto waits for hydration (support/browser.ts)
    await page.mainFrame().goto(`${base()}${PRODUCT}`, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click(); // twice, as an impatient thumb does: it counts once
    await add.click();
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('link', { name: /^Cart, 1 item/ }).count())
      .toBeGreaterThan(0);
    // after hydration a tap is React's own, as ever
    await page
      .getByRole('button', { name: /^Increase quantity/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('link', { name: /^Cart, 2 items/ }).count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]); // the CSP let the catcher run
    await context.close();
  });
});

/** Whether React has hydrated the page's heading (it marks each element it takes over). */
function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return !!heading && Object.keys(heading).some((k) => k.startsWith('__reactFiber'));
  });
}

/** Waits until React has hydrated the page. */
async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page)).toBe(true);
}
