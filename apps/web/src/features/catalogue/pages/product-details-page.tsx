import { useParams } from '../../../lib/router';
import { LoadingLabel, Skeleton } from '@kirana/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import Breadcrumbs from '../components/breadcrumbs';
import { LoadError, NotFoundState } from '../components/page-states';
import ProductRail from '../components/product-rail';
import LazyPersonalShelves from '../components/lazy-personal-shelves';
import ImageGallery, { withRowImage } from '../components/product/image-gallery';
import ProductFacts from '../components/product/product-facts';
import { ProductInfo, ProductSpecs } from './product-details-sections';
import { ReviewsSection } from './product-reviews-section';
import { useChosenVariant, useProductDetails, useTrackProductView } from './use-product-details';
import layout from '../components/layout.module.css';
import styles from './product-details-page.module.css';
import { useT } from '../../../lib/i18n';

function DetailsSkeleton() {
  const t = useT();
  return (
    <div className={styles.top}>
      <LoadingLabel label={t('product.loading')} />
      <Skeleton className={styles.skImage} />
      <div className={styles.info}>
        <Skeleton className={styles.skLine} />
        <Skeleton className={styles.skTitle} />
        <Skeleton className={styles.skLine} />
        <Skeleton className={styles.skPrice} />
        <Skeleton className={styles.skButton} />
      </div>
    </div>
  );
}

// any unknown one-segment path lands here: it is a page not found, not only a product
function PageNotFound() {
  const t = useT();
  return (
    <div className={layout.page}>
      <NotFoundState
        title={t('product.not-found.title')}
        message={t('product.not-found.message')}
        links={[
          { to: '/', label: t('product.go-home') },
          { to: '/categories', label: t('product.browse-categories') },
        ]}
      />
    </div>
  );
}

/** A product: gallery, price and variants, add to cart, highlights, details, ratings, reviews, related. */
export default function ProductDetailsPage() {
  const { productSlug = '' } = useParams();
  const slug = productSlug.toLowerCase();
  const t = useT();
  const { entry, notFound, loadError, retry } = useProductDetails(slug);
  const d = entry?.ProductDetails;
  const { selection, row, pack, select } = useChosenVariant(entry);
  useDocumentTitle(d ? `${d.Name} ${pack}` : notFound ? t('product.not-found.title') : null);
  useTrackProductView(d);

  if (notFound) return <PageNotFound />;
  if (!entry || !d || !entry.ProductConfig) {
    return (
      <div className={layout.page}>
        <h1 className={layout.srOnly}>{t('product.heading')}</h1>
        {loadError ? <LoadError error={loadError} onRetry={retry} /> : <DetailsSkeleton />}
      </div>
    );
  }

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <Breadcrumbs trail={d.Breadcrumbs} current={d.Name} />
      <div className={styles.top}>
        <div className={styles.galleryCol}>
          <ImageGallery
            key={row?.MediaId ?? 'product'}
            images={withRowImage(entry.ProductImages, row, d.Name)}
            name={d.Name}
          />
        </div>
        <ProductInfo
          entry={entry}
          d={d}
          config={entry.ProductConfig}
          pack={pack}
          selection={selection}
          onSelect={select}
        />
      </div>
      <ProductSpecs d={d} pack={pack} />
      <ProductFacts facts={d.Facts} netQuantity={pack} mrp={row?.Mrp ?? d.Mrp} />
      <ReviewsSection entry={entry} productId={d.ProductId} name={d.Name} />
      <ProductRail id="related" title={t('product.related')} products={entry.RelatedProducts} />
      <LazyPersonalShelves key={d.ProductId} exceptId={d.ProductId} />
    </div>
  );
}
