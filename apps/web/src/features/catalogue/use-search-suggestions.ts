import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '@kirana/shared';
import { getSearchSuggestions } from './api';
import { SUGGEST_MIN_CHARS } from './format';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;
const CACHE_LIMIT = 50;
const cache = new Map<string, SearchSuggestion[]>();

function remember(key: string, list: SearchSuggestion[]) {
  cache.set(key, list);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/**
 * The suggestions for what is typed (from SUGGEST_MIN_CHARS characters): asked for once typing
 * pauses, the answers kept for the page's life (the last 50 terms).
 */
export function useSearchSuggestions(value: string): SearchSuggestion[] {
  const [fetched, setFetched] = useState<{ key: string; list: SearchSuggestion[] }>({
    key: '',
    list: [],
  });
  const key = value.trim().toLowerCase();
  const wanted = key.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    if (!wanted || cache.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchSuggestions(key, controller.signal)
        .then((answer) => {
          remember(key, answer.Suggestions);
          setFetched({ key, list: answer.Suggestions });
        })
        .catch(() => undefined); // suggestions are a convenience; the search itself still works
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, wanted]);

  return wanted ? (cache.get(key) ?? (fetched.key === key ? fetched.list : [])) : [];
}
