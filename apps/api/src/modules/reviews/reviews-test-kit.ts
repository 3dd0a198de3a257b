import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ProductDetailsAnswer, SavedReviewAnswer } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import { products } from '../catalogue/catalogue.tables';
import {
  aProduct,
  aShopper,
  call,
  deliver,
  placeOrder,
  type Shopper,
} from '../refunds/refunds-test-kit';

export {
  ADMIN_TOKEN,
  admin,
  aProduct,
  aShopper,
  call,
  UNLIMITED,
} from '../refunds/refunds-test-kit';
export type { Shopper };

/** A shopper who has received `productId` (a cash-on-delivery order, delivered). */
export async function aBuyerOf(t: TestApp, email: string, productId: number): Promise<Shopper> {
  const s = await aShopper(t, email);
  await deliveredOrderOf(t, s, productId);
  return s;
}

export async function deliveredOrderOf(t: TestApp, s: Shopper, productId: number) {
  const order = await placeOrder(t, s, 'cod', [{ ProductId: productId, VariantId: null, Qty: 1 }]);
  await deliver(t, order.OrderId);
  return order;
}

/** A fresh simple product with stock and no reviews, with its slug and name. */
export async function anUnreviewedProduct(t: TestApp, skip: number) {
  const p = await aProduct(t, skip, 24_900);
  await t.database.db
    .update(products)
    .set({ ratingCount: 0, ratingSum: 0, ratingAvg: 0 })
    .where(eq(products.id, p.id));
  const [row] = await t.database.db
    .select({ slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.id, p.id));
  // the seeded reviews of that product go, so its summary is the test's alone
  await t.database.db.execute(`DELETE FROM reviews WHERE product_id = ${p.id}`);
  return { ...p, slug: row!.slug, name: row!.name };
}

export const aReview = (productId: number, over: Record<string, unknown> = {}) => ({
  productId,
  rating: 4,
  title: 'Fresh and well packed',
  body: 'Arrived on time, the seal was intact.',
  ...over,
});

export async function postedReview(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await call(t, 'POST', '/post-review', token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return SavedReviewAnswer.parse(res.body).Review;
}

export async function ratingsOf(t: TestApp, slug: string) {
  const res = await fetch(`${t.url}/api/product-details?productSlug=${slug}`);
  expect(res.status).toBe(200);
  return ProductDetailsAnswer.parse(await res.json()).Ratings;
}

/** The product row's stored figures (what listing cards and sorting read). */
export async function storedFigures(t: TestApp, productId: number) {
  const [row] = await t.database.db
    .select({ count: products.ratingCount, sum: products.ratingSum, avg: products.ratingAvg })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

/** Uploads a photo for a review; answers the raw response. */
export const uploadPhoto = (t: TestApp, token: string, body: Buffer, type = 'image/jpeg') =>
  fetch(`${t.url}/api/review-photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });

/** A plain JPEG photo of the given size. */
export const aJpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
