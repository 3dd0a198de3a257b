import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchAnswer, SearchSuggestionsAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { CatalogueCache } from '../../lib/catalogue-cache';
import { products, productSearch } from './catalogue.tables';
import { getJson, getOk, productRowCount, q } from './catalogue-test-kit';

describe.each(DB_KINDS)('search on %s', (kind) => {
  let t: TestApp;
  const search = (terms: string, more: Record<string, number | string> = {}) =>
    getOk(t, `/api/search?${q({ terms, ...more })}`, SearchAnswer);
  const suggest = (terms: string) =>
    getOk(t, `/api/search-suggestions?${q({ terms })}`, SearchSuggestionsAnswer);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('finds a product whatever the word order, despite a misspelt brand', async () => {
    const found = await search('atta aashirvad');
    expect(found.Products[0]?.Name).toBe('Aashirvaad Shudh Chakki Atta');
    expect(found.Products.every((p) => /aashirvaad/i.test(p.Name))).toBe(true);
    expect(found.Categories.some((c) => /atta/i.test(c.Name))).toBe(true);
  });

  it('finds misspelt words by trigrams, and says what it searched for', async () => {
    expect((await search('bhujiya')).Products.some((p) => /bhujia/i.test(p.Name))).toBe(true);
    const turmeric = await search('tumeric');
    expect(turmeric.Products[0]?.Name).toMatch(/turmeric/i);
    expect(turmeric.CorrectedTerms).toBe('turmeric');
    expect((await search('masla')).CorrectedTerms).toBe('masala');
    // words found as typed, and Hinglish names kept on the products, are not "corrected"
    expect((await search('turmeric')).CorrectedTerms).toBeNull();
    expect((await search('arhar')).CorrectedTerms).toBeNull();
  });

  it('needs every word to match, in any order', async () => {
    const found = await search('basmati rice india gate');
    expect(found.Products[0]?.Name).toMatch(/^India Gate .*Basmati/);
    expect(found.Products.every((p) => /basmati/i.test(p.Name))).toBe(true);
    expect(found.TotalCount).toBe(found.Products.length);
  });

  it('finds one kind of dal or spice, not the whole shelf', async () => {
    for (const [term, kind] of [
      ['toor', /toor/i],
      ['moong', /moong/i],
      ['jeera', /jeera|cumin/i],
    ] as const) {
      const found = await search(term);
      expect(found.Products.length, term).toBeGreaterThan(0);
      expect(
        found.Products.map((p) => p.Name).filter((name) => !kind.test(name)),
        term,
      ).toEqual([]);
    }
    // a synonym on the product itself still finds it
    expect((await search('arhar')).Products[0]?.Name).toMatch(/toor dal/i);
  });

  it("finds atta, not its shelf's salt and sugar, by either spelling and in any sort", async () => {
    const bySpelling = async (terms: string, sort: string) =>
      (await search(terms, { sort, pageSize: 50 })).Products.map((p) => p.Name);
    for (const sort of ['relevance', 'price_asc']) {
      const atta = await bySpelling('atta', sort);
      expect(atta.length, sort).toBeGreaterThan(5);
      expect(
        atta.filter((name) => /salt|sugar|jaggery|namak/i.test(name)),
        sort,
      ).toEqual([]);
      expect(atta[0], sort).toMatch(/atta|flour|maida/i);
      // "aata" (a spelling the atta shelf carries) finds the same products
      expect(new Set(await bySpelling('aata', sort)), sort).toEqual(new Set(atta));
    }
  });

  it('pages results without overlap', async () => {
    const first = await search('masala', { pageSize: 5 });
    expect(first.TotalCount).toBeGreaterThan(5);
    const second = await search('masala', { pageSize: 5, pageNo: 2 });
    const ids = [...first.Products, ...second.Products].map((p) => p.ProductId);
    expect(new Set(ids).size).toBe(10);
    expect(second.TotalCount).toBe(first.TotalCount);
  });

  it('finds a word a product gained after the seed, as typed and misspelt (the vocabulary follows the products)', async () => {
    const [product] = await t.database.db
      .update(products)
      .set({ name: 'Kirana Zanzibar Clove Buds', searchText: 'kirana zanzibar clove buds laung' })
      .where(eq(products.slug, (await search('turmeric')).Products[0]!.Slug))
      .returning({ id: products.id });
    // edited behind the API's back: what it keeps of the catalogue is dropped by hand, as a
    // console edit does (the search's word index holds this product under its old words)
    t.cache.setState(CatalogueCache.newState());
    expect((await search('zanzibar')).Products.map((p) => p.ProductId)).toEqual([product!.id]);
    const typo = await search('zanzibr');
    expect(typo.Products.map((p) => p.ProductId)).toEqual([product!.id]);
    expect(typo.CorrectedTerms).toBe('zanzibar');
  });

  it('ranks every page as one list would: small pages put together equal one big page', async () => {
    // each page measures closeness only where a product can still reach it (search-rank.ts)
    for (const terms of ['masala', 'rice chawal', 'tumeric', 'oil', 'haldi']) {
      const whole = await search(terms, { pageSize: 60 });
      const pages = [];
      for (let pageNo = 1; pageNo <= 4; pageNo++)
        pages.push(...(await search(terms, { pageSize: 7, pageNo })).Products);
      const expected = whole.Products.slice(0, 28).map((p) => p.ProductId);
      expect(
        pages.map((p) => p.ProductId),
        terms,
      ).toEqual(expected);
    }
  });

  it('filters and sorts results as a category page does, with the facets of the matches', async () => {
    const all = await search('masala', { pageSize: 60 });
    expect(all.Facets.Brands.length).toBeGreaterThan(1);
    const brand = all.Facets.Brands[0]!;
    const byBrand = await search('masala', { pageSize: 60, brands: brand.Name });
    expect(byBrand.TotalCount).toBe(brand.Count);
    expect(byBrand.Products.every((p) => p.Brand === brand.Name)).toBe(true);
    // the brand facet still lists the other brands (every filter but its own)
    expect(byBrand.Facets.Brands).toEqual(all.Facets.Brands);

    const cheap = await search('masala', { pageSize: 60, sort: 'price_asc', maxPrice: 10_000 });
    const prices = cheap.Products.map((p) => p.Price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p <= 10_000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(cheap.Facets.MinPrice).toBe(all.Facets.MinPrice);

    const bad = await getJson(
      t,
      `/api/search?${q({ terms: 'masala', minPrice: 500, maxPrice: 100 })}`,
    );
    expect(bad.status).toBe(400);
  });

  it('searches a copy of its columns that follows every product edit (product_search)', async () => {
    const db = t.database.db;
    // the same rows and values as products, after the seed's inserts and after edits
    const differing = async () =>
      Number(
        (
          await queryRows<{ n: number | string }>(
            db,
            sql`SELECT count(*) AS n FROM ${products} p FULL JOIN ${productSearch} s
              ON s.product_id = p.id
              WHERE (s.product_id, s.is_active, s.category_id, s.brand, s.price_paise, s.sold_count,
                s.search_vector) IS DISTINCT FROM (p.id, p.is_active, p.category_id, p.brand,
                p.price_paise, p.sold_count, p.search_vector)`,
          )
        )[0]!.n,
      );
    expect(await differing()).toBe(0);
    const before = await search('masala', { pageSize: 60 });
    const [gone, sold] = before.Products.slice(-2);
    const [was] = await db
      .select({
        soldCount: products.soldCount,
        pricePaise: products.pricePaise,
        mrpPaise: products.mrpPaise,
      })
      .from(products)
      .where(eq(products.id, sold!.ProductId));
    // edited behind the API's back: its cached answers are dropped by hand
    const edit = async (id: number, set: Partial<typeof products.$inferInsert>) => {
      await db.update(products).set(set).where(eq(products.id, id));
      t.cache.setState(CatalogueCache.newState());
    };
    await edit(gone!.ProductId, { isActive: false });
    await edit(sold!.ProductId, {
      soldCount: 1_000_000,
      pricePaise: 1_000_001,
      mrpPaise: 1_000_001,
    });
    try {
      expect(await differing()).toBe(0);
      const after = await search('masala', { pageSize: 60 });
      expect(after.TotalCount).toBe(before.TotalCount - 1);
      expect(after.Products.map((p) => p.ProductId)).not.toContain(gone!.ProductId);
      // best seller now among the products of its score; its price in the facets
      const at = after.Products.findIndex((p) => p.ProductId === sold!.ProductId);
      expect(at).toBeLessThan(before.Products.length - 2);
      expect(after.Facets.MaxPrice).toBe(1_000_001);
    } finally {
      await edit(gone!.ProductId, { isActive: true });
      await edit(sold!.ProductId, was!);
    }
    expect(await differing()).toBe(0);
  });

  it('filters by what only products hold (stock, rating) the same whether ranked or sorted', async () => {
    const filters: Record<string, string | number>[] = [
      { inStock: 'true' },
      { minRating: 4 },
      { maxPrice: 10_000 },
    ];
    for (const more of filters) {
      const ranked = await search('masala', { pageSize: 60, ...more });
      const sorted = await search('masala', { pageSize: 60, sort: 'price_asc', ...more });
      expect(ranked.TotalCount, JSON.stringify(more)).toBe(sorted.TotalCount);
      expect(ranked.TotalCount).toBeGreaterThan(0);
      const ids = (a: typeof ranked) => a.Products.map((p) => p.ProductId).sort((x, y) => x - y);
      expect(ids(ranked), JSON.stringify(more)).toEqual(ids(sorted));
    }
  });

  it('answers nothing, not an error, for terms with no letters or digits', async () => {
    for (const terms of ['%', '_', '\\', '***', '"\'']) {
      const found = await search(terms);
      expect(found).toMatchObject({ Products: [], Categories: [], TotalCount: 0 });
    }
  });

  it('treats SQL-ish input as words: 200 or 400, never a 500, and the products table stands', async () => {
    const before = await productRowCount(t);
    const hostile = [
      "'; drop table products; --",
      "atta' OR '1'='1",
      'rice) | !(dal',
      "x:* & y:* <-> 'z'",
      '%_%',
      '\\x00\\',
      '\u0000atta',
      'सरसों तेल',
    ];
    for (const terms of hostile) {
      for (const path of ['/api/search', '/api/search-suggestions']) {
        const { status } = await getJson(t, `${path}?${q({ terms })}`);
        expect([200, 400], `${path} ${terms}`).toContain(status);
      }
    }
    expect(await productRowCount(t)).toBe(before);
  });

  it('suggests categories, brands and products while typing, prefix and typo tolerant', async () => {
    const brand = await suggest('aash');
    expect(brand.Suggestions.length).toBeGreaterThan(0);
    expect(brand.Suggestions.length).toBeLessThanOrEqual(8);
    expect(brand.Suggestions).toContainEqual({ Type: 'brand', Name: 'Aashirvaad' });
    const products = brand.Suggestions.filter((s) => s.Type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((s) => s.Slug && /aashirvaad/i.test(s.Name))).toBe(true);

    const typo = await suggest('tumeric');
    expect(typo.Suggestions.some((s) => s.Type === 'product' && /turmeric/i.test(s.Name))).toBe(
      true,
    );

    const category = await suggest('atta');
    expect(category.Suggestions.some((s) => s.Type === 'category' && s.Slug)).toBe(true);
    expect((await suggest('at')).Suggestions.length).toBeGreaterThan(0);
  });
});
