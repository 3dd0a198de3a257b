import { useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { buttonClassName, EmptyState, LoadingLabel, Skeleton } from '@kirana/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../../lib/i18n';
import { fetchCategories } from '../categories-slice';
import { findCategory } from '../find-category';
import Breadcrumbs from '../components/breadcrumbs';
import ListingControls from '../components/listing-controls';
import LoadMore from '../components/load-more';
import { LoadError, NotFoundState } from '../components/page-states';
import ProductGrid, { GridSkeleton } from '../components/product-grid';
import SubCategoryChips from '../components/sub-category-chips';
import {
  countFilters,
  type ListingFilters,
  listingKey,
  listingSearchParams,
  NO_FILTERS,
  parseListingFilters,
} from '../listing-query';
import { fetchCategoryProducts } from '../products-slice';
import layout from '../components/layout.module.css';
import styles from './category-products-page.module.css';

const prettySlug = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A category's products with breadcrumb, sub-category chips, filters, sort and "Load more". */
export default function CategoryProductsPage() {
  const { categorySlug = '' } = useParams();
  const slug = categorySlug.toLowerCase();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parseListingFilters(new URLSearchParams(query)), [query]);
  const key = listingKey(slug, filters);
  const dispatch = useAppDispatch();
  const t = useT();
  const entry = useAppSelector((s) => s.products.productData[key]);
  const { error, loading, activeRequest, noCategoryFound } = useAppSelector((s) => s.products);
  const tree = useAppSelector((s) => s.categories.categoryData?.Categories ?? null);
  const treeStale = useAppSelector((s) => s.categories.stale);
  const mine = activeRequest === key;

  // Another listing of this category keeps the filters and heading steady while this one loads.
  const sibling = useAppSelector((s) =>
    Object.values(s.products.productData).findLast((e) => e.Category.Slug === slug),
  );
  const shown = entry ?? sibling;

  // again after a language switch (stale): the names follow the page's language
  const stale = entry?.stale;
  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch, treeStale]);
  useEffect(() => {
    void dispatch(fetchCategoryProducts({ slug, filters, pageNo: 1 }));
  }, [dispatch, slug, filters, stale]);

  const fromTree = tree ? findCategory(tree, slug) : null;
  const name = shown?.Category.Name ?? (fromTree?.sub ?? fromTree?.top)?.Name ?? prettySlug(slug);
  const notFound = noCategoryFound && mine && !entry;
  useDocumentTitle(notFound ? t('product.not-found') : name);

  const setFilters = (next: ListingFilters) =>
    setParams(listingSearchParams(next), { replace: true });
  const loadPage = (pageNo: number) =>
    void dispatch(fetchCategoryProducts({ slug, filters, pageNo }));
  const filterCount = countFilters(filters);
  const sortQuery = filters.sort === 'relevance' ? '' : `sort=${filters.sort}`;

  if (notFound) {
    return (
      <div className={layout.page}>
        <NotFoundState
          title={t('product.not-found')}
          message={t('product.not-found-msg')}
          links={[
            { to: '/categories', label: t('product.browse-all') },
            { to: '/', label: t('product.go-home') },
          ]}
        />
      </div>
    );
  }

  return (
    <div className={layout.page}>
      {shown ? (
        <Breadcrumbs trail={shown.Category.Breadcrumbs} />
      ) : (
        <Skeleton className={styles.skCrumbs} />
      )}
      <div className={styles.head}>
        <h1 className={layout.h1}>{name}</h1>
        {entry && (
          <span className={styles.total}>{t('product.items', { count: entry.TotalCount })}</span>
        )}
      </div>
      <SubCategoryChips tree={tree} slug={slug} query={sortQuery} />
      <ListingControls
        filters={filters}
        facets={shown?.Facets ?? null}
        total={entry?.TotalCount ?? null}
        label={t('product.products-of', { name })}
        onChange={setFilters}
      >
        {!entry && mine && error && <LoadError error={error} onRetry={() => loadPage(1)} />}
        {!entry && !(mine && error) && (
          <>
            <LoadingLabel label={t('product.loading-list')} />
            <GridSkeleton />
          </>
        )}
        {entry && entry.Products.length === 0 && (
          <EmptyState
            icon="package"
            title={filterCount > 0 ? t('product.no-match') : t('product.none-yet')}
            message={filterCount > 0 ? t('product.no-match-msg') : t('product.none-yet-msg')}
            actions={
              filterCount > 0 ? (
                <button
                  type="button"
                  className={buttonClassName()}
                  onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}
                >
                  {t('product.clear')}
                </button>
              ) : (
                <Link to="/categories" className={buttonClassName()}>
                  {t('product.browse-categories')}
                </Link>
              )
            }
          />
        )}
        {entry && entry.Products.length > 0 && (
          <>
            <ProductGrid products={entry.Products} label={t('product.products-of', { name })} />
            <LoadMore
              shown={entry.Products.length}
              total={entry.TotalCount}
              loading={loading && mine}
              error={mine && error ? error.message : null}
              onMore={() => loadPage(entry.LoadedPage + 1)}
            />
          </>
        )}
      </ListingControls>
    </div>
  );
}
