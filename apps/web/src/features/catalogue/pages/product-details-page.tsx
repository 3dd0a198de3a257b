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

function DetailsSkeleton() {
  return (
    <div className={styles.top}>
      <LoadingLabel label="Loading product" />
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
  return (
    <div className={layout.page}>
      <NotFoundState
        title="Page not found"
        message="There is no page or product at this address: it may have been removed, or the link may have a typo."
        links={[
          { to: '/', label: 'Go to home' },
          { to: '/categories', label: 'Browse categories' },
        ]}
      />
    </div>
  );
}

/** A product: gallery, price and variants, add to cart, highlights, details, ratings, reviews, related. */
export default function ProductDetailsPage() {
  const { productSlug = '' } = useParams();
  const slug = productSlug.toLowerCase();
  const { entry, notFound, loadError, retry } = useProductDetails(slug);
  const d = entry?.ProductDetails;
  const { selection, row, pack, select } = useChosenVariant(entry);
  useDocumentTitle(d ? `${d.Name} ${pack}` : notFound ? 'Page not found' : null);
  useTrackProductView(d);

  if (notFound) return <PageNotFound />;
  if (!entry || !d || !entry.ProductConfig) {
    return (
      <div className={layout.page}>
        <h1 className={layout.srOnly}>Product</h1>
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
      <ProductRail id="related" title="You may also like" products={entry.RelatedProducts} />
      <LazyPersonalShelves key={d.ProductId} exceptId={d.ProductId} />
    </div>
  );
}
