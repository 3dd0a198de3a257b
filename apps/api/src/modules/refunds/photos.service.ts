import { and, eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { refundPhotos } from './refunds.tables';

// Photos a shopper sends with a return: decoded, turned upright, fitted into 1280 px and
// re-encoded as WebP. Nothing of the original file survives: sharp writes no EXIF, GPS, XMP or
// ICC metadata unless asked to keep it, and it is never asked here.

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const MAX_SIDE = 1280;
/** a decompression bomb (a tiny file of a huge picture) is refused before it is decoded */
const MAX_INPUT_PIXELS = 50_000_000;
const DECODABLE = new Set(['jpeg', 'png', 'webp']);

const notAnImage = () =>
  new AppError(
    400,
    'PHOTO_INVALID',
    'This file is not a photo we can read: send a JPEG, PNG or WebP',
  );

/** Re-encodes an uploaded photo and stores it for the shopper; answers its id. */
export async function storeRefundPhoto(db: Db, userId: number, file: Buffer): Promise<string> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!meta.format || !DECODABLE.has(meta.format)) throw notAnImage();
    out = await input
      .rotate() // upright from the EXIF orientation, which is then dropped with the rest
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage();
  }
  const [row] = await db
    .insert(refundPhotos)
    .values({ userId, webp: out.data, width: out.info.width, height: out.info.height })
    .returning({ id: refundPhotos.id });
  return row!.id;
}

/** A stored photo (WebP) of this shopper (anyone's when `userId` is null); 404 otherwise. */
export async function readRefundPhoto(
  db: Db,
  userId: number | null,
  photoId: string,
): Promise<Buffer> {
  const [row] = await db
    .select({ webp: refundPhotos.webp })
    .from(refundPhotos)
    .where(
      and(
        eq(refundPhotos.id, photoId),
        userId === null ? undefined : eq(refundPhotos.userId, userId),
      ),
    );
  if (!row) throw new AppError(404, 'PHOTO_NOT_FOUND', 'Photo not found');
  return row.webp;
}
