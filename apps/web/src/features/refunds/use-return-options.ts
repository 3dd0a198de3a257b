import { useServerQuery } from '../../lib/use-server-query';
import { getReturnOptions } from './api';

/** What an order can return, loaded for the form (form data, so not kept in Redux). */
export function useReturnOptions(orderId: number) {
  const query = useServerQuery(`GET /orders/${orderId}/return-options`, (signal) =>
    getReturnOptions(orderId, signal),
  );
  return {
    options: query.status === 'ready' ? query.data : null,
    failure: query.status === 'error' ? query.failure : null,
    retry: () => void query.refetch(),
  };
}
