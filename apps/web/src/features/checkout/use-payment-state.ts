import { useEffect, useState } from 'react';
import { useServerQuery } from '../../lib/use-server-query';
import { getPaymentState } from './api';

/** Where an order's payment stands, loaded from the server and reloaded on demand. */
export function usePaymentState(orderId: number) {
  const query = useServerQuery(`GET /orders/${orderId}/payment-state`, (signal) =>
    getPaymentState(orderId, signal),
  );
  return {
    state: query.data,
    failure: query.status === 'error' ? query.failure : null,
    reload: () => void query.refetch(),
  };
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
