import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchCategories } from '../categories-slice';
import MediaImage from '../components/media-image';
import { EmptyState, LoadingLabel, Skeleton } from '@kirana/ui';
import { LoadError } from '../components/page-states';
import layout from '../components/layout.module.css';
import styles from './categories-page.module.css';
import chips from '../components/link-chips.module.css';

/** Every category with its sub-categories. */
export default function CategoriesPage() {
  const dispatch = useAppDispatch();
  useDocumentTitle('All categories');
  const { categoryData, error } = useAppSelector((s) => s.categories);

  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch]);

  return (
    <div className={layout.page}>
      <h1 className={layout.h1}>All categories</h1>
      {!categoryData && error && (
        <LoadError error={error} onRetry={() => void dispatch(fetchCategories())} />
      )}
      {!categoryData && !error && (
        <div className={styles.list}>
          <LoadingLabel label="Loading categories" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={styles.skCard} />
          ))}
        </div>
      )}
      {categoryData?.Categories.length === 0 && (
        <EmptyState icon="grid" title="No categories yet" message="Please check back soon." />
      )}
      {categoryData && categoryData.Categories.length > 0 && (
        <ul className={styles.list}>
          {categoryData.Categories.map((c) => (
            <li key={c.CategoryId} className={styles.card}>
              <Link to={`/category/${c.Slug}`} className={styles.top}>
                <span className={styles.media}>
                  <MediaImage mediaId={c.ImageId} alt="" sizes="96px" />
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{c.Name}</span>
                  {c.Description && <span className={styles.description}>{c.Description}</span>}
                  <span className={styles.count}>{c.ProductCount} products</span>
                </span>
              </Link>
              {c.SubCategories.length > 0 && (
                <ul className={chips.chips} aria-label={`${c.Name} sub-categories`}>
                  {c.SubCategories.map((s) => (
                    <li key={s.CategoryId}>
                      <Link to={`/category/${s.Slug}`} className={chips.chip}>
                        {s.Name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
