import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { gotoAndWait } from './support/journeys';
import { shopperSteps } from './support/shopper';
import { storeAndBrowser } from './support/suite';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function openMenu(page: Page): Promise<Page> {
  await page.getByRole('button', { name: /^(Open menu|मेन्यू खोलें)$/ }).click();
  await page.getByRole('dialog').waitFor();
  return page;
}

// Hindi (#26 part 1): a first visit from a Hindi browser is drawn in Hindi; the shopper switches
// to English and back in the menu; the choice survives a reload (the server draws the page in
// it) and, signed in, is kept on the account.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('Hindi on %s', (viewport) => {
  const suite = storeAndBrowser();
  const base = () => suite.store.baseUrl;
  const steps = shopperSteps(base, viewport);

  it('follows Accept-Language on a first visit, switches in the menu, and remembers the choice', async () => {
    const context = await newContext(suite.browser, viewport, { locale: 'hi-IN' });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${base()}/`);
    expect(await htmlLang(page)).toBe('hi');

    await openMenu(page);
    const menu = page.getByRole('dialog', { name: 'मेन्यू' });
    await menu.getByRole('heading', { name: 'खरीदारी' }).waitFor();
    await screenshot(page, `hindi-menu-${viewport}`);

    await menu.getByLabel('भाषा').selectOption('en');
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').waitFor();
    expect(await htmlLang(page)).toBe('en-IN');
    expect((await context.cookies()).find((c) => c.name === 'kirana_lang')?.value).toBe('en');

    // an English choice outranks the Hindi browser on the next visit
    await page.reload();
    expect(await htmlLang(page)).toBe('en-IN');
    await openMenu(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption('hi');
    await page.getByRole('dialog', { name: 'मेन्यू' }).getByLabel('भाषा').waitFor();
    // the page moved to the Hindi URL form
    expect(new URL(page.url()).pathname).toBe('/hi/');

    await page.reload();
    expect(await htmlLang(page)).toBe('hi');
    await openMenu(page);
    await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('link', { name: 'कार्ट' }).waitFor();
    // a page converted to the catalogue comes in Hindi, its words loaded with it
    await page.goto(`${base()}/cart`);
    await page.getByRole('heading', { name: 'कार्ट', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'खरीदारी शुरू करें' }).waitFor();
    await screenshot(page, `hindi-cart-${viewport}`);

    // the shell and the product page in Hindi
    await gotoAndWait(page, `${base()}/aashirvaad-shudh-chakki-atta`);
    await page.getByRole('button', { name: 'कार्ट में डालें' }).first().waitFor();
    await page.getByRole('heading', { name: 'निर्माता और कानूनी जानकारी' }).waitFor();
    // the name is the owner's data: their Hindi name where they gave one
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'आशीर्वाद शुद्ध चक्की आटा',
    );
    expect(await page.getByText('सभी टैक्स सहित').count()).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'सामान खोजें' }).waitFor();
    await screenshot(page, `hindi-product-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a signed-in shopper’s choice on the account', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${base()}/login?next=/user/profile`);
    await steps.signInHere(page);
    await page.waitForURL(/\/user\/profile$/);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/profile/language') && r.request().method() === 'PUT',
    );
    await page.locator('main').getByLabel('Language').selectOption('hi');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ Language: 'hi' });
    await page.locator('main').getByLabel('भाषा').waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await screenshot(page, `hindi-account-${viewport}`);
    await context.close();
  });
});
