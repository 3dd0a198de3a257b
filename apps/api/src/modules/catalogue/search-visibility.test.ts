import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SearchAnswer } from '@kirana/shared';
import { CatalogueCache } from '../../lib/catalogue-cache';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { categories, products } from './catalogue.tables';
import { loadCategoryTree } from './category-tree';
import { getOk, q } from './catalogue-test-kit';
import { planSearch } from './search-words';

// A search learns which categories are visible from the query that plans its words (planSearch),
// not from the category tree: the two must agree, and a hidden category's products stay unfound.
describe.each(DB_KINDS)('search and hidden categories on %s', (kind) => {
  let t: TestApp;
  const search = (terms: string) =>
    getOk(t, `/api/search?${q({ terms, pageSize: 60 })}`, SearchAnswer);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  /** The search's visibility next to the tree's. */
  const both = async () => {
    const tree = await loadCategoryTree(t.database.db, { counts: false });
    const { visibility } = await planSearch(t.database.db, ['masala']);
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    return {
      search: { ids: sorted(visibility.visibleIds), all: visibility.allVisible },
      tree: { ids: sorted(tree.visibleIds), all: tree.allVisible },
    };
  };

  const setActive = async (id: number, isActive: boolean) => {
    await t.database.db.update(categories).set({ isActive }).where(eq(categories.id, id));
    t.cache.setState(CatalogueCache.newState());
  };

  it('sees the categories the tree shows, and finds no product of a hidden one', async () => {
    const db = t.database.db;
    const start = await both();
    expect(start.search).toEqual(start.tree);
    expect(start.search.all).toBe(true);

    const tree = await loadCategoryTree(db, { counts: false });
    const top = tree.tops.find((c) => c.children.length > 0)!;
    const sub = top.children[0]!;
    const [product] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.categoryId, sub.id))
      .limit(1);
    const found = async () =>
      (await search(product!.name)).Products.map((p) => p.ProductId).includes(product!.id);
    expect(await found()).toBe(true);

    try {
      await setActive(sub.id, false);
      const subHidden = await both();
      expect(subHidden.search).toEqual(subHidden.tree);
      expect(subHidden.search.all).toBe(false);
      expect(subHidden.search.ids).not.toContain(sub.id);
      expect(await found()).toBe(false);
      await setActive(sub.id, true);

      // a hidden top category hides every category below it
      await setActive(top.id, false);
      const topHidden = await both();
      expect(topHidden.search).toEqual(topHidden.tree);
      expect(topHidden.search.ids).not.toContain(sub.id);
      expect(await found()).toBe(false);
    } finally {
      await setActive(sub.id, true);
      await setActive(top.id, true);
    }
    expect(await found()).toBe(true);
    const end = await both();
    expect(end.search).toEqual(end.tree);
  });
});
