import { ApiError, GENERIC_ERROR_DESCRIPTION } from './api-client';

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
