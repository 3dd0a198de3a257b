import { useCallback, useEffect, useState } from 'react';
import type { OrderPaymentState } from '@kirana/shared';
import { toFailure, type ApiFailure } from '../../lib/api-client';
import { getPaymentState } from './api';

/** Where an order's payment stands, loaded from the server and reloaded on demand. */
export function usePaymentState(orderId: number) {
  const [state, setState] = useState<OrderPaymentState | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setFailure(null);
    getPaymentState(orderId, abort.signal)
      .then(setState)
      .catch((err: unknown) => {
        if (!abort.signal.aborted) setFailure(toFailure(err));
      });
    return () => abort.abort();
  }, [orderId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, failure, reload };
}

/** Minutes and seconds left until `iso`, ticking every second; null once passed. */
export function useTimeLeft(iso: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  if (!iso) return null;
  const left = Math.floor((new Date(iso).getTime() - now) / 1000);
  if (left <= 0) return null;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
