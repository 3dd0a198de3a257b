import type { ProductSort } from '@kirana/shared';

/** The sorts offered, in the order the sort menu lists them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
  { value: 'rating', label: 'Customer rating' },
  { value: 'discount', label: 'Biggest discount' },
];

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

function rupees(v: string | null): number | null {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/** Reads the filters from a category page's query string; anything malformed is ignored. */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const rating = Number(params.get('minRating'));
  let minRupees = rupees(params.get('minPrice'));
  let maxRupees = rupees(params.get('maxPrice'));
  if (minRupees !== null && maxRupees !== null && minRupees > maxRupees)
    [minRupees, maxRupees] = [maxRupees, minRupees];
  return {
    minRupees,
    maxRupees,
    brands: [
      ...new Set(
        (params.get('brands') ?? '')
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean),
      ),
    ].sort(),
    inStock: params.get('inStock') === 'true',
    minRating: rating === 3 || rating === 4 ? rating : null,
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as ProductSort) : 'relevance',
  };
}

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

/** How many filters (not the sort) are set, for the "Filters (n)" button. */
export function countFilters(f: ListingFilters): number {
  return (
    (f.minRupees !== null || f.maxRupees !== null ? 1 : 0) +
    f.brands.length +
    (f.inStock ? 1 : 0) +
    (f.minRating ? 1 : 0)
  );
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
