import { blocks, Field, inputClass } from '../../../components';
import { CategorySelect } from '../categories/category-select';
import styles from '../catalogue.module.css';
import type { ActiveFilter, ProductFilters } from './use-product-filters';

/** The products list's toolbar: search, category, active or hidden, low stock only. */
export function ProductFiltersBar({ values, set }: Pick<ProductFilters, 'values' | 'set'>) {
  return (
    <div className={blocks.toolbar} role="search">
      <Field label="Search">
        {(p) => (
          <input
            {...p}
            type="search"
            className={inputClass}
            placeholder="Name, brand, slug or id"
            value={values.search}
            onChange={(e) => set.search(e.target.value)}
          />
        )}
      </Field>
      <Field label="Category">
        {(p) => (
          <CategorySelect
            {...p}
            value={values.categoryId}
            emptyLabel="All categories"
            onChange={set.categoryId}
          />
        )}
      </Field>
      <Field label="Status">
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={values.active}
            onChange={(e) => set.active(e.target.value as ActiveFilter)}
          >
            <option value="">Active and hidden</option>
            <option value="true">Active</option>
            <option value="false">Hidden</option>
          </select>
        )}
      </Field>
      <label className={styles.checks}>
        <input
          type="checkbox"
          checked={values.lowStock}
          onChange={(e) => set.lowStock(e.target.checked)}
        />
        Low stock only
      </label>
    </div>
  );
}
