import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AdminProductImage, UploadedMedia } from '@kirana/shared';
import type { Tx } from '../../../db/client';
import type { EncodedPhoto } from '../../../lib/photos';
import { AppError, notFound } from '../../../lib/errors';
import { recordAudit, type AuditActor } from '../../staff';
import { homeAdmin } from '../../content';
import { categories, media, productImages, products, productVariants } from '../catalogue.tables';
import { adminProductImages } from './product.queries';

// Catalogue images: an upload is kept in media (WebP without metadata, at most 1280 px) and
// served at the storefront's srcset widths by /api/media/:mediaId; products list theirs in
// order, the first being the primary one.

/** Keeps an uploaded (already re-encoded) image in the store's media. */
export async function storeMedia(
  tx: Tx,
  actor: AuditActor,
  photo: EncodedPhoto,
): Promise<UploadedMedia> {
  const id = `up-${randomUUID()}`;
  await tx.insert(media).values({
    id,
    contentType: 'image/webp',
    bytes: photo.webp,
    width: photo.width,
    height: photo.height,
  });
  const after = { MediaId: id, Width: photo.width, Height: photo.height };
  await recordAudit(tx, actor, { action: 'media.upload', entity: 'media', entityId: id, after });
  return after;
}

async function lockProduct(tx: Tx, productId: number) {
  const [p] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!p) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  return p;
}

const touchProduct = (tx: Tx, productId: number) =>
  tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));

/** Uploads an image of a product, added last (first when it has none: the primary). */
export async function addProductImage(
  tx: Tx,
  actor: AuditActor,
  productId: number,
  photo: EncodedPhoto,
): Promise<{ Images: AdminProductImage[] }> {
  const p = await lockProduct(tx, productId);
  const { MediaId } = await storeMedia(tx, actor, photo);
  const [last] = await tx
    .select({ max: sql<number | null>`max(${productImages.position})` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const [row] = await tx
    .insert(productImages)
    .values({ productId, mediaId: MediaId, alt: p.name, position: (last?.max ?? -1) + 1 })
    .returning();
  await touchProduct(tx, productId);
  await recordAudit(tx, actor, {
    action: 'product-image.create',
    entity: 'product',
    entityId: productId,
    after: row,
  });
  return { Images: await adminProductImages(tx, productId) };
}

/** Puts a product's images in the order of `ids` (each of them once); the first is the primary. */
export async function orderProductImages(
  tx: Tx,
  actor: AuditActor,
  productId: number,
  ids: number[],
): Promise<{ Images: AdminProductImage[] }> {
  await lockProduct(tx, productId);
  const before = await adminProductImages(tx, productId);
  const known = new Set(before.map((i) => i.Id));
  if (
    ids.length !== before.length ||
    new Set(ids).size !== ids.length ||
    ids.some((i) => !known.has(i))
  )
    throw new AppError(
      400,
      'ORDER_MISMATCH',
      "Name every one of the product's images once",
      undefined,
      [
        {
          Field: 'Ids',
          Message: `must be the ${before.length} image ids of the product, each once`,
        },
      ],
    );
  for (const [position, id] of ids.entries())
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  await touchProduct(tx, productId);
  const after = await adminProductImages(tx, productId);
  await recordAudit(tx, actor, {
    action: 'product-image.reorder',
    entity: 'product',
    entityId: productId,
    before,
    after,
  });
  return { Images: after };
}

/** Removes an image from a product; its bytes go too once nothing else shows them. */
export async function deleteProductImage(
  tx: Tx,
  actor: AuditActor,
  productId: number,
  imageId: number,
): Promise<{ Images: AdminProductImage[] }> {
  await lockProduct(tx, productId);
  const [row] = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  if (!row) throw notFound('Image', 'IMAGE_NOT_FOUND');
  await dropMediaIfUnused(tx, row.mediaId);
  const left = await adminProductImages(tx, productId);
  for (const [position, img] of left.entries())
    if (img.Position !== position)
      await tx.update(productImages).set({ position }).where(eq(productImages.id, img.Id));
  await touchProduct(tx, productId);
  await recordAudit(tx, actor, {
    action: 'product-image.delete',
    entity: 'product',
    entityId: productId,
    before: row,
  });
  return { Images: await adminProductImages(tx, productId) };
}

/** Deletes stored bytes no product, option row, category or banner shows any more. */
export async function dropMediaIfUnused(tx: Tx, mediaId: string): Promise<void> {
  const uses = [
    await tx.select({ n: count() }).from(productImages).where(eq(productImages.mediaId, mediaId)),
    await tx
      .select({ n: count() })
      .from(productVariants)
      .where(eq(productVariants.imageId, mediaId)),
    await tx.select({ n: count() }).from(categories).where(eq(categories.imageId, mediaId)),
  ];
  if (uses.some(([u]) => Number(u?.n) > 0)) return;
  if ((await homeAdmin.listBanners(tx)).some((b) => b.MediaId === mediaId)) return;
  await tx.delete(media).where(eq(media.id, mediaId));
}

/** Sets a category's picture from an upload, or with null removes it. */
export async function setCategoryImage(
  tx: Tx,
  actor: AuditActor,
  categoryId: number,
  photo: EncodedPhoto | null,
): Promise<void> {
  const [before] = await tx
    .select()
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('update');
  if (!before) throw notFound('Category', 'CATEGORY_NOT_FOUND');
  const imageId = photo ? (await storeMedia(tx, actor, photo)).MediaId : null;
  const [after] = await tx
    .update(categories)
    .set({ imageId })
    .where(eq(categories.id, categoryId))
    .returning();
  if (before.imageId) await dropMediaIfUnused(tx, before.imageId);
  await recordAudit(tx, actor, {
    action: photo ? 'category.image' : 'category.image-delete',
    entity: 'category',
    entityId: categoryId,
    before,
    after,
  });
}
