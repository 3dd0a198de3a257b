import { useState } from 'react';
import { useSearchParams } from 'react-router';

export const PRODUCTS_PAGE_SIZE = 20;

export type ActiveFilter = '' | 'true' | 'false';

/**
 * The products list's search, category, status and low-stock filters and its page: each filter
 * change goes back to the first page. `args` is the list query the filters make.
 * The low-stock filter starts on when the address says ?lowStock=true.
 */
export function useProductFilters() {
  // ?lowStock=true (the dashboard's "See all" link) opens the list on its low-stock filter
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [active, setActive] = useState<ActiveFilter>('');
  const [lowStock, setLowStock] = useState(params.get('lowStock') === 'true');
  const [archived, setArchived] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const fromFirstPage =
    <T>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };
  return {
    values: { search, categoryId, active, lowStock, archived },
    set: {
      search: fromFirstPage(setSearch),
      categoryId: fromFirstPage(setCategoryId),
      active: fromFirstPage(setActive),
      lowStock: fromFirstPage(setLowStock),
      archived: fromFirstPage(setArchived),
    },
    setPageNo,
    args: {
      search: search.trim() || undefined,
      categoryId: categoryId ?? undefined,
      active: active || undefined,
      lowStock: lowStock ? ('true' as const) : undefined,
      archived: archived ? ('true' as const) : undefined,
      pageNo,
      pageSize: PRODUCTS_PAGE_SIZE,
    },
  };
}

export type ProductFilters = ReturnType<typeof useProductFilters>;
