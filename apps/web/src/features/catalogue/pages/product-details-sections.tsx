import { Link } from '../../../lib/router';
import ProductPurchase from '../components/product/product-purchase';
import ReturnPolicyLine from '../components/product/return-policy-line';
import { DeliveryEta } from '../../delivery';
import { HeartButton } from '../../wishlist';
import type { ProductEntry } from '../product-details-slice';
import styles from './product-details-page.module.css';
import { useT } from '../../../lib/i18n';

type Details = NonNullable<ProductEntry['ProductDetails']>;
type Config = NonNullable<ProductEntry['ProductConfig']>;

/** The column beside the gallery: brand, name, pack and rating, the purchase box, highlights. */
export function ProductInfo({
  entry,
  d,
  config,
  pack,
  selection,
  onSelect,
}: {
  entry: ProductEntry;
  d: Details;
  config: Config;
  pack: string;
  selection: Record<string, number>;
  onSelect: (group: string, rowId: number) => void;
}) {
  const t = useT();
  return (
    <div className={styles.info}>
      <Link to={`/search?terms=${encodeURIComponent(d.Brand)}`} className={styles.brand}>
        {d.Brand}
      </Link>
      <div className={styles.nameRow}>
        <h1 className={styles.name}>{d.Name}</h1>
        <HeartButton productId={d.ProductId} name={d.Name} />
      </div>
      <p className={styles.unit} data-testid="pack-label">
        {pack}
        {entry.ratings && entry.ratings.TotalRatings > 0 && (
          <a href="#reviews-title" className={styles.ratingLink}>
            {t('product.rating-link', {
              average: entry.ratings.AverageRating.toFixed(1),
              count: entry.ratings.TotalRatings,
            })}
          </a>
        )}
      </p>
      <ProductPurchase
        key={d.ProductId}
        data={{
          ProductDetails: d,
          ProductConfig: config,
          ProductImages: entry.ProductImages,
        }}
        selection={selection}
        onSelect={onSelect}
      />
      <ReturnPolicyLine policy={d.ReturnPolicy} />
      <DeliveryEta />
      <Highlights items={d.Highlights} />
    </div>
  );
}

function Highlights({ items }: { items: string[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className={styles.highlights} aria-labelledby="highlights-title">
      <h2 id="highlights-title" className={styles.smallTitle}>
        {t('product.highlights')}
      </h2>
      <ul>
        {items.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
    </section>
  );
}

/** "Product details": the description and the brand, pack, category, HSN code and GST. */
export function ProductSpecs({ d, pack }: { d: Details; pack: string }) {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.sectionTitle}>
        {t('product.details')}
      </h2>
      {d.Description && <p className={styles.description}>{d.Description}</p>}
      <dl className={styles.specs}>
        <dt>{t('product.brand')}</dt>
        <dd>{d.Brand}</dd>
        <dt>{t('product.pack')}</dt>
        <dd>{pack}</dd>
        <dt>{t('product.category')}</dt>
        <dd>
          <Link to={`/category/${d.Category.Slug}`}>{d.Category.Name}</Link>
        </dd>
        <dt>{t('product.hsn')}</dt>
        <dd>{d.HsnCode}</dd>
        <dt>{t('product.gst')}</dt>
        <dd>{t('product.gst-rate', { rate: d.GstRate })}</dd>
      </dl>
    </section>
  );
}
