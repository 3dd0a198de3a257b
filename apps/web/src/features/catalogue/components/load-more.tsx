import { buttonClassName } from '@kirana/ui';
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
  return (
    <div className={styles.more}>
      <p className={styles.progress} aria-live="polite">
        Showing {shown} of {total}
      </p>
      {error && !loading && (
        <p className={styles.moreError} role="alert">
          {error}. Please try again.
        </p>
      )}
      {shown < total && (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'l' })}
          onClick={onMore}
          disabled={loading}
        >
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
