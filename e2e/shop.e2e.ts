import { describe, expect, it } from 'vitest';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { storeAndBrowser } from './support/suite';
import { expectCartLines, gotoAndWait } from './support/journeys';

// home -> category -> filter -> product -> variant -> add -> cart -> clamp at 10 -> remove
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a shopper on %s', (viewport) => {
  const suite = storeAndBrowser();

  it('browses, picks a variant, fills the cart to the limit and empties it', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await gotoAndWait(page, suite.store.baseUrl + '/');
    await screenshot(page, `journey-home-${viewport}`);
    // the search box's placeholder is shown whole (beside "Deliver to" at 1280 px too)
    const placeholder = await page.evaluate(() => {
      const input = Array.from(document.querySelectorAll<HTMLInputElement>('header input')).find(
        (i) => i.placeholder && i.offsetParent !== null,
      )!;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: input.placeholder, needs: context.measureText(input.placeholder).width, room };
    });
    expect(placeholder.text).toContain('masala');
    expect(placeholder.needs).toBeLessThanOrEqual(placeholder.room);

    // home -> category
    await page.locator('main a[href="/category/staples-atta"]').first().click();
    await expect.poll(() => page.locator('main h1').first().textContent()).toContain('Atta');

    // filter by brand (in the bottom sheet on phones)
    if (viewport === 'mobile')
      await page
        .getByRole('button', { name: /filter/i })
        .first()
        .click();
    // the box follows the URL, so click it and wait for the URL rather than its checked state
    const brand = page.getByRole('checkbox', { name: /Aashirvaad/ }).first();
    await brand.waitFor();
    await page.waitForTimeout(400); // the phone's bottom sheet slides in
    await brand.click();
    if (viewport === 'mobile')
      await page
        .getByRole('button', { name: /show|done|apply/i })
        .last()
        .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('brands')).toContain('Aashirvaad');
    await screenshot(page, `journey-category-${viewport}`);

    // product with weight options
    await page.locator('main a[href*="aashirvaad"]').filter({ hasText: /Atta/ }).first().click();
    await page.waitForURL(/\/aashirvaad-[a-z-]+$/);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(1);
    // another option than the default, among those in stock (a sold-out row can be chosen, for
    // "Notify me", and says "Out of stock")
    const other = page
      .locator('label:not(:has-text("Out of stock")) input[type="radio"]:not(:checked)')
      .first();
    const label = await other.evaluate((el) => el.closest('label')?.textContent ?? '');
    // its row label ("5 kg"), read before the check (the locator then finds another radio)
    const rowLabel = await other.evaluate(
      (el) => el.closest('label')?.querySelector('span')?.textContent ?? '',
    );
    await other.check({ force: true });
    await expect
      .poll(() =>
        page
          .locator('input[type="radio"]:checked')
          .evaluate((el) => el.closest('label')?.textContent ?? ''),
      )
      .toBe(label);
    // the subtitle, the pack size and the tab title follow the chosen row, not the first one
    await expect.poll(() => page.getByTestId('pack-label').textContent()).toContain(rowLabel);
    expect(await page.locator('dt:text-is("Pack size") + dd').textContent()).toBe(rowLabel);
    expect(await page.title()).toContain(` ${rowLabel} |`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await screenshot(page, `journey-product-${viewport}`);

    // cart: clamp at 10, then remove
    await page.goto(suite.store.baseUrl + '/cart');
    await expectCartLines(page, 1);
    const increase = page.getByRole('button', { name: /^Increase quantity of |^Maximum / }).first();
    for (let i = 0; i < 12 && (await increase.isEnabled()); i++) await increase.click();
    await expect.poll(() => page.locator('output').first().textContent()).toBe('10');
    await expect.poll(() => increase.getAttribute('aria-label')).toBe('Maximum 10 per order');
    // the limit in words, for touch screens that never show a tooltip
    await page.getByText('Max 10 per order').waitFor();
    await screenshot(page, `journey-cart-${viewport}`);
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expectCartLines(page, 0);
    await expect
      .poll(() => page.getByRole('link', { name: /start shopping/i }).count())
      .toBeGreaterThan(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds products despite typos and loads more results', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await gotoAndWait(page, suite.store.baseUrl + '/');
    const box = page.getByRole('combobox').first();
    await box.fill('atta aashirvad');
    await page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option')
      .first()
      .waitFor();
    await box.press('Escape');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
      .toContain('Aashirvaad Shudh Chakki Atta');
    await screenshot(page, `journey-search-${viewport}`);

    await gotoAndWait(page, suite.store.baseUrl + '/search?terms=masla');
    // a corrected typo is said
    await expect
      .poll(() => page.getByTestId('corrected-terms').textContent(), { timeout: 10_000 })
      .toBe('Showing results for masala');
    const cards = page.getByRole('button', { name: /^Add .* to cart$|^Add options for / });
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await cards.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(before);

    // search results sort and filter as a category does
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    expect(new URL(page.url()).searchParams.get('terms')).toBe('masla');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const prices = async () =>
      (await page.locator('main article').allTextContents())
        .map((t) => /₹([\d,]+\.\d{2})/.exec(t)?.[1])
        .filter((p): p is string => !!p)
        .map((p) => Number(p.replace(/,/g, '')));
    await expect
      .poll(async () => {
        const p = await prices();
        return p.length > 1 && p.every((x, i) => i === 0 || p[i - 1]! <= x);
      })
      .toBe(true);

    // a card's ADD options opens the sizes in place; the chosen size is added and then stepped
    // (searched as a shared link names it, ?q=)
    await gotoAndWait(page, suite.store.baseUrl + '/search?q=atta');
    expect(await page.locator('main h1').textContent()).toContain('atta');
    await page
      .getByRole('button', { name: /^Add options for / })
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await sheet
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    await sheet
      .getByRole('button', { name: /^Increase quantity of / })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    await screenshot(page, `journey-options-sheet-${viewport}`);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });
});
