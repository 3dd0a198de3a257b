import { Link } from '../../../lib/router';
import type { CategoryTreeNode } from '@kirana/shared';
import { findCategory } from '../find-category';
import { useT } from '../../../lib/i18n';
import styles from './sub-category-chips.module.css';

/**
 * The sub-categories of the current top category as chips ("All" for the top category), the
 * current one selected; the sort is kept when moving between them.
 */
export default function SubCategoryChips({
  tree,
  slug,
  query,
}: {
  tree: readonly CategoryTreeNode[] | null;
  slug: string;
  query: string;
}) {
  const t = useT();
  const found = tree ? findCategory(tree, slug) : null;
  if (!found || found.top.SubCategories.length === 0) return null;
  const { top } = found;
  const chips = [
    { Slug: top.Slug, Name: t('product.all'), CategoryId: top.CategoryId },
    ...top.SubCategories,
  ];
  return (
    <nav aria-label={t('product.subcats', { name: top.Name })} className={styles.nav}>
      <ul className={styles.list}>
        {chips.map((c) => {
          const current = c.Slug === slug;
          return (
            <li key={c.CategoryId}>
              <Link
                to={`/category/${c.Slug}${query ? `?${query}` : ''}`}
                className={`${styles.chip} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {c.Name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
