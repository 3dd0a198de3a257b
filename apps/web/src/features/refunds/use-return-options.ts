import { useCallback, useEffect, useState } from 'react';
import type { ReturnOptionsAnswer } from '@kirana/shared';
import { toFailure, type ApiFailure } from '../../lib/api-client';
import { getReturnOptions } from './api';

/** What an order can return, loaded for the form (form data, so not kept in Redux). */
export function useReturnOptions(orderId: number) {
  const [options, setOptions] = useState<ReturnOptionsAnswer | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const load = useCallback(() => {
    const controller = new AbortController();
    setFailure(null);
    setOptions(null);
    getReturnOptions(orderId, controller.signal).then(setOptions, (err: unknown) => {
      if (!controller.signal.aborted) setFailure(toFailure(err));
    });
    return () => controller.abort();
  }, [orderId]);
  useEffect(load, [load]);
  return { options, failure, retry: load };
}
