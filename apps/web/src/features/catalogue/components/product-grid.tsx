import type { ProductSummary } from '@kirana/shared';
import ProductCard from './product-card';
import { Skeleton } from '@kirana/ui';
import styles from './product-grid.module.css';

/** Product cards in a responsive grid (two columns on phones); the first row loads eagerly. */
export default function ProductGrid({
  products,
  label,
}: {
  products: readonly ProductSummary[];
  label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.ProductId}>
          <ProductCard product={p} eager={i < 2} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's loading placeholder. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={styles.skCard} />
      ))}
    </div>
  );
}
