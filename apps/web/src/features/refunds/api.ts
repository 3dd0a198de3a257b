// The refunds group's calls: the shopper's refunds, one refund, what an order can return,
// asking for a return (with photos), and the credit note (signed in, Bearer).
import type {
  RefundDetails,
  RefundListAnswer,
  ReturnOptionsAnswer,
  ReturnRequestBody,
} from '@kirana/shared';
import {
  ApiError,
  GENERIC_ERROR_DESCRIPTION,
  apiDownload,
  apiGet,
  apiPost,
} from '../../lib/api-client';

/** What /refund-details answers: the refund, or NoRefund for a missing or foreign one. */
export interface RefundDetailsAnswer {
  NoRefund: boolean;
  RefundDetails: RefundDetails | null;
}

/** The photo types the server takes (it resizes them); anything else is refused before upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

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
export const getRefundPhoto = (photoId: string) =>
  apiDownload(`/refund-photos/${encodeURIComponent(photoId)}`, `${photoId}.webp`);
/** The refund's GST credit note as a PDF. */
export const getCreditNote = (refundId: number, refundNumber: string) =>
  apiDownload(`/refunds/${refundId}/credit-note`, `credit-note-${refundNumber}.pdf`);

/**
 * Uploads one photo as the raw request body, reporting progress (0–1); resolves to its PhotoId,
 * rejects with an ApiError.
 * XMLHttpRequest, not fetch, because only it reports upload progress.
 */
export function uploadRefundPhoto(
  file: Blob,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/refund-photos');
    xhr.setRequestHeader('content-type', file.type);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const fail = (status: number, message: string, code?: string) =>
      reject(new ApiError({ status, message, description: GENERIC_ERROR_DESCRIPTION, code }));
    xhr.onerror = () => fail(0, 'The photo could not be sent');
    xhr.onabort = () => fail(0, 'Upload cancelled', 'ABORTED');
    xhr.onload = () => {
      let body: { PhotoId?: string; Message?: string; Code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText || '{}') as typeof body;
      } catch {
        // not JSON: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.PhotoId) {
        onProgress(1);
        resolve(body.PhotoId);
        return;
      }
      fail(xhr.status, body.Message || xhr.statusText || 'The photo could not be sent', body.Code);
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
