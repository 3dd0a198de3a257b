import type { ProductSort } from '@kirana/shared';

// What a listing request sends and the key its answer is kept under: the products state and the
// catalogue calls need these from the first screen on (the URL side is listing-query.ts).

export const LISTING_PAGE_SIZE = 24;

/** A category page's filters and sort, as the URL carries them (prices in whole rupees). */
export interface ListingFilters {
  minRupees: number | null;
  maxRupees: number | null;
  brands: string[];
  inStock: boolean;
  minRating: 3 | 4 | null;
  sort: ProductSort;
}

export const NO_FILTERS: ListingFilters = {
  minRupees: null,
  maxRupees: null,
  brands: [],
  inStock: false,
  minRating: null,
  sort: 'relevance',
};

/** The query string of a category page for these filters (defaults left out). */
export function listingSearchParams(f: ListingFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.sort !== 'relevance') p.set('sort', f.sort);
  if (f.minRupees !== null) p.set('minPrice', String(f.minRupees));
  if (f.maxRupees !== null) p.set('maxPrice', String(f.maxRupees));
  if (f.brands.length) p.set('brands', [...f.brands].sort().join(','));
  if (f.inStock) p.set('inStock', 'true');
  if (f.minRating) p.set('minRating', String(f.minRating));
  return p;
}

/** The API's filter and sort fields for these filters (prices in paise). */
export function listingFilterQuery(f: ListingFilters): Record<string, string | number | undefined> {
  return {
    sort: f.sort,
    minPrice: f.minRupees === null ? undefined : f.minRupees * 100,
    maxPrice: f.maxRupees === null ? undefined : f.maxRupees * 100,
    brands: f.brands.length ? f.brands.join(',') : undefined,
    inStock: f.inStock ? 'true' : undefined,
    minRating: f.minRating ?? undefined,
  };
}

/** The API query for one page of a category with these filters. */
export function listingApiQuery(
  slug: string,
  f: ListingFilters,
  pageNo: number,
): Record<string, string | number | undefined> {
  return { categorySlug: slug, pageNo, pageSize: LISTING_PAGE_SIZE, ...listingFilterQuery(f) };
}

/** The key a listing (a category with its filters and sort) is cached under. */
export function listingKey(slug: string, f: ListingFilters): string {
  const qs = listingSearchParams(f).toString();
  return qs ? `${slug}?${qs}` : slug;
}

/** The key a search (terms, any case, with filters and sort) is kept under. */
export function searchKey(terms: string, f: ListingFilters): string {
  const qs = listingSearchParams(f).toString();
  const t = terms.trim().toLowerCase();
  return qs ? `${t}?${qs}` : t;
}
