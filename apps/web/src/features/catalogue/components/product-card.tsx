import { Link } from '../../../lib/router';
import type { ProductSummary } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import { formatCount, formatInr, formatRating } from '../format';
import { HeartButton } from '../../wishlist';
import CardAddControl from './card-add-control';
import MediaImage from './media-image';
import styles from './product-card.module.css';

const STAR = '★ ';

/** Card image sizes: two columns on phones, about 200 px elsewhere. */
export const CARD_IMAGE_SIZES = '(max-width: 599px) 45vw, 200px';

/** A product in a list: picture, name, pack size, price, MRP, discount, rating and ADD. */
export default function ProductCard({
  product,
  eager = false,
}: {
  product: ProductSummary;
  eager?: boolean;
}) {
  const t = useT();
  // "from ₹20.00", "₹20.00 से": the muted word on the side of the price its language puts it
  const from = product.HasVariants ? t('shell.card.from', { price: '\0' }).split('\0') : [];
  const off = product.DiscountPercent > 0 && product.Mrp > product.Price;
  return (
    <article className={`${styles.card} ${product.InStock ? '' : styles.outOfStock}`}>
      <Link to={`/${product.Slug}`} className={styles.link}>
        <span className={styles.media}>
          <MediaImage
            mediaId={product.ImageId}
            alt={product.ImageAlt || product.Name}
            sizes={CARD_IMAGE_SIZES}
            eager={eager}
          />
          {off && (
            <span className={styles.badge}>
              {t('shell.card.off', { pct: product.DiscountPercent })}
            </span>
          )}
        </span>
        <span className={styles.brand}>{product.Brand}</span>
        <span className={styles.name}>{product.Name}</span>
      </Link>
      <HeartButton productId={product.ProductId} name={product.Name} className={styles.heart} />
      <span className={styles.unit}>{product.UnitLabel}</span>
      {product.RatingCount > 0 && (
        <span
          className={styles.rating}
          role="img"
          aria-label={t('shell.card.rated', {
            rating: formatRating(product.AverageRating),
            count: product.RatingCount,
          })}
        >
          <span aria-hidden="true">
            {STAR}
            {formatRating(product.AverageRating)}
          </span>
          <span className={styles.ratingCount} aria-hidden="true">
            ({formatCount(product.RatingCount)})
          </span>
        </span>
      )}
      <div className={styles.footer}>
        <span className={styles.prices}>
          <span className={styles.price}>
            {from[0] && <span className={styles.from}>{from[0]}</span>}
            {formatInr(product.Price)}
            {from[1] && <span className={styles.from}>{from[1]}</span>}
          </span>
          {off && (
            <s className={styles.mrp}>
              <span className={styles.srOnly}>{t('shell.card.mrp')} </span>
              {formatInr(product.Mrp)}
            </s>
          )}
        </span>
        <CardAddControl product={product} />
      </div>
    </article>
  );
}
