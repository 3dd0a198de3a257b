import { buttonClassName } from '@kirana/ui';
import { useT } from '../../../lib/i18n';
import styles from '../pages/category-products-page.module.css';

/** Under a listing: how many of how many are shown, a failed page's message, and "Load more". */
export default function LoadMore({
  shown,
  total,
  loading,
  error,
  onMore,
}: {
  shown: number;
  total: number;
  /** this listing's next page is being fetched */
  loading: boolean;
  /** this listing's last page failed (its message) */
  error: string | null;
  onMore: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.more}>
      <p className={styles.progress} aria-live="polite">
        {t('product.showing', { shown, total })}
      </p>
      {error && !loading && (
        <p className={styles.moreError} role="alert">
          {t('product.retry', { error })}
        </p>
      )}
      {shown < total && (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'l' })}
          onClick={onMore}
          disabled={loading}
        >
          {loading ? t('product.loading-more') : t('product.load-more')}
        </button>
      )}
    </div>
  );
}
