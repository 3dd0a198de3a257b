import { useRef, useState, type ReactNode } from 'react';
import type { ListingFacets } from '@kirana/shared';
import { buttonClassName } from '@kirana/ui';
import { useFocusTrap } from '../../../lib/focus-trap';
import { countFilters, SORT_OPTIONS, type ListingFilters } from '../listing-query';
import FilterPanel from './filter-panel';
import styles from '../pages/category-products-page.module.css';

/**
 * A listing's filters (a side column, or a bottom sheet on phones) and its toolbar (Filters
 * button, sort), around the results: a category page and a search show the same controls.
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet, sheetOpen, () => setSheetOpen(false));
  const filterCount = countFilters(filters);
  return (
    <div className={styles.layout}>
      {sheetOpen && (
        <div className={styles.backdrop} onClick={() => setSheetOpen(false)} aria-hidden="true" />
      )}
      <aside
        ref={sheet}
        className={`${styles.filters} ${sheetOpen ? styles.sheetOpen : ''}`}
        aria-label="Filters"
        {...(sheetOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <span className={styles.grabber} aria-hidden="true" />
        <FilterPanel filters={filters} facets={facets} onChange={onChange} />
        <button
          type="button"
          className={`${buttonClassName({ block: true, size: 'l' })} ${styles.sheetDone}`}
          onClick={() => setSheetOpen(false)}
        >
          {total !== null ? `Show ${total} products` : 'Show products'}
        </button>
      </aside>
      <section className={styles.results} aria-label={label}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.filterButton}
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
          >
            Filters{filterCount > 0 ? ` (${filterCount})` : ''}
          </button>
          <label className={styles.sort}>
            <span>Sort by</span>
            <select
              value={filters.sort}
              onChange={(e) =>
                onChange({ ...filters, sort: e.target.value as ListingFilters['sort'] })
              }
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
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
