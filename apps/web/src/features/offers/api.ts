// The offers group's call: the coupons anyone can apply today.
import type { Offers } from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

export const getOffers = (signal?: AbortSignal) => apiGet<Offers>('/offers', undefined, signal);
