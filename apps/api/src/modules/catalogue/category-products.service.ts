import { and, asc, count, desc, gte, inArray, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { CategoryProductsAnswer, CategoryProductsQuery, ProductSort } from '@kirana/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  breadcrumbsOf,
  loadCategoryTree,
  withDescendants,
  type CategoryNode,
} from './category-tree';
import { products } from './catalogue.tables';
import {
  discountSql,
  inStockSql,
  summaryColumns,
  toProductSummary,
  visibleProducts,
} from './product-summary';

const MAX_BRAND_FACETS = 50;

/** ORDER BY of each sort; every one ends on the id so pages never overlap. */
export function sortOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePaise), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'rating':
      return [desc(products.ratingAvg), desc(products.ratingCount), asc(products.id)];
    case 'discount':
      return [desc(discountSql), asc(products.id)];
    case 'relevance':
      return [desc(products.soldCount), desc(products.ratingCount), asc(products.id)];
  }
}

interface Filters {
  price?: SQL;
  brands?: SQL;
  inStock?: SQL;
  rating?: SQL;
}

function filtersOf(q: CategoryProductsQuery): Filters {
  const price = and(
    q.minPrice === undefined ? undefined : gte(products.pricePaise, q.minPrice),
    q.maxPrice === undefined ? undefined : lte(products.pricePaise, q.maxPrice),
  );
  const brands = q.brands?.length
    ? inArray(
        sql`lower(${products.brand})`,
        q.brands.map((b) => b.toLowerCase()),
      )
    : undefined;
  // Compared as shown: a stored 3.96 shows as 4.0, so it passes "4 and up".
  const rating = q.minRating
    ? gte(products.ratingAvg, Math.round(q.minRating * 100) - 5)
    : undefined;
  return { price, brands, inStock: q.inStock ? inStockSql : undefined, rating };
}

async function facetsOf(db: Db, base: SQL, f: Filters): Promise<CategoryProductsAnswer['Facets']> {
  const [brandRows, [range]] = await Promise.all([
    db
      .select({ name: products.brand, n: count() })
      .from(products)
      .where(and(base, f.price, f.inStock, f.rating))
      .groupBy(products.brand)
      .orderBy(desc(count()), asc(products.brand))
      .limit(MAX_BRAND_FACETS),
    db
      .select({ lo: min(products.pricePaise), hi: max(products.pricePaise) })
      .from(products)
      .where(and(base, f.brands, f.inStock, f.rating)),
  ]);
  return {
    Brands: brandRows.map((b) => ({ Name: b.name, Count: Number(b.n) })),
    MinPrice: Number(range?.lo ?? 0),
    MaxPrice: Number(range?.hi ?? 0),
  };
}

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
): Promise<CategoryProductsAnswer> {
  const node = (await loadCategoryTree(db)).bySlug.get(q.categorySlug);
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
    Products: rows.map(toProductSummary),
    TotalCount: Number(total?.n ?? 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
    Facets,
  };
}
