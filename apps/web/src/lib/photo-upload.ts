import { ApiError, genericErrorDescription } from './api-client';
import { appI18n, appT } from './i18n/app-i18n';

/** The photo types the server takes (it resizes them); anything else is refused before upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Uploads one photo as the raw request body, reporting progress (0–1); resolves to its PhotoId,
 * rejects with an ApiError.
 * XMLHttpRequest, not fetch, because only it reports upload progress.
 */
export function uploadPhoto(
  path: string,
  file: Blob,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('content-type', file.type);
    xhr.setRequestHeader('accept', 'application/json');
    // the server words its refusals in the shopper's language, as for every other call
    xhr.setRequestHeader('accept-language', appI18n.locale);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const fail = (status: number, message: string, code?: string) =>
      reject(new ApiError({ status, message, description: genericErrorDescription(), code }));
    xhr.onerror = () => fail(0, appT('common.api.photo-failed'));
    xhr.onabort = () => fail(0, appT('common.api.upload-cancelled'), 'ABORTED');
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
      const message = body.Message || xhr.statusText || appT('common.api.photo-failed');
      fail(xhr.status, message, body.Code);
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
