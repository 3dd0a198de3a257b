import { useEffect, useRef, useState } from 'react';
import { toFailure } from '../../lib/api-client';
import { appT } from '../../lib/i18n';
import { PHOTO_TYPES, uploadPhoto } from '../../lib/photo-upload';

/** The most the server takes in one photo (it resizes and re-encodes what it gets). */
export const SERVER_PHOTO_BYTES = 8 * 1024 * 1024;
/** Beyond this a file is not a phone photo; nothing is tried. */
export const MAX_PHOTO_BYTES = 40 * 1024 * 1024;
/** A photo over the server's limit is scaled to this many pixels on its long side first. */
const FIT_PIXELS = 2560;

export interface PhotoUpload {
  localId: number;
  name: string;
  previewUrl: string;
  /** 0–1 while sending */
  progress: number;
  photoId: string | null;
  error: string | null;
}

/** Why a file cannot be sent, or null. */
function refusal(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return appT('common.photos.bad-type', { name: file.name });
  if (file.size > MAX_PHOTO_BYTES) return appT('common.photos.too-big', { name: file.name });
  return null;
}

/**
 * The photo as sent: as picked when the server takes its size, else scaled down in the browser
 * to a JPEG (turned upright by the browser's decoder) so a large phone photo still goes through.
 */
async function fitForUpload(file: File): Promise<Blob> {
  if (file.size <= SERVER_PHOTO_BYTES) return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, FIT_PIXELS / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
  if (!blob || blob.size > SERVER_PHOTO_BYTES)
    throw new Error(appT('common.photos.too-large-to-send'));
  return blob;
}

export interface PhotoUploadOptions {
  /** the API call that takes one raw photo and answers its PhotoId, e.g. '/refund-photos' */
  path: string;
  maxPhotos: number;
  /** the shopper's Bearer token */
  token: string | null;
}

/**
 * Photos picked for a form: each picked file is sent at once to `path` with its progress (scaled
 * down first when over the server's 8 MB); a removed or abandoned upload is aborted and its
 * preview URL released.
 */
export function usePhotoUploads({ path, maxPhotos, token }: PhotoUploadOptions) {
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const nextId = useRef(1);
  const aborts = useRef(new Map<number, AbortController>());
  const urls = useRef(new Map<number, string>());

  useEffect(() => {
    const live = aborts.current;
    const made = urls.current;
    return () => {
      for (const c of live.values()) c.abort();
      for (const u of made.values()) URL.revokeObjectURL(u);
    };
  }, []);

  const patch = (localId: number, change: Partial<PhotoUpload>) =>
    setPhotos((list) => list.map((p) => (p.localId === localId ? { ...p, ...change } : p)));

  const send = (localId: number, file: File) => {
    const controller = new AbortController();
    aborts.current.set(localId, controller);
    fitForUpload(file)
      .then((blob) =>
        uploadPhoto(
          path,
          blob,
          token,
          (progress) => patch(localId, { progress }),
          controller.signal,
        ),
      )
      .then(
        (photoId) => patch(localId, { photoId, progress: 1 }),
        (err: unknown) => {
          if (!controller.signal.aborted) patch(localId, { error: toFailure(err).message });
        },
      )
      .finally(() => aborts.current.delete(localId));
  };

  const add = (files: readonly File[]) => {
    const room = maxPhotos - photos.length;
    const problems = files.map(refusal).filter((p): p is string => p !== null);
    const good = files.filter((f) => refusal(f) === null);
    if (good.length > room) problems.push(appT('common.photos.too-many', { count: maxPhotos }));
    setNotice(problems.length ? problems.join('. ') : null);
    const added = good.slice(0, Math.max(0, room)).map((file) => {
      const localId = nextId.current++;
      const previewUrl = URL.createObjectURL(file);
      urls.current.set(localId, previewUrl);
      return {
        file,
        photo: { localId, name: file.name, previewUrl, progress: 0, photoId: null, error: null },
      };
    });
    setPhotos((list) => [...list, ...added.map((a) => a.photo)]);
    for (const a of added) send(a.photo.localId, a.file);
  };

  const remove = (localId: number) => {
    aborts.current.get(localId)?.abort();
    const url = urls.current.get(localId);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(localId);
    setPhotos((list) => list.filter((p) => p.localId !== localId));
  };

  return {
    maxPhotos,
    photos,
    notice,
    add,
    remove,
    uploading: photos.some((p) => p.photoId === null && p.error === null),
    photoIds: photos.flatMap((p) => (p.photoId ? [p.photoId] : [])),
  };
}
