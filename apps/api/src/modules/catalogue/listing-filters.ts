import { and, asc, count, desc, gte, inArray, lte, max, min, sql, type SQL } from 'drizzle-orm';
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

export async function facetsOf(
  db: DbOrTx,
  base: SQL | undefined,
  f: Filters,
): Promise<ListingFacets> {
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
