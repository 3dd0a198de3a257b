import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
  WITH_SERVICE_WORKER,
} from './support/browser';
import { expectCartLines, gotoAndWait } from './support/journeys';
import { storeAndBrowser } from './support/suite';

/** The addresses of the first `n` products of a category page. */
async function productPaths(page: Page, category: string, n: number): Promise<string[]> {
  await gotoAndWait(page, category);
  const hrefs = await page
    .locator('main a[href^="/"]')
    .filter({ has: page.locator('img') })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)].slice(0, n);
}

/** Adds a product from its page (its first size). */
async function addToCart(page: Page, path: string): Promise<void> {
  await gotoAndWait(page, path);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page
    .getByRole('button', { name: /^Increase quantity of / })
    .first()
    .waitFor({ timeout: 10_000 });
}

// The phone layout (#24 item 15) and the offline banner (item 10), measured at 390 and 1280 px.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the store on %s', (viewport) => {
  const suite = storeAndBrowser();
  const base = () => suite.store.baseUrl;

  it('draws a product page the browser hydrates without a mismatch (React error #418), for a shopper in India with a cart and a pincode', async () => {
    // the testers' phones are on India time; the server's clock here is UTC
    const context = await newContext(suite.browser, viewport, {
      ...WITH_SERVICE_WORKER,
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    await addToCart(page, `${base()}/fortune-maida`);
    await page.evaluate(() => localStorage.setItem('kirana.pincode', '560038'));
    const errors = watchConsole(page);
    for (const path of [
      '/aashirvaad-shudh-chakki-atta',
      '/fortune-maida',
      '/amul-taaza-toned-milk',
    ]) {
      await page.goto(`${base()}${path}`, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
    }
    await screenshot(page, `product-hydrated-${viewport}`);
    expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits at least five cart rows in a phone screen, and the offline banner leaves the checkout bar free', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    const paths = await productPaths(page, `${base()}/category/staples-atta`, 7);
    for (const path of paths) await addToCart(page, `${base()}${path}`);
    await gotoAndWait(page, `${base()}/cart`);
    await expectCartLines(page, 7);
    const rows = page
      .locator('main ul li')
      .filter({ has: page.getByRole('group', { name: /^Quantity of / }) });
    await rows.first().evaluate((row) => row.scrollIntoView({ block: 'start' }));
    const heights = await rows.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().height),
    );
    // the rows wholly on screen between the header and the checkout bar (or the window's foot)
    const visible = await rows.evaluateAll((els) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const bar = Array.from(document.querySelectorAll<HTMLElement>('main *')).find(
        (el) => getComputedStyle(el).position === 'fixed' && el.offsetHeight > 0,
      );
      const foot = bar?.getBoundingClientRect().top ?? window.innerHeight;
      return els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= header - 1 && r.bottom <= foot + 1;
      }).length;
    });
    await screenshot(page, `cart-rows-${viewport}`);
    if (viewport === 'mobile') {
      expect(Math.max(...heights)).toBeLessThanOrEqual(110);
      expect(visible).toBeGreaterThanOrEqual(5);
    }

    // offline: the banner says so, and the checkout button stays uncovered and tappable
    await context.setOffline(true);
    const banner = page.getByText('You are offline', { exact: true }).first();
    await banner.waitFor({ timeout: 10_000 });
    const checkout = page
      .getByRole('button', { name: /checkout|place order|proceed/i })
      .or(page.getByRole('link', { name: /checkout|proceed/i }));
    const button = checkout.filter({ visible: true }).first();
    const overlap = await button.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const banner = Array.from(document.querySelectorAll('[role="status"] *')).find((n) =>
        n.textContent?.startsWith('You are offline'),
      )!;
      const t = banner.closest('div')!.getBoundingClientRect();
      const apart =
        t.bottom <= b.top || b.bottom <= t.top || t.right <= b.left || b.right <= t.left;
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return { apart, tapReaches: el === hit || el.contains(hit) };
    });
    await screenshot(page, `cart-offline-${viewport}`);
    expect(overlap).toEqual({ apart: true, tapReaches: true });

    // a page never seen, opened offline: it says so (not the browser's "Failed to fetch"), and
    // loads by itself once the connection is back
    await page.evaluate(() => {
      window.history.pushState({}, '', '/category/tea-coffee');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
      .toMatch(/You are offline/);
    expect(await page.locator('main').textContent()).not.toMatch(/Failed to fetch/);
    await screenshot(page, `offline-new-page-${viewport}`);
    await context.setOffline(false);
    await expect
      .poll(
        () =>
          page
            .locator('main a[href^="/"]')
            .filter({ has: page.locator('img') })
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    await context.close();
  });

  it('shows a product page’s sizes clear of the sticky Add bar, and the stepper’s digit centred', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    for (const path of ['/aashirvaad-shudh-chakki-atta', '/amul-taaza-toned-milk']) {
      await gotoAndWait(page, `${base()}${path}`);
      const sizes = page.locator('main fieldset').first();
      const bar = await page
        .getByRole('button', { name: 'Add to cart' })
        .first()
        .evaluate((el) => {
          // the bar the button sits in when it is fixed to the screen (phones), else nothing
          for (let n: Element | null = el; n; n = n.parentElement)
            if (getComputedStyle(n).position === 'fixed') return n.getBoundingClientRect().top;
          return window.innerHeight;
        });
      const box = (await sizes.boundingBox())!;
      expect(box.y + box.height, path).toBeLessThanOrEqual(bar);
    }
    await screenshot(page, `product-sizes-${viewport}`);

    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    const stepper = page.getByRole('group', { name: /^Quantity of / }).first();
    await stepper.waitFor();
    const offset = await stepper.evaluate((group) => {
      const box = group.getBoundingClientRect();
      const digit = document.createRange();
      digit.selectNodeContents(group.querySelector('output')!);
      const text = digit.getBoundingClientRect();
      return {
        x: Math.abs(text.left + text.width / 2 - (box.left + box.width / 2)),
        y: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)),
      };
    });
    await screenshot(page, `product-stepper-${viewport}`);
    expect(offset.x).toBeLessThanOrEqual(1.5);
    expect(offset.y).toBeLessThanOrEqual(1.5);
    // a long breadcrumb trail gives way to ellipses instead of widening the page past the screen
    await gotoAndWait(page, `${base()}/apsara-platinum-extra-dark-pencils`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('opens the filters without focusing a text box (a phone’s keyboard would cover the sheet)', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await gotoAndWait(page, `${base()}/category/staples-atta`);
    const open = page.getByRole('button', { name: /^Filters/ });
    if (await open.isVisible()) await open.click();
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return { tag: el?.tagName, type: el?.type ?? null };
    });
    await screenshot(page, `filters-open-${viewport}`);
    expect(focused.tag === 'INPUT' && !['checkbox', 'radio'].includes(focused.type!)).toBe(false);
    expect(focused.tag).not.toBe('TEXTAREA');
    await context.close();
  });
});
