import { Button } from '@kirana/ui';
import styles from './misc.module.css';

/** Previous / next through pages of `pageSize`, with where the shopper is. */
export function Pagination({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <Button
        variant="secondary"
        size="s"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        Previous
      </Button>
      <span>
        Page {pageNo} of {pages} · {total.toLocaleString('en-IN')} in all
      </span>
      <Button
        variant="secondary"
        size="s"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
