import type { QuoteAnswer, QuoteBody } from '@kirana/shared';
import type { ApiFailure } from '../../lib/api-client';
import { useServerQuery } from '../../lib/use-server-query';
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
 * an older body is dropped. A null body (an empty cart) asks nothing. The last bill and failure
 * stay while another body is quoted: the page decides what of them to show.
 */
export function useQuote(body: QuoteBody | null, delayMs = QUOTE_DEBOUNCE_MS): QuoteState {
  const key = body ? `POST /checkout/quote ${JSON.stringify(body)}` : null;
  const query = useServerQuery(key, (signal) => postQuote(body!, signal), {
    debounceMs: delayMs,
    keepPrevious: true,
    // the bill's method and fee names are in the page's language: a switch asks again
    perLanguage: true,
  });
  return {
    quote: query.data,
    loading: query.status === 'loading',
    failure: query.failure,
    refresh: query.refetch,
  };
}
