import { useCallback, useState, type ReactNode } from 'react';
import type { ListingFacets } from '@kirana/shared';
import { countFilters, SORT_OPTIONS, type ListingFilters } from '../listing-query';
import { useT } from '../../../lib/i18n';
import FilterPanel from './filter-panel';
import FilterSheet from './filter-sheet';
import styles from '../pages/category-products-page.module.css';

/**
 * A listing's filters (a side column on desktops; on phones the Filters button opens the same
 * panel in a bottom sheet <dialog>) and its toolbar (Filters button, sort), around the results:
 * a category page and a search show the same controls.
 */
export default function ListingControls({
  filters,
  facets,
  total,
  label,
  onChange,
  children,
}: {
  filters: ListingFilters;
  facets: ListingFacets | null;
  /** Matching products, once known (the sheet's "Show N products"). */
  total: number | null;
  label: string;
  onChange: (next: ListingFilters) => void;
  children: ReactNode;
}) {
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const filterCount = countFilters(filters);
  const sortLabels: Record<ListingFilters['sort'], string> = {
    relevance: t('product.sort.relevance'),
    price_asc: t('product.sort.price-asc'),
    price_desc: t('product.sort.price-desc'),
    newest: t('product.sort.newest'),
    rating: t('product.sort.rating'),
    discount: t('product.sort.discount'),
  };
  const panel = <FilterPanel filters={filters} facets={facets} onChange={onChange} />;
  return (
    <div className={styles.layout}>
      {/* hidden on phones, where the sheet holds the same panel */}
      <aside className={styles.filters} aria-label={t('product.filters')}>
        {panel}
      </aside>
      {sheetOpen && (
        <FilterSheet total={total} onClose={closeSheet}>
          {panel}
        </FilterSheet>
      )}
      <section className={styles.results} aria-label={label}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.filterButton}
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
          >
            {filterCount > 0
              ? t('product.filters-n', { count: filterCount })
              : t('product.filters')}
          </button>
          <label className={styles.sort}>
            <span>{t('product.sort-by')}</span>
            <select
              value={filters.sort}
              onChange={(e) =>
                onChange({ ...filters, sort: e.target.value as ListingFilters['sort'] })
              }
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o} value={o}>
                  {sortLabels[o]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {children}
      </section>
    </div>
  );
}
