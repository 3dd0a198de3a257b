import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  CategoriesAnswer,
  CategoryProductsAnswer,
  HomePageDataAnswer,
  PRODUCT_SORTS,
  type CategoryTreeNode,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { products } from './catalogue.tables';
import { getError, getOk, isAscending, isDescending, q } from './catalogue-test-kit';

describe.each(DB_KINDS)('catalogue lists on %s', (kind) => {
  let t: TestApp;
  let tree: CategoryTreeNode[];
  let biggest: CategoryTreeNode;

  const list = (params: Record<string, string | number | boolean>) =>
    getOk(t, `/api/category-products?${q(params)}`, CategoryProductsAnswer);

  /** Every product of a listing, page by page. */
  const listAll = async (params: Record<string, string | number | boolean>) => {
    const first = await list({ ...params, pageNo: 1, pageSize: 60 });
    const all = [...first.Products];
    for (let p = 2; all.length < first.TotalCount; p++)
      all.push(...(await list({ ...params, pageNo: p, pageSize: 60 })).Products);
    return { all, first };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    tree = (await getOk(t, '/api/categories', CategoriesAnswer)).Categories;
    biggest = [...tree].sort((a, b) => b.ProductCount - a.ProductCount)[0]!;
  });
  afterAll(() => t?.close());

  it('answers the home page with every section filled and in stock', async () => {
    const home = await getOk(t, '/api/home-page-data', HomePageDataAnswer);
    expect(home.Banners.length).toBeGreaterThan(0);
    expect(home.TopCategories.map((c) => c.Slug)).toEqual(tree.map((c) => c.Slug));
    for (const section of [home.Deals, home.BestSellers, home.NewArrivals]) {
      expect(section.length).toBeGreaterThan(0);
      expect(section.length).toBeLessThanOrEqual(12);
      expect(section.every((p) => p.InStock)).toBe(true);
    }
    expect(home.Deals.every((p) => p.IsDeal || p.DiscountPercent > 0)).toBe(true);
    const sold = await t.database.db
      .select({ id: products.id, soldCount: products.soldCount, createdAt: products.createdAt })
      .from(products)
      .where(
        inArray(
          products.id,
          [...home.BestSellers, ...home.NewArrivals].map((p) => p.ProductId),
        ),
      );
    const by = new Map(sold.map((s) => [s.id, s]));
    expect(isDescending(home.BestSellers.map((p) => by.get(p.ProductId)!.soldCount))).toBe(true);
    expect(
      isDescending(home.NewArrivals.map((p) => by.get(p.ProductId)!.createdAt.getTime())),
    ).toBe(true);
  });

  it('answers the category tree: top categories with children and counts', () => {
    expect(tree.length).toBeGreaterThanOrEqual(5);
    const slugs = tree.flatMap((c) => [c.Slug, ...c.SubCategories.map((s) => s.Slug)]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const top of tree) {
      expect(top.SubCategories.length).toBeGreaterThan(0);
      expect(top.ProductCount).toBeGreaterThanOrEqual(
        top.SubCategories.reduce((s, c) => s + c.ProductCount, 0),
      );
    }
  });

  it('lists a top category with its sub-categories products, and a sub-category with its breadcrumbs', async () => {
    const sub = biggest.SubCategories[0]!;
    const top = await listAll({ categorySlug: biggest.Slug });
    const child = await listAll({ categorySlug: sub.Slug });
    expect(top.first.TotalCount).toBe(biggest.ProductCount);
    expect(child.first.TotalCount).toBe(sub.ProductCount);
    const topIds = new Set(top.all.map((p) => p.ProductId));
    expect(child.all.every((p) => topIds.has(p.ProductId))).toBe(true);
    expect(top.first.Category).toMatchObject({
      Slug: biggest.Slug,
      Breadcrumbs: [{ Slug: biggest.Slug }],
    });
    expect(top.first.Category.ParentSlug).toBeUndefined();
    expect(child.first.Category.ParentSlug).toBe(biggest.Slug);
    expect(child.first.Category.Breadcrumbs.map((b) => b.Slug)).toEqual([biggest.Slug, sub.Slug]);
  });

  it('pages without overlap and counts right', async () => {
    const pageSize = 7;
    const first = await list({ categorySlug: biggest.Slug, pageSize });
    const pages = Math.ceil(first.TotalCount / pageSize);
    const ids: number[] = [];
    for (let p = 1; p <= pages; p++) {
      const page = await list({ categorySlug: biggest.Slug, pageSize, pageNo: p });
      expect(page).toMatchObject({ PageNo: p, PageSize: pageSize, TotalCount: first.TotalCount });
      expect(page.Products.length).toBe(
        p < pages ? pageSize : first.TotalCount - pageSize * (pages - 1),
      );
      ids.push(...page.Products.map((x) => x.ProductId));
    }
    expect(new Set(ids).size).toBe(first.TotalCount);
    const past = await list({ categorySlug: biggest.Slug, pageSize, pageNo: pages + 1 });
    expect(past.Products).toEqual([]);
  });

  it.each(PRODUCT_SORTS)('sorts by %s', async (sort) => {
    const { all } = await listAll({ categorySlug: biggest.Slug, sort });
    const rows = await t.database.db
      .select({
        id: products.id,
        soldCount: products.soldCount,
        createdAt: products.createdAt,
        rating: products.ratingAvg,
      })
      .from(products)
      .where(
        inArray(
          products.id,
          all.map((p) => p.ProductId),
        ),
      );
    const by = new Map(rows.map((r) => [r.id, r]));
    const expected: Record<(typeof PRODUCT_SORTS)[number], boolean> = {
      price_asc: isAscending(all.map((p) => p.Price)),
      price_desc: isDescending(all.map((p) => p.Price)),
      discount: isDescending(all.map((p) => p.DiscountPercent)),
      rating: isDescending(all.map((p) => by.get(p.ProductId)!.rating)),
      newest: isDescending(all.map((p) => by.get(p.ProductId)!.createdAt.getTime())),
      relevance: isDescending(all.map((p) => by.get(p.ProductId)!.soldCount)),
    };
    expect(expected[sort]).toBe(true);
    expect(all.length).toBe(biggest.ProductCount);
  });

  describe('filters', () => {
    let slug: string;
    let everything: Awaited<ReturnType<typeof listAll>>;

    beforeAll(async () => {
      // A category holding both in-stock and out-of-stock products.
      for (const top of [...tree].sort((a, b) => b.ProductCount - a.ProductCount)) {
        everything = await listAll({ categorySlug: top.Slug });
        slug = top.Slug;
        if (everything.all.some((p) => !p.InStock) && everything.all.some((p) => p.InStock)) return;
      }
      throw new Error('the seed has no category with out-of-stock products');
    });

    it('inStock=true leaves out what cannot be bought', async () => {
      const inStock = await listAll({ categorySlug: slug, inStock: true });
      expect(inStock.all.every((p) => p.InStock)).toBe(true);
      expect(inStock.first.TotalCount).toBe(everything.all.filter((p) => p.InStock).length);
      expect(inStock.first.TotalCount).toBeLessThan(everything.first.TotalCount);
    });

    it('brands keeps only those brands, as counted by the facet', async () => {
      const facets = everything.first.Facets;
      expect(facets.Brands.reduce((s, b) => s + b.Count, 0)).toBe(everything.first.TotalCount);
      const two = facets.Brands.slice(0, 2);
      const branded = await listAll({
        categorySlug: slug,
        brands: two.map((b) => b.Name).join(','),
      });
      expect(branded.first.TotalCount).toBe(two[0]!.Count + (two[1]?.Count ?? 0));
      expect(branded.all.every((p) => two.some((b) => b.Name === p.Brand))).toBe(true);
      expect(branded.first.Facets.Brands).toEqual(facets.Brands);
    });

    it('minPrice and maxPrice bound the price, inside the facet range', async () => {
      const prices = everything.all.map((p) => p.Price).sort((a, b) => a - b);
      const facets = everything.first.Facets;
      expect([facets.MinPrice, facets.MaxPrice]).toEqual([prices[0], prices.at(-1)]);
      const [lo, hi] = [
        prices[Math.floor(prices.length / 4)]!,
        prices[Math.floor((prices.length * 3) / 4)]!,
      ];
      const ranged = await listAll({ categorySlug: slug, minPrice: lo, maxPrice: hi });
      expect(ranged.all.every((p) => p.Price >= lo && p.Price <= hi)).toBe(true);
      expect(ranged.first.TotalCount).toBe(prices.filter((p) => p >= lo && p <= hi).length);
    });

    it('minRating keeps products rated at least that (as shown)', async () => {
      const rated = await listAll({ categorySlug: slug, minRating: 4 });
      expect(rated.all.every((p) => p.AverageRating >= 4)).toBe(true);
      expect(rated.first.TotalCount).toBe(
        everything.all.filter((p) => p.AverageRating >= 4).length,
      );
      expect(rated.first.TotalCount).toBeGreaterThan(0);
    });
  });

  it('answers 404 CATEGORY_NOT_FOUND for an unknown category', async () => {
    const body = await getError(t, '/api/category-products?categorySlug=no-such-category', 404);
    expect(body.Code).toBe('CATEGORY_NOT_FOUND');
  });
});
