import { useEffect, useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import { buttonClassName, LoadingLabel, Skeleton } from '@kirana/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { track } from '../../../lib/analytics';
import { useDocumentTitle } from '../../../lib/use-document-title';
import Breadcrumbs from '../components/breadcrumbs';
import { LoadError, NotFoundState } from '../components/page-states';
import ProductRail from '../components/product-rail';
import ImageGallery, { withRowImage } from '../components/product/image-gallery';
import ProductPurchase from '../components/product/product-purchase';
import { chosenRow, defaultSelection } from '../components/product/variant-picker';
import ProductFacts from '../components/product/product-facts';
import ReturnPolicyLine from '../components/product/return-policy-line';
import RatingSummary from '../components/product/rating-summary';
import { DeliveryEta } from '../../delivery';
import { MyReviewPanel, ReviewFilters, ReviewList } from '../../reviews';
import {
  entryOfSlug,
  fetchProductDetails,
  fetchProductReviews,
  postedRatingReset,
  reviewsViewChanged,
  type ProductEntry,
} from '../product-details-slice';
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

function PostedRating({ entry, productId }: { entry: ProductEntry; productId: number }) {
  const dispatch = useAppDispatch();
  if (entry.postedRating === null) return null;
  return (
    <p className={styles.thanks} role="status">
      Thanks for your review! You rated it {entry.postedRating}★.
      <button
        type="button"
        className={buttonClassName({ variant: 'link' })}
        onClick={() => dispatch(postedRatingReset(productId))}
      >
        Dismiss
      </button>
    </p>
  );
}

function Reviews({
  entry,
  productId,
  name,
}: {
  entry: ProductEntry;
  productId: number;
  name: string;
}) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((s) => s.productDetails.reviewsRequest);
  const mine = request.productId === productId;
  const reviews = entry.reviews;
  const view = entry.reviewsView;
  const filtered = view.stars !== null || view.withPhotos;
  const loadPage = (pageNo: number) => void dispatch(fetchProductReviews({ productId, pageNo }));
  useEffect(() => {
    void dispatch(fetchProductReviews({ productId, pageNo: 1 }));
  }, [dispatch, productId, view]);

  return (
    <section className={styles.card} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        Ratings &amp; reviews
      </h2>
      <PostedRating entry={entry} productId={productId} />
      {entry.ratings && entry.ratings.TotalRatings > 0 ? (
        <RatingSummary ratings={entry.ratings} />
      ) : (
        <p className={styles.muted}>No ratings yet. Be the first to review it.</p>
      )}
      <MyReviewPanel productId={productId} productName={name} />
      {(entry.ratings?.TotalRatings ?? 0) > 0 && (
        <ReviewFilters
          view={view}
          onChange={(next) => dispatch(reviewsViewChanged({ productId, view: next }))}
        />
      )}
      {reviews && reviews.Reviews.length > 0 && (
        <ReviewList productId={productId} reviews={reviews.Reviews} />
      )}
      {reviews && reviews.Reviews.length === 0 && filtered && (
        <p className={styles.muted}>No reviews match this filter.</p>
      )}
      {mine && request.error && (
        <p className={styles.inlineError} role="alert">
          Reviews could not be loaded. {request.error.message}.{' '}
          <button
            type="button"
            className={buttonClassName({ variant: 'link' })}
            onClick={() => loadPage(entry.loadedReviewsPageNumber + 1)}
          >
            Please try again
          </button>
        </p>
      )}
      {!reviews && mine && request.loading && <Skeleton className={styles.skReviews} />}
      {reviews && reviews.Reviews.length < reviews.TotalReviews && (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => loadPage(entry.loadedReviewsPageNumber + 1)}
          disabled={request.loading && mine}
        >
          {request.loading && mine
            ? 'Loading…'
            : `Show more reviews (${reviews.TotalReviews - reviews.Reviews.length})`}
        </button>
      )}
    </section>
  );
}

