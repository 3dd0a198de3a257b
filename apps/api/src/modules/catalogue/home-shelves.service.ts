import { and, desc, inArray } from 'drizzle-orm';
import type { HomeShelf, HomeShelfCard, Language, ProductSummary } from '@kirana/shared';
import type { Db } from '../../db/client';
import { getHomeShelves } from '../content';
import { products } from './catalogue.tables';
import { withDescendants, type CategoryTree } from './category-tree';
import { inStockSql, summariesIn, summaryColumns, visibleProducts } from './product-summary';

/** How many products a shelf shows at most. */
export const SHELF_SIZE = 12;

async function shelfProducts(
  db: Db,
  tree: CategoryTree,
  s: HomeShelf,
  language: Language,
): Promise<ProductSummary[]> {
  const toSummary = summariesIn(language);
  if (s.Kind === 'products') {
    if (!s.ProductIds.length) return [];
    const rows = await db
      .select(summaryColumns)
      .from(products)
      .where(and(visibleProducts(tree.visibleIds), inStockSql, inArray(products.id, s.ProductIds)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return s.ProductIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSummary(row)] : [];
    }).slice(0, SHELF_SIZE);
  }
  const node = s.CategoryId === null ? undefined : tree.byId.get(s.CategoryId);
  if (!node) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(visibleProducts(withDescendants(node)), inStockSql))
    .orderBy(desc(products.soldCount), products.id)
    .limit(SHELF_SIZE);
  return rows.map(toSummary);
}

/** The active shelves as the home page shows them; a shelf with nothing in stock to show is left out. */
export async function loadHomeShelves(
  db: Db,
  tree: CategoryTree,
  language: Language,
): Promise<HomeShelfCard[]> {
  const shelves = await getHomeShelves(db);
  const cards = await Promise.all(
    shelves.map(async (s): Promise<HomeShelfCard> => {
      const category =
        s.Kind === 'category' && s.CategoryId ? tree.byId.get(s.CategoryId) : undefined;
      return {
        ShelfId: s.ShelfId,
        Title: s.Title,
        LinkUrl: category ? `/category/${category.slug}` : null,
        Products: await shelfProducts(db, tree, s, language),
      };
    }),
  );
  return cards.filter((c) => c.Products.length > 0);
}
