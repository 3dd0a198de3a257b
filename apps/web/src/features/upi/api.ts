// The UPI-direct payment page's calls: what the request is built from, and the shopper's UTR.
import type { UpiPaymentPage } from '@kirana/shared';
import { apiGet, apiRequest } from '../../lib/api-client';

export const getUpiPayment = (orderId: number, signal?: AbortSignal) =>
  apiGet<UpiPaymentPage>(`/orders/${orderId}/upi`, undefined, signal);

export const putUpiReference = (orderId: number, utr: string) =>
  apiRequest<UpiPaymentPage>('PUT', `/orders/${orderId}/upi/reference`, { body: { Utr: utr } });
