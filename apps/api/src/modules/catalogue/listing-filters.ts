import { and, asc, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingFacets, ListingFilterQuery, ProductSort } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { products } from './catalogue.tables';
import { discountSql, inStockSql } from './product-summary';

// A listing's filters, sort and facets: a category page and a search share them.

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

export interface Filters {
  price?: SQL;
  brands?: SQL;
  inStock?: SQL;
  rating?: SQL;
}

export function filtersOf(q: ListingFilterQuery): Filters {
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

/**
 * The facets of the products matching `base`: brands (with counts under every filter but the
 * brand one) and the price range (under every filter but the price one), from one scan.
 */
export async function facetsOf(
  db: DbOrTx,
  base: SQL | undefined,
  f: Filters,
): Promise<ListingFacets> {
  const n = sql<number>`count(*) FILTER (WHERE ${f.price ?? sql`true`})`;
  const inRange = f.brands ?? sql`true`;
  const rows = await db
    .select({
      name: products.brand,
      n,
      lo: sql<number | null>`min(${products.pricePaise}) FILTER (WHERE ${inRange})`,
      hi: sql<number | null>`max(${products.pricePaise}) FILTER (WHERE ${inRange})`,
    })
    .from(products)
    .where(and(base, f.inStock, f.rating))
    .groupBy(products.brand)
    .orderBy(desc(n), asc(products.brand));
  return facetsFrom(rows);
}

/** Facets from brand rows (most products first, then name): the first 50 brands and the price range. */
export function facetsFrom(
  rows: { name: string; n: number | string; lo: number | null; hi: number | null }[],
): ListingFacets {
  const prices = rows.flatMap((r) => (r.lo === null ? [] : [Number(r.lo), Number(r.hi)]));
  return {
    Brands: rows
      .filter((r) => Number(r.n) > 0)
      .slice(0, MAX_BRAND_FACETS)
      .map((b) => ({ Name: b.name, Count: Number(b.n) })),
    MinPrice: prices.length ? Math.min(...prices) : 0,
    MaxPrice: prices.length ? Math.max(...prices) : 0,
  };
}
