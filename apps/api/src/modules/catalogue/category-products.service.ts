import { and, count } from 'drizzle-orm';
import type { CategoryProductsAnswer, CategoryProductsQuery, Language } from '@kirana/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  breadcrumbsOf,
  loadCategoryTree,
  withDescendants,
  type CategoryNode,
} from './category-tree';
import { products } from './catalogue.tables';
import { facetsOf, filtersOf, sortOrder } from './listing-filters';
import { summariesIn, summaryColumns, visibleProducts } from './product-summary';

function headerOf(node: CategoryNode): CategoryProductsAnswer['Category'] {
  return {
    CategoryId: node.id,
    Slug: node.slug,
    Name: node.name,
    ...(node.parent ? { ParentSlug: node.parent.slug } : {}),
    Breadcrumbs: breadcrumbsOf(node),
  };
}

/**
 * One page of a category's visible products (a top category includes its sub-categories),
 * filtered and sorted, with the total count and facets; an unknown slug is CATEGORY_NOT_FOUND.
 */
export async function listCategoryProducts(
  db: Db,
  q: CategoryProductsQuery,
  language: Language = 'en',
): Promise<CategoryProductsAnswer> {
  const node = (await loadCategoryTree(db, { counts: false, language })).bySlug.get(q.categorySlug);
  if (!node) throw notFound('Category', 'CATEGORY_NOT_FOUND');
  const base = visibleProducts(withDescendants(node));
  const f = filtersOf(q);
  const where = and(base, f.price, f.brands, f.inStock, f.rating);
  const [rows, [total], Facets] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .where(where)
      .orderBy(...sortOrder(q.sort))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(products).where(where),
    facetsOf(db, base, f),
  ]);
  return {
    Category: headerOf(node),
    Products: rows.map(summariesIn(language)),
    TotalCount: Number(total?.n ?? 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
    Facets,
  };
}
