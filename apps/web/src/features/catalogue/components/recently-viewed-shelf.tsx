import { useState } from 'react';
import { useServerQuery } from '../../../lib/use-server-query';
import { getProductsByIds } from '../products-by-ids-api';
import { readRecentlyViewed } from '../recently-viewed';
import { useT } from '../../../lib/i18n';
import { ShelfError } from './page-states';
import ProductRail, { RailSkeleton } from './product-rail';

/**
 * The products this browser viewed last (but `exceptId`, the page's own), at today's price and
 * stock in one call; nothing when none were viewed. Mounted only after the first screen.
 */
export default function RecentlyViewedShelf({ exceptId }: { exceptId?: number }) {
  const t = useT();
  const [ids] = useState(() => readRecentlyViewed().filter((id) => id !== exceptId));
  const query = useServerQuery(
    ids.length > 0 ? `GET /products-by-ids?ids=${ids.join(',')}` : null,
    (signal) => getProductsByIds(ids, signal),
    { staleMs: 60_000, perLanguage: true },
  );
  if (ids.length === 0) return null;
  if (query.status === 'error')
    return (
      <ShelfError
        title={t('product.recent')}
        message={t('product.recent-failed')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.status !== 'ready') return <RailSkeleton />;
  return (
    <ProductRail id="recently-viewed" title={t('product.recent')} products={query.data.Products} />
  );
}
