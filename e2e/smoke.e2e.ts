import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { startStore, type StoreServer } from './support/server';

describe('the store in a browser', () => {
  let store: StoreServer;
  let browser: Browser;
  beforeAll(async () => {
    store = await startStore();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    'renders the home page at %s width without console errors',
    async (name) => {
      const context = await newContext(browser, name);
      const page = await context.newPage();
      const errors = watchConsole(page);
      const res = await page.goto(store.baseUrl + '/');
      expect(res?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').first().textContent()).toContain('Kirana');
      await screenshot(page, `home-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
