import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { ValidateCartPricesAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { products, productVariants } from '../../db/tables';

describe.each(DB_KINDS)('POST /api/validate-cart-products-price on %s', (kind) => {
  let t: TestApp;
  let simple: { id: number; pricePaise: number };
  let variant: { id: number; productId: number; pricePaise: number };
  let otherVariant: { id: number; productId: number };

  const check = async (body: unknown) => {
    const res = await fetch(`${t.url}/api/validate-cart-products-price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const valid = async (body: unknown) => {
    const res = await check(body);
    expect(res.status).toBe(200);
    return ValidateCartPricesAnswer.parse(res.body);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db } = t.database;
    const simples = await db
      .select({ id: products.id, pricePaise: products.pricePaise })
      .from(products)
      .where(and(eq(products.hasVariants, false), eq(products.isActive, true)))
      .orderBy(products.id)
      .limit(1);
    simple = simples[0]!;
    const twoVariants = await db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        pricePaise: productVariants.pricePaise,
      })
      .from(productVariants)
      .orderBy(productVariants.id)
      .limit(50);
    variant = twoVariants[0]!;
    otherVariant = twoVariants.find((v) => v.productId !== variant.productId)!;
    expect(simple && variant && otherVariant).toBeTruthy();
  });
  afterAll(() => t.close());

  it('answers PriceUpdated false when every price is current', async () => {
    const answer = await valid({
      products: [
        { productId: simple.id, price: simple.pricePaise, configPriceIds: [] },
        { productId: variant.productId, price: variant.pricePaise, configPriceIds: [variant.id] },
      ],
    });
    expect(answer).toEqual({ PriceUpdated: false, UpdatedProducts: [] });
  });

  it('corrects a tampered price with the server price', async () => {
    const answer = await valid({
      products: [
        { productId: simple.id, price: 1, configPriceIds: [] },
        {
          productId: variant.productId,
          price: variant.pricePaise + 5000,
          configPriceIds: [variant.id],
        },
      ],
    });
    expect(answer.PriceUpdated).toBe(true);
    expect(answer.UpdatedProducts).toEqual([
      {
        ProductId: simple.id,
        ConfigPriceId: [],
        IsInvalidConfigFound: false,
        PriceUpdated: true,
        UpdatedPrice: simple.pricePaise,
      },
      {
        ProductId: variant.productId,
        ConfigPriceId: [variant.id],
        IsInvalidConfigFound: false,
        PriceUpdated: true,
        UpdatedPrice: variant.pricePaise,
      },
    ]);
  });

  it('sees a price changed on the server at once', async () => {
    const newPrice = simple.pricePaise - 100;
    await t.database.db
      .update(products)
      .set({ pricePaise: newPrice })
      .where(eq(products.id, simple.id));
    const answer = await valid({
      products: [{ productId: simple.id, price: simple.pricePaise, configPriceIds: [] }],
    });
    expect(answer.UpdatedProducts[0]).toMatchObject({ PriceUpdated: true, UpdatedPrice: newPrice });
    await t.database.db
      .update(products)
      .set({ pricePaise: simple.pricePaise })
      .where(eq(products.id, simple.id));
  });

  it('marks lines that cannot be sold as chosen invalid', async () => {
    const answer = await valid({
      products: [
        { productId: 999_999, price: 100, configPriceIds: [] }, // no such product
        {
          productId: variant.productId,
          price: variant.pricePaise,
          configPriceIds: [otherVariant.id],
        }, // another product's row
        { productId: variant.productId, price: variant.pricePaise, configPriceIds: [] }, // variant product, no row
        { productId: simple.id, price: simple.pricePaise, configPriceIds: [variant.id] }, // simple product, a row
        {
          productId: variant.productId,
          price: variant.pricePaise,
          configPriceIds: [variant.id, otherVariant.id],
        },
      ],
    });
    expect(answer.PriceUpdated).toBe(true);
    expect(answer.UpdatedProducts).toHaveLength(5);
    for (const line of answer.UpdatedProducts) {
      expect(line).toMatchObject({
        IsInvalidConfigFound: true,
        PriceUpdated: false,
        UpdatedPrice: null,
      });
    }
  });

  it('marks a deactivated product and a deactivated option row invalid', async () => {
    const { db } = t.database;
    await db
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.id, variant.id));
    await db.update(products).set({ isActive: false }).where(eq(products.id, simple.id));
    const answer = await valid({
      products: [
        { productId: simple.id, price: simple.pricePaise, configPriceIds: [] },
        { productId: variant.productId, price: variant.pricePaise, configPriceIds: [variant.id] },
      ],
    });
    expect(answer.UpdatedProducts.map((l) => l.IsInvalidConfigFound)).toEqual([true, true]);
    await db
      .update(productVariants)
      .set({ isActive: true })
      .where(eq(productVariants.id, variant.id));
    await db.update(products).set({ isActive: true }).where(ne(products.id, -1));
  });

  it.each([
    [
      'a negative price',
      { products: [{ productId: 1, price: -100, configPriceIds: [] }] },
      'products.0.price',
    ],
    [
      'a fractional price',
      { products: [{ productId: 1, price: 10.5, configPriceIds: [] }] },
      'products.0.price',
    ],
    [
      'a price as text',
      { products: [{ productId: 1, price: '100', configPriceIds: [] }] },
      'products.0.price',
    ],
    [
      'a negative product id',
      { products: [{ productId: -1, price: 100, configPriceIds: [] }] },
      'products.0.productId',
    ],
    [
      'missing option rows',
      { products: [{ productId: 1, price: 100 }] },
      'products.0.configPriceIds',
    ],
    ['an empty cart', { products: [] }, 'products'],
    ['no products at all', {}, 'products'],
    [
      'more than 100 lines',
      {
        products: Array.from({ length: 101 }, () => ({
          productId: 1,
          price: 1,
          configPriceIds: [],
        })),
      },
      'products',
    ],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const res = await check(body);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('VALIDATION_FAILED');
    expect((res.body.Fields as { Field: string }[]).map((f) => f.Field)).toContain(`body.${field}`);
  });

  it('refuses malformed JSON and oversized bodies without a 500', async () => {
    expect((await check('{"products": [')).status).toBe(400);
    const huge = {
      products: [{ productId: 1, price: 1, configPriceIds: [], pad: 'x'.repeat(300_000) }],
    };
    expect((await check(huge)).status).toBe(413);
  });
});
