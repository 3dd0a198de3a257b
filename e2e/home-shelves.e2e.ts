import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { storeAndBrowser } from './support/suite';
import { expectCartLines, gotoAndWait } from './support/journeys';
import type { Summary } from './support/shopper';
import { storeApi } from './support/store-api';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

interface HomeAnswer {
  NewArrivals: Summary[];
  BestSellers: Summary[];
  Shelves: { ShelfId: string; Title: string; LinkUrl: string | null; Products: Summary[] }[];
}
interface Category {
  CategoryId: number;
  Slug: string;
  Name: string;
}

/** Waits until a shelf's first card shows its (lazily loaded) picture. */
async function firstImageShown(shelf: Locator): Promise<void> {
  await expect
    .poll(() =>
      shelf
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

// The shelves the owner makes in the console show on the storefront's home page: chosen products
// or a category's best sellers, under the store's own rails; an inactive shelf does not show.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('home shelves on %s', (viewport) => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  const base = () => suite.store.baseUrl;
  const home = async () =>
    (await (await fetch(`${base()}/api/home-page-data`)).json()) as HomeAnswer;
  let picks: Summary[];
  let category: Category;

  beforeAll(async () => {
    const api = storeApi(base, ADMIN_TOKEN);
    const before = await home();
    picks = before.NewArrivals.filter((p) => p.InStock && !p.HasVariants).slice(0, 3);
    expect(picks).toHaveLength(3);
    const tree = (await (await fetch(`${base()}/api/categories`)).json()) as {
      Categories: Category[];
    };
    category = tree.Categories[0]!;
    await api.admin('POST', '/admin/home-shelves', {
      Title: 'Festive picks',
      Kind: 'products',
      ProductIds: picks.map((p) => p.ProductId),
    });
    await api.admin('POST', '/admin/home-shelves', {
      Title: `Best of ${category.Name}`,
      Kind: 'category',
      CategoryId: category.CategoryId,
    });
    await api.admin('POST', '/admin/home-shelves', {
      Title: 'Hidden for now',
      Kind: 'products',
      ProductIds: [picks[0]!.ProductId],
      IsActive: false,
    });
  });

  it('the API answers the active shelves only, in order, a category shelf with its link', async () => {
    const { Shelves } = await home();
    expect(Shelves.map((s) => s.Title)).toEqual(['Festive picks', `Best of ${category.Name}`]);
    expect(Shelves[0]!.Products.map((p) => p.ProductId)).toEqual(picks.map((p) => p.ProductId));
    expect(Shelves[0]!.LinkUrl).toBeNull();
    expect(Shelves[1]!.LinkUrl).toBe(`/category/${category.Slug}`);
    expect(Shelves[1]!.Products.length).toBeGreaterThan(0);
  });

  it('shows each shelf as a row of cards whose ADD fills the cart, with See all for the category', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await gotoAndWait(page, base() + '/');
    const shelf = (title: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

    const festive = shelf('Festive picks');
    await festive.waitFor();
    expect(await page.getByRole('heading', { name: 'Hidden for now' }).count()).toBe(0);
    // under the store's own rails, in the console's order
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.indexOf('New arrivals')).toBeLessThan(headings.indexOf('Festive picks'));
    expect(headings.indexOf('Festive picks')).toBeLessThan(
      headings.indexOf(`Best of ${category.Name}`),
    );

    // the chosen products, in order, scrolling sideways like the other rails
    const hrefs = await festive
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.querySelector('a')?.getAttribute('href')));
    expect(hrefs).toEqual(picks.map((p) => `/${p.Slug}`));
    expect(await festive.getByRole('link', { name: /See all/ }).count()).toBe(0);
    const overflow = await festive.locator('ul').evaluate((ul) => getComputedStyle(ul).overflowX);
    expect(overflow).toBe('auto');

    await festive.scrollIntoViewIfNeeded();
    await firstImageShown(festive);
    await screenshot(page, `home-shelves-${viewport}`);

    // ADD puts one in the cart and turns into the stepper, as on every card
    await festive.getByRole('button', { name: `Add ${picks[0]!.Name} to cart` }).click();
    await festive.getByRole('group', { name: `Quantity of ${picks[0]!.Name}` }).waitFor();

    const byCategory = shelf(`Best of ${category.Name}`);
    await byCategory.scrollIntoViewIfNeeded();
    await firstImageShown(byCategory);
    await screenshot(page, `home-shelves-category-${viewport}`);
    await byCategory.getByRole('link', { name: `See all: Best of ${category.Name}` }).click();
    await page.waitForURL(`**/category/${category.Slug}`);
    await expect.poll(() => page.locator('main h1').first().textContent()).toContain(category.Name);

    await page.goto(base() + '/cart');
    await expectCartLines(page, 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
