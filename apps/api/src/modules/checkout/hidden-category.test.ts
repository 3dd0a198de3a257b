import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { categories, products } from '../catalogue/catalogue.tables';
import {
  addressFor,
  call,
  codOrderBody,
  postOrder,
  quote,
  setStock,
  signIn,
  stockOf,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from './checkout-test-kit';

// A product the catalogue hides because its category (or a category above it) is switched off
// is withdrawn like an inactive product: no quote, no order, no cart price.
describe.each(DB_KINDS)('a product in a hidden category on %s', (kind) => {
  let t: TestApp;
  let shopper: { token: string; userId: number };
  let addressId: number;
  let product: { id: number; categoryId: number; pricePaise: number };
  let parentId: number;
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED });
    shopper = await signIn(t, TEST_USERS.a);
    addressId = await addressFor(t, shopper.token);
    // a simple product in a subcategory, so its parent can be switched off too
    const [row] = await t.database.db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        pricePaise: products.pricePaise,
        parentId: categories.parentId,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.hasVariants, false), isNotNull(categories.parentId)))
      .orderBy(products.id)
      .limit(1);
    product = row!;
    parentId = row!.parentId!;
    await setStock(t, product.id, 20);
  });
  afterAll(() => t.close());

  const items = () => [{ ProductId: product.id, VariantId: null, Qty: 1 }];
  const checkout = () => ({
    Items: items(),
    AddressId: addressId,
    DeliveryMethodId: 'standard',
    PaymentMethodId: 'cod',
  });
  const setActive = (id: number, isActive: boolean) =>
    t.database.db.update(categories).set({ isActive }).where(eq(categories.id, id));
  const cartPrice = () =>
    call(t, 'POST', '/validate-cart-products-price', undefined, {
      products: [{ productId: product.id, configPriceIds: [], price: product.pricePaise }],
    });

  async function expectWithdrawn() {
    const q = await quote(t, shopper.token, checkout());
    expect(q.CanPlaceOrder).toBe(false);
    expect(q.Problems).toEqual([
      expect.objectContaining({ ProductId: product.id, Code: 'UNAVAILABLE', AvailableQty: 0 }),
    ]);
    const before = await stockOf(t, product.id);
    const order = await postOrder(
      t,
      shopper.token,
      { ...checkout(), ExpectedAmountPayable: q.Bill.AmountPayable },
      `hidden-${kind}-${++keyNo}`,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(409);
    expect(order.body).toMatchObject({ Code: 'ITEM_UNAVAILABLE' });
    expect(await stockOf(t, product.id)).toBe(before);
    const cart = await cartPrice();
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({
      PriceUpdated: true,
      UpdatedProducts: [{ ProductId: product.id, IsInvalidConfigFound: true, UpdatedPrice: null }],
    });
  }

  it('is refused when its own category is switched off', async () => {
    await setActive(product.categoryId, false);
    try {
      await expectWithdrawn();
    } finally {
      await setActive(product.categoryId, true);
    }
  });

  it('is refused when only a category above it is switched off', async () => {
    await setActive(parentId, false);
    try {
      await expectWithdrawn();
    } finally {
      await setActive(parentId, true);
    }
  });

  it('sells again once its categories are back on', async () => {
    const q = await quote(t, shopper.token, checkout());
    expect(q.Problems).toEqual([]);
    expect(q.CanPlaceOrder).toBe(true);
    const before = await stockOf(t, product.id);
    const body = await codOrderBody(t, shopper.token, items(), addressId);
    const order = await postOrder(t, shopper.token, body, `hidden-${kind}-${++keyNo}`);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(await stockOf(t, product.id)).toBe(before - 1);
    expect((await cartPrice()).body).toMatchObject({ PriceUpdated: false });
  });
});
