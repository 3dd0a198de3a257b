import { beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { storeAndBrowser } from './support/suite';

// Every screen's route (with sample parameters; docs/spec-coverage.md lists them) and the help page.
const ROUTES = [
  '/',
  '/categories',
  '/category/masalas-spices',
  '/search?terms=dal',
  '/cart',
  '/login',
  '/confirm-otp',
  '/verify-email',
  '/verification-link-sent',
  '/instruction-clear-browser-data',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/address/new',
  '/address/new/1',
  '/user/address',
  '/user/address/1',
  '/address/list',
  '/address/list/1',
  '/user/wallet',
  '/user/profile',
  '/order/history',
  '/order/confirmed/',
  '/order/details/1',
  '/order/checkout',
  '/refund',
  '/refund/details/1',
  '/settings',
  '/wishlist',
  '/help/facebook/login',
];
const MAIN_PAGES = [
  '/',
  '/categories',
  '/category/masalas-spices',
  '/search?terms=dal',
  '/cart',
  '/about-us',
  '/settings',
  '/login',
  '/user/profile',
  '/address/new',
];
/** A product's page (its slug is read from the store when the suite starts). */
const PRODUCT_PAGE = 'a product page';

describe('every route', () => {
  const suite = storeAndBrowser();
  let productSlug = '';
  beforeAll(async () => {
    const home = (await (await fetch(`${suite.store.baseUrl}/api/home-page-data`)).json()) as {
      BestSellers: { Slug: string }[];
    };
    productSlug = home.BestSellers[0]!.Slug;
  });

  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    'renders a page with a heading and no console errors at %s',
    async (viewport) => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      for (const route of [...ROUTES, `/${productSlug}`]) {
        const errors = watchConsole(page);
        await page.goto(suite.store.baseUrl + route);
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        expect(await page.locator('main h1').count(), route).toBe(1);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${route} scrolls sideways`).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
        expect(errors, route).toEqual([]);
      }
      await context.close();
    },
  );

  it('breaks none of the page’s own Content Security Policy (DevTools issues, as Lighthouse counts them)', async () => {
    const context = await newContext(suite.browser, 'mobile');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue')
        issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
    });
    await cdp.send('Audits.enable');
    for (const route of [...MAIN_PAGES, `/${productSlug}`]) {
      await page.goto(suite.store.baseUrl + route);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
    }
    expect(issues).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for anything else', async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(suite.store.baseUrl + '/category/no-such-aisle/extra/deep');
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
      .toMatch(/not found|can.t find/i);
    await page.goto(suite.store.baseUrl + '/this-page-does-not-exist');
    // an unknown path is a page not found, not a "Product not found"
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 10_000 });
    expect(await page.title()).toMatch(/^Page not found/);
    await screenshot(page, 'not-found-desktop');
    await context.close();
  });

  // one test a page and viewport: each page's analysis gets the whole test timeout (axe over 11
  // pages in one test took 107 s at mobile and passed 120 s at desktop on a loaded 2-core machine),
  // and a violation names its page in the test's name
  const A11Y_CASES = (Object.keys(VIEWPORTS) as ViewportName[]).flatMap((viewport) =>
    [...MAIN_PAGES, PRODUCT_PAGE].map((route) => [route, viewport] as const),
  );
  it.each(A11Y_CASES)(
    'has no serious or critical accessibility violation on %s at %s',
    async (route, viewport) => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      await page.goto(suite.store.baseUrl + (route === PRODUCT_PAGE ? `/${productSlug}` : route));
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(bad, route).toEqual([]);
      await context.close();
    },
  );
});
