import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { EncodedPhoto } from '../../lib/photos';
import { refundPhotos } from './refunds.tables';

// Photos a shopper sends with a return, re-encoded by lib/photos (no metadata survives).

/** Stores a re-encoded return photo for the shopper; answers its id. */
export async function storeRefundPhoto(
  db: Db,
  userId: number,
  photo: EncodedPhoto,
): Promise<string> {
  const [row] = await db
    .insert(refundPhotos)
    .values({ userId, webp: photo.webp, width: photo.width, height: photo.height })
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
