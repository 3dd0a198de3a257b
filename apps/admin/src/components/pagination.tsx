import { Button } from '@kirana/ui';
import { useT } from '../lib/i18n';
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
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pagination} aria-label={t('components.pages')}>
      <Button
        variant="secondary"
        size="s"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('components.previous')}
      </Button>
      <span>{t('components.page-of', { page: pageNo, pages, total })}</span>
      <Button
        variant="secondary"
        size="s"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('components.next')}
      </Button>
    </nav>
  );
}
