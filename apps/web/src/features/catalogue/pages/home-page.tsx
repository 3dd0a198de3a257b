import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../../lib/i18n';
import BannerStrip from '../components/banner-strip';
import CategoryTiles from '../components/category-tiles';
import { LoadingLabel, Skeleton } from '@kirana/ui';
import { LoadError } from '../components/page-states';
import ProductRail, { RailSkeleton } from '../components/product-rail';
import LazyPersonalShelves from '../components/lazy-personal-shelves';
import { fetchHomePageData } from '../home-slice';
import layout from '../components/layout.module.css';
import styles from './home-page.module.css';

function HomeSkeleton() {
  const t = useT();
  return (
    <>
      <LoadingLabel label={t('shell.loading-page')} />
      <Skeleton className={styles.skBanner} />
      <div className={styles.skTiles} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={styles.skTile} />
        ))}
      </div>
      <RailSkeleton />
      <RailSkeleton />
    </>
  );
}

/**
 * The home page: offers, top categories, the deals, best sellers and new arrivals rails, then the
 * store owner's shelves (the active ones, in the console's order, as the server answers them).
 */
export default function HomePage() {
  const dispatch = useAppDispatch();
  const t = useT();
  useDocumentTitle(null);
  const { homePageData: data, error, stale } = useAppSelector((s) => s.home);

  // again after a language switch (stale): the shelves' names follow the page's language
  useEffect(() => {
    void dispatch(fetchHomePageData());
  }, [dispatch, stale]);

  return (
    <div className={layout.page}>
      <h1 className={layout.srOnly}>{t('shell.footer.tagline')}</h1>
      {!data && error && (
        <LoadError error={error} onRetry={() => void dispatch(fetchHomePageData())} />
      )}
      {!data && !error && <HomeSkeleton />}
      {data && (
        <>
          <BannerStrip banners={data.Banners} />
          {data.TopCategories.length > 0 && (
            <section aria-labelledby="home-categories">
              <div className={styles.head}>
                <h2 id="home-categories" className={styles.title}>
                  {t('shell.home.shop-by')}
                </h2>
                <Link to="/categories" className={styles.seeAll}>
                  {t('shell.all-categories')}
                </Link>
              </div>
              <CategoryTiles categories={data.TopCategories} labelledBy="home-categories" />
            </section>
          )}
          <ProductRail id="deals" title={t('shell.home.deals')} products={data.Deals} />
          <ProductRail id="best-sellers" title={t('shell.home.best')} products={data.BestSellers} />
          <ProductRail id="new-arrivals" title={t('shell.home.new')} products={data.NewArrivals} />
          <LazyPersonalShelves buyAgain />
          {/* an answer cached offline before shelves existed has none */}
          {(data.Shelves ?? []).map((shelf) => (
            <ProductRail
              key={shelf.ShelfId}
              id={`shelf-${shelf.ShelfId}`}
              title={shelf.Title}
              products={shelf.Products}
              seeAllHref={shelf.LinkUrl ?? undefined}
            />
          ))}
        </>
      )}
    </div>
  );
}
