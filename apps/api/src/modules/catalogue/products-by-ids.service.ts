import { and, inArray } from 'drizzle-orm';
import type { Language, ProductSummary } from '@kirana/shared';
import type { Db } from '../../db/client';
import { products } from './catalogue.tables';
import { loadCategoryTree } from './category-tree';
import { summaryColumns, toProductSummary, visibleInTree } from './product-summary';

/**
 * The products of these ids that the store shows (active, in a shown category), in the order
 * given, with today's price and stock, named in the reader's language; unknown and hidden ids
 * are left out.
 */
export async function listProductsByIds(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const tree = await loadCategoryTree(db, { counts: false });
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(visibleInTree(tree), inArray(products.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, toProductSummary(r, language)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
