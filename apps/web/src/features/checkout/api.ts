// The checkout's calls: the offers list and placing an order (once per Idempotency-Key).
import type { Offers, PlaceOrderBody, OrderDetails } from '@kirana/shared';
import { apiGet, apiRequest } from '../../lib/api-client';

export const getOffers = (signal?: AbortSignal) => apiGet<Offers>('/offers', undefined, signal);

/** Places an order; a retry with the same key answers the first answer and never a second order. */
export const postOrder = (body: PlaceOrderBody, idempotencyKey: string) =>
  apiRequest<{ Order: OrderDetails }>('POST', '/orders', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
