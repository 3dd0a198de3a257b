import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { buttonClassName, EmptyState, LoadingLabel } from '@kirana/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchCategories } from '../categories-slice';
import { LoadError } from '../components/page-states';
import ListingControls from '../components/listing-controls';
import LoadMore from '../components/load-more';
import ProductGrid, { GridSkeleton } from '../components/product-grid';
import {
  countFilters,
  listingSearchParams,
  NO_FILTERS,
  parseListingFilters,
  searchKey,
  type ListingFilters,
} from '../listing-query';
import { searchProducts } from '../products-slice';
import layout from '../components/layout.module.css';
import styles from './search-page.module.css';
import chips from '../components/link-chips.module.css';

/** Everyday searches offered when a search finds nothing or nothing was typed. */
export const POPULAR_SEARCHES = [
  'atta',
  'basmati rice',
  'toor dal',
  'tea',
  'ghee',
  'biscuits',
  'detergent',
  'masala',
];

function Suggestions({ exclude }: { exclude: string }) {
  const dispatch = useAppDispatch();
  const categories = useAppSelector((s) => s.categories.categoryData?.Categories) ?? [];
  const lastSearched = useAppSelector((s) => s.products.lastSearchedTerms);
  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch]);
  const terms = [
    ...new Set(
      [lastSearched, ...POPULAR_SEARCHES].filter(
        (t) => t && t.toLowerCase() !== exclude.toLowerCase(),
      ),
    ),
  ];
  return (
    <div className={styles.suggestions}>
      <h2 className={styles.subTitle}>Popular searches</h2>
      <ul className={chips.chips}>
        {terms.map((t) => (
          <li key={t}>
            <Link to={`/search?terms=${encodeURIComponent(t)}`} className={chips.chip}>
              {t}
            </Link>
          </li>
        ))}
      </ul>
      {categories.length > 0 && (
        <>
          <h2 className={styles.subTitle}>Browse categories</h2>
          <ul className={chips.chips}>
            {categories.map((c) => (
              <li key={c.CategoryId}>
                <Link to={`/category/${c.Slug}`} className={chips.chip}>
                  {c.Name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Search results for ?terms= (or ?q=), with matching categories, filters and sort, "Load more" and empty states. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // ?q= is how other stores, browsers' site search and shared links name a search
  const terms = (params.get('terms') ?? params.get('q') ?? '').trim();
  const filters = useMemo(() => parseListingFilters(new URLSearchParams(query)), [query]);
  const key = searchKey(terms, filters);
  const dispatch = useAppDispatch();
  const { searchResult, error, loading, activeRequest } = useAppSelector((s) => s.products);
  const result = searchResult?.key === key ? searchResult : null;
  // the same terms under other filters keep the facets steady while this one loads
  const facets =
    searchResult && searchResult.terms.toLowerCase() === terms.toLowerCase()
      ? searchResult.facets
      : null;
  const mine = activeRequest === `search:${key}`;
  useDocumentTitle(terms ? `Search: ${terms}` : 'Search');

  useEffect(() => {
    if (terms) void dispatch(searchProducts({ terms, filters, pageNo: 1 }));
  }, [dispatch, terms, filters]);

  if (!terms) {
    return (
      <div className={layout.page}>
        <h1 className={layout.h1}>Search</h1>
        <p className={styles.hint}>
          Type in the search box to find groceries, staples and household needs.
        </p>
        <Suggestions exclude="" />
      </div>
    );
  }

  const setFilters = (next: ListingFilters) => {
    const p = listingSearchParams(next);
    p.set('terms', terms);
    p.delete('q');
    setParams(p, { replace: true });
  };
  const loadPage = (pageNo: number) => void dispatch(searchProducts({ terms, filters, pageNo }));
  const filtered = countFilters(filters) > 0;
  const products = result?.result.Products ?? [];
  const categories = result?.result.Categories ?? [];
  const empty = result && products.length === 0 && categories.length === 0 && !filtered;
  return (
    <div className={layout.page}>
      <h1 className={layout.h1}>
        {empty ? 'No results for ' : 'Results for '}“{terms}”
      </h1>
      {empty ? (
        <>
          <EmptyState
            icon="search"
            title="We could not find a match"
            message="Check the spelling, try a more general word, or pick one of the searches below."
          />
          <Suggestions exclude={terms} />
        </>
      ) : (
        <>
          {result?.correctedTerms ? (
            <p className={styles.corrected} data-testid="corrected-terms">
              Showing results for <strong>{result.correctedTerms}</strong>
            </p>
          ) : null}
          {categories.length > 0 && (
            <nav aria-label="Matching categories" className={styles.categories}>
              <ul className={chips.chips}>
                {categories.map((c) => (
                  <li key={c.CategoryId}>
                    <Link to={`/category/${c.Slug}`} className={chips.chip}>
                      {c.Name} ›
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ListingControls
            filters={filters}
            facets={facets}
            total={result?.totalCount ?? null}
            label={`Search results for ${terms}`}
            onChange={setFilters}
          >
            {!result && mine && error && <LoadError error={error} onRetry={() => loadPage(1)} />}
            {!result && !(mine && error) && (
              <>
                <LoadingLabel label="Searching" />
                <GridSkeleton />
              </>
            )}
            {result && products.length === 0 && (
              <EmptyState
                icon="search"
                title="No products match these filters"
                message="Try removing a filter or widening the price range."
                actions={
                  <button
                    type="button"
                    className={buttonClassName()}
                    onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}
                  >
                    Clear filters
                  </button>
                }
              />
            )}
            {result && products.length > 0 && (
              <>
                <p className={styles.count} aria-live="polite">
                  {result.totalCount} {result.totalCount === 1 ? 'product' : 'products'}
                </p>
                <ProductGrid products={products} label={`Search results for ${terms}`} />
                <LoadMore
                  shown={products.length}
                  total={result.totalCount}
                  loading={loading && mine}
                  error={mine && error ? error.message : null}
                  onMore={() => loadPage(result.loadedSearchPageNo + 1)}
                />
              </>
            )}
          </ListingControls>
        </>
      )}
    </div>
  );
}
