import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuoteAnswer, QuoteBody } from '@kirana/shared';
import { toFailure, type ApiFailure } from '../../lib/api-client';
import { postQuote } from './api';

/** How long the cart must be still before it is quoted again. */
export const QUOTE_DEBOUNCE_MS = 350;

export interface QuoteState {
  quote: QuoteAnswer | null;
  /** True while a quote for the current body is asked for. */
  loading: boolean;
  failure: ApiFailure | null;
  /** Quotes the current body now; resolves with the new answer (null on failure). */
  refresh: () => Promise<QuoteAnswer | null>;
}

/**
 * The server's bill for `body`, asked again (debounced) whenever the body changes; an answer to
 * an older body is dropped. A null body (an empty cart) asks nothing.
 */
export function useQuote(body: QuoteBody | null, delayMs = QUOTE_DEBOUNCE_MS): QuoteState {
  const key = body ? JSON.stringify(body) : null;
  const [quote, setQuote] = useState<QuoteAnswer | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(key);
  // the body the last answer (or failure) was for: another body is loading even before its
  // debounced ask starts, so a changed choice never shows the previous answer as current
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const latest = useRef<{ key: string | null; abort: AbortController | null }>({
    key,
    abort: null,
  });

  const hasQuote = useRef(false);

  const run = useCallback(async (runKey: string): Promise<QuoteAnswer | null> => {
    latest.current.abort?.abort();
    const abort = new AbortController();
    latest.current = { key: runKey, abort };
    setPendingKey(runKey);
    try {
      const answer = await postQuote(JSON.parse(runKey) as QuoteBody, abort.signal);
      if (latest.current.key !== runKey) return answer;
      hasQuote.current = true;
      setQuote(answer);
      setFailure(null);
      setPendingKey(null);
      setSettledKey(runKey);
      return answer;
    } catch (err) {
      if (abort.signal.aborted) return null;
      if (latest.current.key === runKey) {
        setFailure(toFailure(err));
        setPendingKey(null);
        setSettledKey(runKey);
      }
      return null;
    }
  }, []);

  useEffect(() => {
    latest.current.key = key;
    if (key === null) {
      setPendingKey(null);
      return;
    }
    setPendingKey(key);
    const timer = setTimeout(() => void run(key), hasQuote.current ? delayMs : 0);
    return () => clearTimeout(timer);
    // the first quote goes at once; later ones wait for the cart to be still
  }, [key, run, delayMs]);

  useEffect(() => () => latest.current.abort?.abort(), []);

  // a quote that failed (offline, say) is asked again as soon as the connection is back
  useEffect(() => {
    if (key === null || failure === null) return;
    const again = () => void run(key);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [key, failure, run]);

  const refresh = useCallback(() => (key === null ? Promise.resolve(null) : run(key)), [key, run]);
  const loading = pendingKey !== null || (key !== null && settledKey !== key);
  return { quote, loading, failure, refresh };
}
