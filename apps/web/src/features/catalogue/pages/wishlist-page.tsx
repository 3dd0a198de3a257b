import { buttonClassName, EmptyState, LoadingLabel } from '@kirana/ui';
import type { ProductSummary } from '@kirana/shared';
import { Link } from '../../../lib/router';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../components/page-states';
import ProductCard from '../components/product-card';
import { GridSkeleton } from '../components/product-grid';
import NotifyMe from '../components/product/notify-me';
import { useMyList } from './use-my-list';
import styles from './wishlist-page.module.css';

/** A sold-out product's way to be told: "Notify me" for a simple one, its page to pick an option. */
function WhenBack({ product }: { product: ProductSummary }) {
  const t = useT();
  if (product.InStock) return null;
  if (!product.HasVariants) return <NotifyMe productId={product.ProductId} variantId={null} />;
  return (
    <Link to={`/${product.Slug}`} className={styles.chooseOption}>
      {t('product.wl.choose')}
    </Link>
  );
}

function Empty() {
  const t = useT();
  return (
    <EmptyState
      icon="heart"
      title={t('product.wl.empty')}
      message={t('product.wl.empty-msg')}
      actions={
        <Link to="/categories" className={buttonClassName()}>
          {t('product.wl.browse')}
        </Link>
      }
    />
  );
}

function MyList() {
  const t = useT();
  const { signedIn, query, empty } = useMyList();
  if (empty) return <Empty />;
  if (query.status === 'error')
    return (
      <LoadError
        error={query.failure}
        title={t('product.wl.failed')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.status !== 'ready')
    return (
      <>
        <LoadingLabel label={t('product.wl.loading')} />
        <GridSkeleton count={4} />
      </>
    );
  const products = query.data.Products;
  if (products.length === 0) return <Empty />;
  return (
    <>
      <p className={styles.count}>{t('product.products', { count: products.length })}</p>
      <ul className={styles.grid} aria-label={t('product.wl.title')}>
        {products.map((p, i) => (
          <li key={p.ProductId} className={styles.item}>
            <ProductCard product={p} eager={i < 2} />
            <WhenBack product={p} />
          </li>
        ))}
      </ul>
      {!signedIn && (
        <p className={styles.note}>
          {t('product.wl.signed-out')}{' '}
          <Link to="/login?next=%2Fwishlist">{t('product.wl.sign-in')}</Link>
        </p>
      )}
    </>
  );
}

/** My list: the products kept with the heart, with price, stock, ADD, and "Notify me" when sold out. */
export default function WishlistPage() {
  const t = useT();
  return (
    <PageFrame title={t('product.wl.title')}>
      <MyList />
    </PageFrame>
  );
}
