import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  useDocumentTitle(t('product.all-cats'));
  const { categoryData, error, stale } = useAppSelector((s) => s.categories);

  // again after a language switch (stale): the names follow the page's language
  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch, stale]);

  return (
    <div className={layout.page}>
      <h1 className={layout.h1}>{t('product.all-cats')}</h1>
      {!categoryData && error && (
        <LoadError error={error} onRetry={() => void dispatch(fetchCategories())} />
      )}
      {!categoryData && !error && (
        <div className={styles.list}>
          <LoadingLabel label={t('product.loading-cats')} />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={styles.skCard} />
          ))}
        </div>
      )}
      {categoryData?.Categories.length === 0 && (
        <EmptyState icon="grid" title={t('product.no-cats')} message={t('product.check-back')} />
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
                  <span className={styles.count}>
                    {t('product.products', { count: c.ProductCount })}
                  </span>
                </span>
              </Link>
              {c.SubCategories.length > 0 && (
                <ul className={chips.chips} aria-label={t('product.subcats', { name: c.Name })}>
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
