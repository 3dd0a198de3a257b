import type { SearchSuggestion, SearchSuggestionsAnswer } from '@kirana/shared';
import { freshAnswer } from '../../lib/server-query-cache';
import { useServerQuery } from '../../lib/use-server-query';
import { getSearchSuggestions } from './api';
import { SUGGEST_MIN_CHARS } from './format';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;
// the answers serve the page's life: the same terms typed again are not asked again
const KEPT_MS = Infinity;

/**
 * The suggestions for what is typed (from SUGGEST_MIN_CHARS characters): asked for once typing
 * pauses, the answers kept for the page's life. A failure shows none: suggestions are a
 * convenience, the search itself still works.
 */
export function useSearchSuggestions(value: string): SearchSuggestion[] {
  const terms = value.trim().toLowerCase();
  const key = terms.length >= SUGGEST_MIN_CHARS ? `GET /search-suggestions?terms=${terms}` : null;
  const query = useServerQuery(key, (signal) => getSearchSuggestions(terms, signal), {
    staleMs: KEPT_MS,
    debounceMs: SUGGEST_DEBOUNCE_MS,
    debounceFirst: true,
  });
  if (key === null) return [];
  // terms typed again show their kept answer at once, not after the hook's next render
  const kept = query.data ?? freshAnswer<SearchSuggestionsAnswer>(key, KEPT_MS)?.data;
  return kept?.Suggestions ?? [];
}
