import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SearchAnswer } from '@kirana/shared';
import { queryRows } from '../../db/client';
import { CatalogueCache } from '../../lib/catalogue-cache';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { products } from './catalogue.tables';
import { getOk, q } from './catalogue-test-kit';

// product_words (migration 0015) is what search reads matches from: every word of every
// product's search vector with its weights and the product's columns search ranks and facets by.
describe.each(DB_KINDS)('product_words on %s', (kind) => {
  let t: TestApp;
  const search = (terms: string, more: Record<string, number | string> = {}) =>
    getOk(t, `/api/search?${q({ terms, pageSize: 60, ...more })}`, SearchAnswer);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  /** Rows that differ from the products' own vectors and columns, either way. */
  const differing = async () =>
    Number(
      (
        await queryRows<{ n: number | string }>(
          t.database.db,
          sql`WITH expected AS (
              SELECT l.lexeme AS word, p.id AS product_id, 'A' = ANY (l.weights) AS in_name,
                'B' = ANY (l.weights) AS in_text, p.is_active, p.category_id, p.brand,
                p.price_paise, p.sold_count
              FROM products p, unnest(p.search_vector) l)
            SELECT count(*) AS n FROM (
              (SELECT * FROM expected EXCEPT ALL SELECT * FROM product_words)
              UNION ALL
              (SELECT * FROM product_words EXCEPT ALL SELECT * FROM expected)) d`,
        )
      )[0]!.n,
    );

  /** An edit behind the API's back: its cached answers are dropped by hand. */
  const edit = async (id: number, set: Partial<typeof products.$inferInsert>) => {
    await t.database.db.update(products).set(set).where(eq(products.id, id));
    t.cache.setState(CatalogueCache.newState());
  };

  it('holds every word of every product after the seed', async () => {
    expect(await differing()).toBe(0);
  });

  it('follows renames, withdrawals, price, sales and category changes', async () => {
    const db = t.database.db;
    const [first] = (await search('turmeric')).Products;
    const [was] = await db.select().from(products).where(eq(products.id, first!.ProductId));
    const { categoryId: otherCategory } = (
      await db.select({ categoryId: products.categoryId }).from(products).limit(1)
    )[0]!;
    try {
      await edit(was!.id, {
        name: 'Kirana Wombat Haldi',
        searchText: 'kirana wombat haldi turmeric',
        pricePaise: 1_234_567,
        mrpPaise: 1_234_567,
        soldCount: 999_999,
        categoryId: otherCategory,
      });
      expect(await differing()).toBe(0);
      const found = await search('wombat');
      expect(found.Products.map((p) => p.ProductId)).toEqual([was!.id]);
      expect(found.Facets.MaxPrice).toBe(1_234_567);
      await edit(was!.id, { isActive: false });
      expect(await differing()).toBe(0);
      expect((await search('wombat')).TotalCount).toBe(0);
    } finally {
      const { id, searchVector: _vector, ...back } = was!;
      await edit(id, back);
    }
    expect(await differing()).toBe(0);
    expect((await search('turmeric')).Products[0]?.ProductId).toBe(first!.ProductId);
  });

  it('answers a word no other starts (read from it) with the same filters and facets as a sort', async () => {
    // "ghee" is whole: its matches, bounds and facets come from product_words
    const all = await search('ghee');
    expect(all.TotalCount).toBeGreaterThan(1);
    expect(all.Facets.Brands.reduce((n, b) => n + b.Count, 0)).toBe(all.TotalCount);
    const filters: Record<string, string | number>[] = [
      { inStock: 'true' },
      { minRating: 4 },
      { maxPrice: all.Facets.MaxPrice - 1 },
      { brands: all.Facets.Brands[0]!.Name },
    ];
    for (const more of filters) {
      const ranked = await search('ghee', more);
      const sorted = await search('ghee', { sort: 'price_asc', ...more });
      expect(ranked.TotalCount, JSON.stringify(more)).toBe(sorted.TotalCount);
      expect(ranked.TotalCount, JSON.stringify(more)).toBeGreaterThan(0);
      const ids = (a: typeof ranked) => a.Products.map((p) => p.ProductId).sort((x, y) => x - y);
      expect(ids(ranked), JSON.stringify(more)).toEqual(ids(sorted));
    }
  });

  it('gains a new product’s words and drops a deleted one’s', async () => {
    const db = t.database.db;
    const [seed] = await db.select().from(products).limit(1);
    const { id: _id, searchVector: _vector, ...copy } = seed!;
    const [added] = await db
      .insert(products)
      .values({
        ...copy,
        slug: `${copy.slug}-quokka`,
        name: 'Kirana Quokka Chai',
        searchText: 'kirana quokka chai tea',
      })
      .returning({ id: products.id });
    t.cache.setState(CatalogueCache.newState());
    expect(await differing()).toBe(0);
    expect((await search('quokka chai')).Products.map((p) => p.ProductId)).toEqual([added!.id]);

    await db.delete(products).where(eq(products.id, added!.id));
    t.cache.setState(CatalogueCache.newState());
    expect(await differing()).toBe(0);
    expect((await search('quokka')).TotalCount).toBe(0);
  });
});
