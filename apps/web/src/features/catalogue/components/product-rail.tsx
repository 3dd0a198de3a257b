import { Link } from '../../../lib/router';
import type { ProductSummary } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import ProductCard from './product-card';
import { Skeleton } from '@kirana/ui';
import styles from './product-rail.module.css';

interface Props {
  title: string;
  products: readonly ProductSummary[];
  seeAllHref?: string;
  id?: string;
}

/** A titled, horizontally scrolling row of product cards. */
export default function ProductRail({ title, products, seeAllHref, id }: Props) {
  const t = useT();
  if (products.length === 0) return null;
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section className={styles.rail} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {seeAllHref && (
          <Link
            to={seeAllHref}
            className={styles.seeAll}
            aria-label={t('shell.home.see-all-of', { title })}
          >
            {t('shell.home.see-all')}
          </Link>
        )}
      </div>
      <ul className={styles.track}>
        {products.map((p) => (
          <li key={p.ProductId} className={styles.item}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A rail's loading placeholder. */
export function RailSkeleton() {
  return (
    <div className={styles.rail} aria-hidden="true">
      <Skeleton className={styles.skTitle} />
      <div className={styles.track}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={styles.skCard} />
        ))}
      </div>
    </div>
  );
}
