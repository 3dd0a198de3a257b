import { useEffect, useState } from 'react';
import type { DeliveryEstimate } from '@kirana/shared';
import { toFailure, type ApiFailure } from '../../lib/api-client';
import { getDeliveryEstimate } from './api';

/** How long one answer serves every reader of the same pincode (dates move with the clock). */
export const ESTIMATE_TTL_MS = 5 * 60 * 1000;

const answers = new Map<string, { at: number; promise: Promise<DeliveryEstimate> }>();

/** One request per pincode at a time, shared by the header, the product page and the cart. */
export function fetchEstimate(pincode: string): Promise<DeliveryEstimate> {
  const hit = answers.get(pincode);
  if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.promise;
  const promise = getDeliveryEstimate(pincode);
  answers.set(pincode, { at: Date.now(), promise });
  promise.catch(() => answers.delete(pincode)); // a failure is asked again next time
  return promise;
}

/** Forgets every answer (tests). */
export function clearDeliveryEstimates(): void {
  answers.clear();
}

export type EstimateState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'done'; estimate: DeliveryEstimate }
  | { status: 'failed'; failure: ApiFailure; retry: () => void };

/** The store's estimate for a pincode (none without one). */
export function useDeliveryEstimate(pincode: string | null): EstimateState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: EstimateState } | null>(null);
  const key = `${pincode}#${attempt}`;

  useEffect(() => {
    if (!pincode) return;
    let live = true;
    fetchEstimate(pincode).then(
      (estimate) => live && setState({ key, value: { status: 'done', estimate } }),
      (err: unknown) =>
        live &&
        setState({
          key,
          value: {
            status: 'failed',
            failure: toFailure(err),
            retry: () => setAttempt((n) => n + 1),
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [pincode, key]);

  if (!pincode) return { status: 'none' };
  return state?.key === key ? state.value : { status: 'loading' };
}

/**
 * The chosen pincode when its estimate says the store does not deliver there, else null (none
 * chosen, still checking, or the check failed: the cart and checkout check again).
 */
export function useUnservedPincode(pincode: string | null): string | null {
  const state = useDeliveryEstimate(pincode);
  return state.status === 'done' && !state.estimate.IsServiceable ? state.estimate.Pincode : null;
}
