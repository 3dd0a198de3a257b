import { useAppSelector } from '../../../app/hooks';
import { useServerQuery } from '../../../lib/use-server-query';
import { useT } from '../../../lib/i18n';
import { getBuyAgain } from '../../orders';
import { ShelfError } from './page-states';
import ProductRail, { RailSkeleton } from './product-rail';

/**
 * The signed-in shopper's "Buy again" shelf: products from paid or delivered orders that are in
 * stock now, recent and frequent first; each card's ADD puts one in the cart by the cart's own
 * rules (its maximum, "Already added"). Nothing signed out or when nothing qualifies.
 */
export default function BuyAgainShelf() {
  const t = useT();
  const userId = useAppSelector((s) => (s.user.token ? s.user.userId : null));
  const query = useServerQuery(userId ? `GET /buy-again#${userId}` : null, getBuyAgain, {
    perLanguage: true,
  });
  if (!userId) return null;
  if (query.status === 'error')
    return (
      <ShelfError
        title={t('product.again')}
        message={t('product.again-failed')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.status !== 'ready') return <RailSkeleton />;
  return <ProductRail id="buy-again" title={t('product.again')} products={query.data.Products} />;
}
