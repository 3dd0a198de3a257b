import { Link } from '../../../lib/router';
import type { CategoryLink } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import styles from './breadcrumbs.module.css';

/** Home › category › … › current; the last crumb is the current page, not a link. */
export default function Breadcrumbs({
  trail,
  current,
}: {
  trail: readonly CategoryLink[];
  current?: string;
}) {
  const t = useT();
  const links = current ? trail : trail.slice(0, -1);
  const last = current ?? trail.at(-1)?.Name;
  return (
    <nav aria-label={t('product.breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        <li>
          <Link to="/">{t('shell.home')}</Link>
        </li>
        {links.map((c) => (
          <li key={c.Slug}>
            <Link to={`/category/${c.Slug}`}>{c.Name}</Link>
          </li>
        ))}
        {last && (
          <li>
            <span aria-current="page">{last}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
