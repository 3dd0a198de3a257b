import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { OrderDetailsAnswer, PlaceOrderAnswer, ProductDetailsAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { getOk } from '../catalogue/catalogue-test-kit';
import { productImages, products, productVariants } from '../catalogue/catalogue.tables';
import {
  aSimpleProduct,
  addressFor,
  call,
  codOrderBody,
  postOrder,
  setStock,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from './checkout-test-kit';

// What an order does to the product pages (live stock, through the catalogue cache) and what it
// shows of its products (each line's own picture).
describe.each(DB_KINDS)('ordered products on %s', (kind) => {
  let t: TestApp;
  let shopper: { token: string };
  let addressId: number;
  let keyNo = 0;
  const key = () => `ordered-products-${kind}-${++keyNo}-${Date.now()}`;
  const details = (slug: string) =>
    getOk(t, `/api/product-details?productSlug=${slug}`, ProductDetailsAnswer);
  const order = async (items: { ProductId: number; VariantId: number | null; Qty: number }[]) => {
    const res = await postOrder(
      t,
      shopper.token,
      await codOrderBody(t, shopper.token, items, addressId),
      key(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return PlaceOrderAnswer.parse(res.body).Order;
  };
  const firstImageOf = async (productId: number) =>
    (
      await t.database.db
        .select({ id: productImages.mediaId })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position), asc(productImages.id))
        .limit(1)
    )[0]!.id;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED });
    shopper = await signIn(t, TEST_USERS.a);
    addressId = await addressFor(t, shopper.token);
  });
  afterAll(() => t.close());

  it('shows a product out of stock as soon as an order takes its last units, and back on cancel', async () => {
    const p = await aSimpleProduct(t, 5);
    await setStock(t, p.id, 2);
    t.cache.setState('after-stock-set');
    const before = await details(p.slug); // now in the catalogue cache
    expect(before.ProductDetails.InStock).toBe(true);
    expect(before.ProductDetails.Stock).toBe(2);

    const placed = await order([{ ProductId: p.id, VariantId: null, Qty: 2 }]);
    const after = await details(p.slug);
    expect(after.ProductDetails.InStock).toBe(false);
    expect(after.ProductDetails.Stock).toBe(0);

    const cancel = await call(t, 'POST', `/orders/${placed.OrderId}/cancel`, shopper.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await details(p.slug)).ProductDetails.InStock).toBe(true);
  });

  it("shows an option row sold out at once, and the product's Stock is its rows' sum", async () => {
    const [row] = await t.database.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.isActive, true))
      .orderBy(asc(productVariants.id))
      .limit(1);
    const [p] = await t.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, row!.productId));
    await t.database.db
      .update(productVariants)
      .set({ stock: 3 })
      .where(eq(productVariants.productId, row!.productId));
    await t.database.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.id, row!.id));
    t.cache.setState('after-variant-stock-set');
    const rowsOf = (a: ProductDetailsAnswer) => a.ProductConfig.OptionGroups.flatMap((g) => g.Rows);
    const before = await details(p!.slug);
    const rowCount = rowsOf(before).length;
    expect(rowCount).toBeGreaterThan(1);
    expect(before.ProductDetails.Stock).toBe(1 + 3 * (rowCount - 1));
    expect(rowsOf(before).find((r) => r.RowId === row!.id)?.InStock).toBe(true);

    await order([{ ProductId: row!.productId, VariantId: row!.id, Qty: 1 }]);
    const after = await details(p!.slug);
    expect(rowsOf(after).find((r) => r.RowId === row!.id)?.InStock).toBe(false);
    expect(after.ProductDetails.Stock).toBe(3 * (rowCount - 1));
  });

  it("shows each order line with its own product's picture", async () => {
    const a = await aSimpleProduct(t, 7);
    const b = await aSimpleProduct(t, 12);
    await setStock(t, a.id, 20);
    await setStock(t, b.id, 20);
    const placed = await order([
      { ProductId: a.id, VariantId: null, Qty: 1 },
      { ProductId: b.id, VariantId: null, Qty: 1 },
    ]);
    const shown = OrderDetailsAnswer.parse(
      (await call(t, 'GET', `/order-details?orderId=${placed.OrderId}`, shopper.token)).body,
    ).OrderDetails!;
    const imageOf = (productId: number) =>
      shown.Lines.find((l) => l.ProductId === productId)?.ImageId;
    expect(imageOf(a.id)).toBe(await firstImageOf(a.id));
    expect(imageOf(b.id)).toBe(await firstImageOf(b.id));
  });
});
