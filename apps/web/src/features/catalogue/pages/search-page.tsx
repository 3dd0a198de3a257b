import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { buttonClassName, EmptyState, LoadingLabel } from '@kirana/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Trans, useT } from '../../../lib/i18n';
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

function Suggestions({ exclude }: { exclude: string }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const categories = useAppSelector((s) => s.categories.categoryData?.Categories) ?? [];
  const treeStale = useAppSelector((s) => s.categories.stale);
  const lastSearched = useAppSelector((s) => s.products.lastSearchedTerms);
  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch, treeStale]);
  const terms = [
    ...new Set(
      // everyday searches, in the shopper's language (the search finds the catalogue's names in it)
      [lastSearched, ...t('product.popular-terms').split(', ')].filter(
        (term) => term && term.toLowerCase() !== exclude.toLowerCase(),
      ),
    ),
  ];
  return (
    <div className={styles.suggestions}>
      <h2 className={styles.subTitle}>{t('product.popular')}</h2>
      <ul className={chips.chips}>
        {terms.map((term) => (
          <li key={term}>
            <Link to={`/search?terms=${encodeURIComponent(term)}`} className={chips.chip}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
      {categories.length > 0 && (
        <>
          <h2 className={styles.subTitle}>{t('product.browse-categories')}</h2>
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
  const t = useT();
  const { searchResult, error, loading, activeRequest } = useAppSelector((s) => s.products);
  const result = searchResult?.key === key ? searchResult : null;
  // the same terms under other filters keep the facets steady while this one loads
  const facets =
    searchResult && searchResult.terms.toLowerCase() === terms.toLowerCase()
      ? searchResult.facets
      : null;
  const mine = activeRequest === `search:${key}`;
  useDocumentTitle(terms ? t('product.search-title', { terms }) : t('product.search'));

  // again after a language switch (stale): the names follow the page's language
  const stale = result?.stale;
  useEffect(() => {
    if (terms) void dispatch(searchProducts({ terms, filters, pageNo: 1 }));
  }, [dispatch, terms, filters, stale]);

  if (!terms) {
    return (
      <div className={layout.page}>
        <h1 className={layout.h1}>{t('product.search')}</h1>
        <p className={styles.hint}>{t('product.search-hint')}</p>
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
        {empty ? t('product.no-results', { terms }) : t('product.results', { terms })}
      </h1>
      {empty ? (
        <>
          <EmptyState
            icon="search"
            title={t('product.no-find')}
            message={t('product.no-find-msg')}
          />
          <Suggestions exclude={terms} />
        </>
      ) : (
        <>
          {result?.correctedTerms ? (
            <p className={styles.corrected} data-testid="corrected-terms">
              <Trans
                id="product.corrected"
                values={{ terms: result.correctedTerms }}
                components={{ 0: <strong /> }}
              />
            </p>
          ) : null}
          {categories.length > 0 && (
            <nav aria-label={t('product.matching-cats')} className={styles.categories}>
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
            label={t('product.results-of', { terms })}
            onChange={setFilters}
          >
            {!result && mine && error && <LoadError error={error} onRetry={() => loadPage(1)} />}
            {!result && !(mine && error) && (
              <>
                <LoadingLabel label={t('product.searching')} />
                <GridSkeleton />
              </>
            )}
            {result && products.length === 0 && (
              <EmptyState
                icon="search"
                title={t('product.no-match')}
                message={t('product.no-match-msg')}
                actions={
                  <button
                    type="button"
                    className={buttonClassName()}
                    onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}
                  >
                    {t('product.clear')}
                  </button>
                }
              />
            )}
            {result && products.length > 0 && (
              <>
                <p className={styles.count} aria-live="polite">
                  {t('product.products', { count: result.totalCount })}
                </p>
                <ProductGrid products={products} label={t('product.results-of', { terms })} />
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
