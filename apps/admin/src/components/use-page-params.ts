import { useSearchParams } from 'react-router';

/**
 * A list page's filters and page number, kept in the URL's query so a link or a reload shows the
 * same list. `set` writes the given values (an empty one removes its name); any change but the
 * page number's goes back to the first page.
 */
export function usePageParams({
  pageKey = 'page',
  replace = false,
}: { pageKey?: string; replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const pageNo = Number(params.get(pageKey) ?? 1) || 1;
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!(pageKey in changes)) next.delete(pageKey);
    setParams(next, { replace });
  };
  const setPage = (n: number) => set({ [pageKey]: String(n) });
  return { params, pageNo, set, setPage };
}
