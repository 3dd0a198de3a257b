import { buttonClassName, EmptyState, LoadingLabel } from '@kirana/ui';
import type { ProductSummary } from '@kirana/shared';
import { Link } from '../../../lib/router';
import { PageFrame } from '../../../components/page-frame';
import { WISHLIST_MESSAGES as M } from '../../wishlist';
import { LoadError } from '../components/page-states';
import ProductCard from '../components/product-card';
import { GridSkeleton } from '../components/product-grid';
import NotifyMe from '../components/product/notify-me';
import { useMyList } from './use-my-list';
import styles from './wishlist-page.module.css';

/** A sold-out product's way to be told: "Notify me" for a simple one, its page to pick an option. */
function WhenBack({ product }: { product: ProductSummary }) {
  if (product.InStock) return null;
  if (!product.HasVariants) return <NotifyMe productId={product.ProductId} variantId={null} />;
  return (
    <Link to={`/${product.Slug}`} className={styles.chooseOption}>
      {M.chooseOption}
    </Link>
  );
}

function Empty() {
  return (
    <EmptyState
      icon="heart"
      title={M.emptyTitle}
      message={M.emptyMessage}
      actions={
        <Link to="/categories" className={buttonClassName()}>
          {M.browse}
        </Link>
      }
    />
  );
}

function MyList() {
  const { signedIn, query, empty } = useMyList();
  if (empty) return <Empty />;
  if (query.status === 'error')
    return (
      <LoadError error={query.failure} title={M.failed} onRetry={() => void query.refetch()} />
    );
  if (query.status !== 'ready')
    return (
      <>
        <LoadingLabel label={M.loading} />
        <GridSkeleton count={4} />
      </>
    );
  const products = query.data.Products;
  if (products.length === 0) return <Empty />;
  return (
    <>
      <p className={styles.count}>{M.count(products.length)}</p>
      <ul className={styles.grid} aria-label={M.title}>
        {products.map((p, i) => (
          <li key={p.ProductId} className={styles.item}>
            <ProductCard product={p} eager={i < 2} />
            <WhenBack product={p} />
          </li>
        ))}
      </ul>
      {!signedIn && (
        <p className={styles.note}>
          {M.signedOutNote} <Link to="/login?next=%2Fwishlist">{M.signIn}</Link>
        </p>
      )}
    </>
  );
}

/** My list: the products kept with the heart, with price, stock, ADD, and "Notify me" when sold out. */
export default function WishlistPage() {
  return (
    <PageFrame title={M.title}>
      <MyList />
    </PageFrame>
  );
}
