import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, eq, gte, sql } from 'drizzle-orm';
import { SearchAnswer } from '@kirana/shared';
import { queryRows } from '../../db/client';
import { CatalogueCache } from '../../lib/catalogue-cache';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { products } from './catalogue.tables';
import { getOk, q } from './catalogue-test-kit';
import { loadCategoryTree } from './category-tree';
import { rankedPage } from './search-rank';
import { byOneWord, planWords } from './search-words';
import { installSearchSoldRefresh, refreshSearchSoldCounts } from './search-sold-counts';
import { takeStock } from './stock.service';

// product_words (migrations 0015, 0017) is what search reads matches from: every word of every
// product's search vector with its weights, its part of the rank in the name and brand, and the
// product's columns search ranks and facets by.
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
                p.price_paise, p.sold_count,
                -- the name part of search-rank.ts's exact score, asked of the vector as it does
                CASE WHEN 'A' = ANY (l.weights) THEN 2::float8
                  ELSE word_similarity(l.lexeme, lower(p.name || ' ' || p.brand))::float8
                    + CASE WHEN p.search_vector @@ (quote_literal(l.lexeme) || ':*A')::tsquery
                      THEN 0.5::float8 ELSE 0::float8 END
                END AS name_score
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

  /** A sale of two units of a simple product, as an order's takeStock makes it; answers its row. */
  const sellTwo = async () => {
    const db = t.database.db;
    const [p] = await db
      .select()
      .from(products)
      .where(
        and(eq(products.isActive, true), eq(products.hasVariants, false), gte(products.stock, 2)),
      )
      .limit(1);
    await takeStock(db, [{ productId: p!.id, variantId: null, qty: 2 }]);
    return p!;
  };
  const putBack = async (p: typeof products.$inferSelect) => {
    await t.database.db
      .update(products)
      .set({ stock: p.stock, soldCount: p.soldCount })
      .where(eq(products.id, p.id));
    await refreshSearchSoldCounts(t.database.db);
  };

  it('takes a sale’s sold count on the next refresh, not in the sale’s own statement', async () => {
    const p = await sellTwo();
    try {
      // the sale moved products.sold_count only: its search rows still carry the old count
      expect(await differing()).toBeGreaterThan(0);
      expect(await refreshSearchSoldCounts(t.database.db)).toBe(1);
      expect(await differing()).toBe(0);
      const [row] = await queryRows<{ sold_count: number }>(
        t.database.db,
        sql`SELECT sold_count FROM product_search WHERE product_id = ${p.id}`,
      );
      expect(row!.sold_count).toBe(p.soldCount + 2);
      // nothing left to move
      expect(await refreshSearchSoldCounts(t.database.db)).toBe(0);
    } finally {
      await putBack(p);
    }
    expect(await differing()).toBe(0);
  });

  it('refreshes on its own while the app runs, and stops with it', async () => {
    // sold before the refresh is installed: read after it started, the sale's rows could already
    // have been refreshed (a loaded CI machine ran the 20 ms timer in between)
    const p = await sellTwo();
    const app = Fastify();
    try {
      let left = await differing();
      expect(left).toBeGreaterThan(0);
      installSearchSoldRefresh(app, t.database.db, 20);
      await app.ready();
      for (let i = 0; i < 100 && left > 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        left = await differing();
      }
      expect(left).toBe(0);
    } finally {
      await app.close();
      await putBack(p);
    }
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

  it('ranks as the products’ own texts do: stored name scores in place of measured closeness', async () => {
    const db = t.database.db;
    const tree = await loadCategoryTree(db, { counts: false });
    // words most products have outside their names (category names), so most matches are the
    // ones whose closeness the GIN way measures on the product and product_words reads stored
    const common = await queryRows<{ word: string }>(
      db,
      sql`SELECT word FROM product_words WHERE in_text AND NOT in_name AND length(word) >= 3
        GROUP BY word ORDER BY count(*) DESC, word LIMIT 8`,
    );
    const words = common.map((r) => r.word);
    const queries = [...words.map((w) => [w]), ...words.slice(1).map((w, i) => [words[i]!, w])];
    let compared = 0;
    for (const query of queries) {
      const plan = await planWords(db, query);
      if (!plan.every(byOneWord)) continue;
      // the same words held to the GIN way (a word that starts no other matches the same products)
      const viaVector = plan.map((w) => ({ ...w, alone: false }));
      const [fromWords, fromVector] = [
        await rankedPage(db, tree, plan, undefined, 0, 60),
        await rankedPage(db, tree, viaVector, undefined, 0, 60),
      ];
      expect(fromWords.total, query.join(' ')).toBe(fromVector.total);
      const ids = (p: typeof fromWords) => p.products.map((x) => x.ProductId);
      expect(ids(fromWords), query.join(' ')).toEqual(ids(fromVector));
      if (fromWords.total > 1) compared++;
    }
    // pairs of words of different categories may match nothing; most queries match several
    expect(compared).toBeGreaterThan(4);
  });

  it('gains a new product’s words and drops a deleted one’s', async () => {
    const db = t.database.db;
    const [seed] = await db.select().from(products).limit(1);
    // a copy under its own keys: the SKU is made from the new id, the barcode left out
    const { id: _id, searchVector: _vector, sku: _sku, barcode: _barcode, ...copy } = seed!;
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