/** A product: gallery, price and variants, add to cart, highlights, details, ratings, reviews, related. */
export default function ProductDetailsPage() {
  const { productSlug = '' } = useParams();
  const slug = productSlug.toLowerCase();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((s) => entryOfSlug(s.productDetails, slug));
  const { error, activeSlug, notFoundSlugs } = useAppSelector((s) => s.productDetails);
  const d = entry?.ProductDetails;
  const notFound = !d && notFoundSlugs.includes(slug);
  // the chosen option rows, per product: the title, subtitle, pack size, picture and MRP follow them
  const [selections, setSelections] = useState<Record<number, Record<string, number>>>({});
  const groups = entry?.ProductConfig?.OptionGroups ?? [];
  const selection = d ? (selections[d.ProductId] ?? defaultSelection(groups)) : {};
  const row = d ? chosenRow(groups, selection) : null;
  const pack = row?.Label ?? d?.UnitLabel ?? '';
  const select = (group: string, rowId: number) =>
    d && setSelections((all) => ({ ...all, [d.ProductId]: { ...selection, [group]: rowId } }));
  useDocumentTitle(d ? `${d.Name} ${pack}` : notFound ? 'Page not found' : null);

  // fetched again whenever the cached details go (a posted review drops them: spec §4)
  const loaded = entry !== null;
  useEffect(() => {
    if (!loaded) void dispatch(fetchProductDetails(slug));
  }, [dispatch, slug, loaded]);

  useEffect(() => {
    if (!d) return;
    track('view_item', {
      currency: 'INR',
      value: d.Price / 100,
      items: [
        {
          item_id: String(d.ProductId),
          item_name: d.Name,
          item_brand: d.Brand,
          item_category: d.Category.Name,
          price: d.Price / 100,
        },
      ],
    });
    // Once per product shown, not on every change of its cached data.
  }, [d?.ProductId]);

  // any unknown one-segment path lands here: it is a page not found, not only a product
  if (notFound) {
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
  if (!entry || !d || !entry.ProductConfig) {
    return (
      <div className={layout.page}>
        <h1 className={layout.srOnly}>Product</h1>
        {error && activeSlug === slug ? (
          <LoadError error={error} onRetry={() => void dispatch(fetchProductDetails(slug))} />
        ) : (
          <DetailsSkeleton />
        )}
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
        <div className={styles.info}>
          <Link to={`/search?terms=${encodeURIComponent(d.Brand)}`} className={styles.brand}>
            {d.Brand}
          </Link>
          <h1 className={styles.name}>{d.Name}</h1>
          <p className={styles.unit} data-testid="pack-label">
            {pack}
            {entry.ratings && entry.ratings.TotalRatings > 0 && (
              <a href="#reviews-title" className={styles.ratingLink}>
                ★ {entry.ratings.AverageRating.toFixed(1)} · {entry.ratings.TotalRatings} ratings
              </a>
            )}
          </p>
          <ProductPurchase
            key={d.ProductId}
            data={{
              ProductDetails: d,
              ProductConfig: entry.ProductConfig,
              ProductImages: entry.ProductImages,
            }}
            selection={selection}
            onSelect={select}
          />
          <ReturnPolicyLine policy={d.ReturnPolicy} />
          <DeliveryEta />
          {d.Highlights.length > 0 && (
            <section className={styles.highlights} aria-labelledby="highlights-title">
              <h2 id="highlights-title" className={styles.smallTitle}>
                Highlights
              </h2>
              <ul>
                {d.Highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      <section className={styles.card} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.sectionTitle}>
          Product details
        </h2>
        {d.Description && <p className={styles.description}>{d.Description}</p>}
        <dl className={styles.specs}>
          <dt>Brand</dt>
          <dd>{d.Brand}</dd>
          <dt>Pack size</dt>
          <dd>{pack}</dd>
          <dt>Category</dt>
          <dd>
            <Link to={`/category/${d.Category.Slug}`}>{d.Category.Name}</Link>
          </dd>
          <dt>HSN code</dt>
          <dd>{d.HsnCode}</dd>
          <dt>GST</dt>
          <dd>{d.GstRate}% (included in the price)</dd>
        </dl>
      </section>
      <ProductFacts facts={d.Facts} netQuantity={pack} mrp={row?.Mrp ?? d.Mrp} />
      <Reviews entry={entry} productId={d.ProductId} name={d.Name} />
      <ProductRail id="related" title="You may also like" products={entry.RelatedProducts} />
    </div>
  );
}
