// The refunds group's calls: the shopper's refunds, one refund, what an order can return,
// asking for a return (with photos), and the credit note (signed in, Bearer).
import type {
  RefundDetails,
  RefundListAnswer,
  ReturnOptionsAnswer,
  ReturnRequestBody,
} from '@kirana/shared';
import { apiDownload, apiGet, apiPost } from '../../lib/api-client';

/** What /refund-details answers: the refund, or NoRefund for a missing or foreign one. */
export interface RefundDetailsAnswer {
  NoRefund: boolean;
  RefundDetails: RefundDetails | null;
}

/** A page of the shopper's refunds, newest first. */
export const getRefunds = (pageNo: number, signal?: AbortSignal) =>
  apiGet<RefundListAnswer>('/refunds', { pageNo }, signal);
export const getRefundDetails = (refundId: number, signal?: AbortSignal) =>
  apiGet<RefundDetailsAnswer>('/refund-details', { refundId }, signal);
/** Which lines of a delivered order can still go back, and where the money can go. */
export const getReturnOptions = (orderId: number, signal?: AbortSignal) =>
  apiGet<ReturnOptionsAnswer>(`/orders/${orderId}/return-options`, undefined, signal);
/** Asks for a return; answers the new refund (201). */
export const postRefund = (body: ReturnRequestBody) =>
  apiPost<{ RefundDetails: RefundDetails }>('/refunds', body);
/** A return photo as a blob (the call needs the Bearer header, so an <img src> cannot make it). */
export const getRefundPhoto = (photoId: string, signal?: AbortSignal) =>
  apiDownload(`/refund-photos/${encodeURIComponent(photoId)}`, `${photoId}.webp`, signal);
// the credit note's call lives with the order's documents (orders), which refunds build on
export { getCreditNote } from '../orders';
