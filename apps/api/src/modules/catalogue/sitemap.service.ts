import { and, asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './catalogue.tables';
import { loadCategoryTree } from './category-tree';
import { visibleProducts } from './product-summary';

export interface SitemapEntries {
  categorySlugs: string[];
  products: { slug: string; updatedAt: Date }[];
}

/** Every URL a search engine may index: visible categories and visible products. */
export async function listSitemapEntries(db: Db): Promise<SitemapEntries> {
  const tree = await loadCategoryTree(db);
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(visibleProducts(tree.visibleIds)))
    .orderBy(asc(products.id));
  return { categorySlugs: [...tree.bySlug.keys()], products: rows };
}
