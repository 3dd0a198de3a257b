import { useCallback, useEffect, useRef, useState } from 'react';
import { toFailure, type ApiFailure } from './api-client';
import { useI18n } from './i18n';
import { ask, freshAnswer, type Ask, type Fetcher } from './server-query-cache';

// A `perLanguage` query's key ends in the page's language: see ServerQueryOptions.perLanguage.
const IN_LANGUAGE = '#lang=';
/** A key without its language (two keys of one query in two languages give the same). */
const queryOf = (key: string) => {
  const at = key.lastIndexOf(IN_LANGUAGE);
  return at < 0 ? key : key.slice(0, at);
};

export interface ServerQueryOptions {
  /** How long an answer serves every reader of the same key (default 0: each mount asks). */
  staleMs?: number;
  /** Once the hook has an answer, a changed key waits this long still before it is asked. */
  debounceMs?: number;
  /** The first key waits `debounceMs` too (typed terms: nothing is asked until typing pauses). */
  debounceFirst?: boolean;
  /**
   * While another key (or the same one again) is asked, the last answer and failure stay
   * shown; without it a new key starts empty and asking again clears the failure.
   */
  keepPrevious?: boolean;
  /** Asks again when the tab is shown again (visibilitychange). */
  refetchOnShow?: boolean;
  /**
   * The answer is in the page's language (catalogue names: the API client sends it as
   * Accept-Language): a language switch asks again, the old answer shown (and 'ready') until
   * the new one comes, so names follow the switch without a reload or an empty shelf.
   */
  perLanguage?: boolean;
}

/** What the page shows; `data` and `failure` while idle or loading are the previous ones (if kept). */
export type QueryState<T> =
  | { status: 'idle'; data: T | null; failure: ApiFailure | null }
  | { status: 'loading'; data: T | null; failure: ApiFailure | null }
  | { status: 'ready'; data: T; failure: null }
  | { status: 'error'; data: T | null; failure: ApiFailure };

export type ServerQuery<T> = QueryState<T> & {
  /** Asks the server again now; resolves with the answer (null on failure). */
  refetch: () => Promise<T | null>;
};

interface Settled<T> {
  key: string;
  data: T | null;
  failure: ApiFailure | null;
}

/**
 * Server data a page reads but no state group keeps: the answer for `query` (its key; null: ask nothing),
 * shared by every reader of the key through the cache, asked again after a failure once the
 * browser is back online. An answer for a key no longer current is dropped (and its request
 * aborted), so a stale answer never overwrites a newer one.
 */
export function useServerQuery<T>(
  query: string | null,
  fetcher: Fetcher<T>,
  options: ServerQueryOptions = {},
): ServerQuery<T> {
  const {
    staleMs = 0,
    debounceMs = 0,
    debounceFirst = false,
    keepPrevious = false,
    refetchOnShow = false,
    perLanguage = false,
  } = options;
  const language = useI18n().locale;
  const key = query !== null && perLanguage ? `${query}${IN_LANGUAGE}${language}` : query;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });
  // the ask whose answer may still be shown; any other answer is stale
  const current = useRef<Ask<T> | null>(null);
  const answered = useRef(false);

  const run = useCallback(
    (runKey: string, force: boolean): Promise<T | null> => {
      current.current?.leave();
      const mine = ask(runKey, (signal) => latestFetcher.current(signal), { staleMs, force });
      current.current = mine;
      setAsking(runKey);
      const keep = (s: Settled<T> | null) =>
        keepPrevious || (s && queryOf(s.key) === queryOf(runKey)) ? s?.data : null;
      return mine.promise.then(
        (data) => {
          if (current.current !== mine) return data;
          answered.current = true;
          setSettled({ key: runKey, data, failure: null });
          setAsking(null);
          return data;
        },
        (err: unknown) => {
          if (current.current !== mine) return null;
          setSettled((s) => ({ key: runKey, data: keep(s) ?? null, failure: toFailure(err) }));
          setAsking(null);
          return null;
        },
      );
    },
    [staleMs, keepPrevious],
  );

  useEffect(() => {
    if (key === null) return;
    // a fresh answer needs no wait; otherwise the first ask goes at once (unless debounceFirst),
    // later ones once the key is still
    const debounced = answered.current || debounceFirst;
    const wait = debounced && !freshAnswer(key, staleMs) ? debounceMs : 0;
    const timer = wait > 0 ? setTimeout(() => void run(key, false), wait) : undefined;
    if (!timer) void run(key, false);
    return () => {
      clearTimeout(timer);
      current.current?.leave();
      current.current = null;
    };
  }, [key, run, staleMs, debounceMs, debounceFirst]);

  const state = stateOf(key, settled, asking, keepPrevious);

  // a failure (offline, say) is asked again as soon as the connection is back
  const failed = state.status === 'error';
  useEffect(() => {
    if (key === null || !failed) return;
    const again = () => void run(key, true);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [key, failed, run]);

  useEffect(() => {
    if (key === null || !refetchOnShow) return;
    const shown = () => {
      if (document.visibilityState === 'visible') void run(key, true);
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [key, refetchOnShow, run]);

  const refetch = useCallback(
    () => (key === null ? Promise.resolve(null) : run(key, true)),
    [key, run],
  );
  return { ...state, refetch };
}

function stateOf<T>(
  key: string | null,
  settled: Settled<T> | null,
  asking: string | null,
  keepPrevious: boolean,
): QueryState<T> {
  const same = key !== null && settled?.key === key;
  // the same query's answer in the language before a switch stays shown while it is asked again
  const otherLanguage = key !== null && !!settled && !same && queryOf(settled.key) === queryOf(key);
  if (otherLanguage && settled.data !== null && !settled.failure)
    return { status: 'ready', data: settled.data, failure: null };
  if (!same || asking === key) {
    // another key's answer is not this one's: it shows only when kept
    const data = keepPrevious || same ? (settled?.data ?? null) : null;
    const failure = keepPrevious ? (settled?.failure ?? null) : null;
    return { status: key === null ? 'idle' : 'loading', data, failure };
  }
  if (settled.failure) return { status: 'error', data: settled.data, failure: settled.failure };
  return { status: 'ready', data: settled.data as T, failure: null };
}
