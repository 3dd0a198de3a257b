import { blocks, Field, inputClass } from '../../../components';
import { useT } from '../../../lib/i18n';
import { CategorySelect } from '../categories/category-select';
import styles from '../catalogue.module.css';
import type { ActiveFilter, ProductFilters } from './use-product-filters';

/** The products list's toolbar: search, category, active or hidden, low stock only, archived only. */
export function ProductFiltersBar({ values, set }: Pick<ProductFilters, 'values' | 'set'>) {
  const t = useT();
  return (
    <div className={blocks.toolbar} role="search">
      <Field label={t('catalogue.filters.search')}>
        {(p) => (
          <input
            {...p}
            type="search"
            className={inputClass}
            placeholder={t('catalogue.filters.search-placeholder')}
            value={values.search}
            onChange={(e) => set.search(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('catalogue.category')}>
        {(p) => (
          <CategorySelect
            {...p}
            value={values.categoryId}
            emptyLabel={t('catalogue.filters.all-categories')}
            onChange={set.categoryId}
          />
        )}
      </Field>
      <Field label={t('catalogue.products.col-status')}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={values.active}
            onChange={(e) => set.active(e.target.value as ActiveFilter)}
          >
            <option value="">{t('catalogue.filters.any-status')}</option>
            <option value="true">{t('catalogue.active')}</option>
            <option value="false">{t('catalogue.hidden')}</option>
          </select>
        )}
      </Field>
      <label className={`${styles.checks} ${styles.filterCheck}`}>
        <input
          type="checkbox"
          checked={values.lowStock}
          onChange={(e) => set.lowStock(e.target.checked)}
        />
        {t('catalogue.filters.low-stock')}
      </label>
      <label className={`${styles.checks} ${styles.filterCheck}`}>
        <input
          type="checkbox"
          checked={values.archived}
          onChange={(e) => set.archived(e.target.checked)}
        />
        {t('catalogue.filters.archived')}
      </label>
    </div>
  );
}
