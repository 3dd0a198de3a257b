import type { ProductSort } from '@kirana/shared';
import type { ListingFilters } from './listing-keys';

// A listing's URL side (sort menu, filters read from and written to the query string); the pages
// import the request side from here too.
export {
  LISTING_PAGE_SIZE,
  type ListingFilters,
  NO_FILTERS,
  listingApiQuery,
  listingFilterQuery,
  listingKey,
  listingSearchParams,
  searchKey,
} from './listing-keys';

/** The sorts offered, in the order the sort menu lists them. */
export const SORT_OPTIONS: readonly ProductSort[] = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'rating',
  'discount',
];

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
    sort: SORT_OPTIONS.includes(sort as ProductSort) ? (sort as ProductSort) : 'relevance',
  };
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
