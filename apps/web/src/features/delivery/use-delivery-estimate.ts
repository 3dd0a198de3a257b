import type { DeliveryEstimate } from '@kirana/shared';
import type { ApiFailure } from '../../lib/api-client';
import { fetchQuery, forgetQueries } from '../../lib/server-query-cache';
import { useServerQuery } from '../../lib/use-server-query';
import { getDeliveryEstimate } from './api';

/** How long one answer serves every reader of the same pincode (dates move with the clock). */
export const ESTIMATE_TTL_MS = 5 * 60 * 1000;

const KEY = 'GET /delivery-estimate?pincode=';

/** One request per pincode at a time, shared by the header, the product page and the cart. */
export function fetchEstimate(pincode: string): Promise<DeliveryEstimate> {
  return fetchQuery(
    KEY + pincode,
    (signal) => getDeliveryEstimate(pincode, signal),
    ESTIMATE_TTL_MS,
  );
}

/** Forgets every answer (tests). */
export function clearDeliveryEstimates(): void {
  forgetQueries(KEY);
}

export type EstimateState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'done'; estimate: DeliveryEstimate }
  | { status: 'failed'; failure: ApiFailure; retry: () => void };

/** The store's estimate for a pincode (none without one). */
export function useDeliveryEstimate(pincode: string | null): EstimateState {
  const query = useServerQuery(
    pincode ? KEY + pincode : null,
    (signal) => getDeliveryEstimate(pincode!, signal),
    { staleMs: ESTIMATE_TTL_MS },
  );
  switch (query.status) {
    case 'idle':
      return { status: 'none' };
    case 'loading':
      return { status: 'loading' };
    case 'ready':
      return { status: 'done', estimate: query.data };
    case 'error':
      return { status: 'failed', failure: query.failure, retry: () => void query.refetch() };
  }
}

/**
 * The chosen pincode when its estimate says the store does not deliver there, else null (none
 * chosen, still checking, or the check failed: the cart and checkout check again).
 */
export function useUnservedPincode(pincode: string | null): string | null {
  const state = useDeliveryEstimate(pincode);
  return state.status === 'done' && !state.estimate.IsServiceable ? state.estimate.Pincode : null;
}
