import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { CatalogueUpdateAnswer, ValidateCartPricesAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { products, productVariants } from '../../../db/tables';

const TOKEN = 'test-admin-token-0123456789abcdef';

describe.each(DB_KINDS)('store owner catalogue changes on %s', (kind) => {
  let t: TestApp;
  const patch = async (path: string, body: unknown, token: string | null = TOKEN) => {
    const res = await fetch(`${t.url}/api/admin${path}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const firstSimple = async () =>
    (
      await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.hasVariants, false), eq(products.isActive, true)))
        .orderBy(asc(products.id))
        .limit(1)
    )[0]!;

  it('refuses callers without the administrator token, before reading the body', async () => {
    const p = await firstSimple();
    expect((await patch(`/products/${p.id}`, { Price: 100 }, null)).status).toBe(401);
    expect(
      (await patch(`/products/${p.id}`, { Price: 100 }, 'wrong-token-wrong-token-wrong')).status,
    ).toBe(401);
    expect((await patch(`/products/${p.id}`, { Price: -1 }, null)).status).toBe(401);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(after!.pricePaise).toBe(p.pricePaise);
  });

  it('changes a price, bumps the cache state, and the cart price check sees it', async () => {
    const p = await firstSimple();
    const before = (await (await fetch(`${t.url}/api/cache-state`)).json()) as { State: string };
    const res = await patch(`/products/${p.id}`, { Price: p.pricePaise - 1 });
    expect(res.status).toBe(200);
    const answer = CatalogueUpdateAnswer.parse(res.body);
    expect(answer.Price).toBe(p.pricePaise - 1);
    expect(answer.CacheState).not.toBe(before.State);
    const check = await fetch(`${t.url}/api/validate-cart-products-price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        products: [{ productId: p.id, price: p.pricePaise, configPriceIds: [] }],
      }),
    });
    const checked = ValidateCartPricesAnswer.parse(await check.json());
    expect(checked.UpdatedProducts[0]).toMatchObject({
      PriceUpdated: true,
      UpdatedPrice: p.pricePaise - 1,
    });
  });

  it('keeps a variant product at its cheapest active row', async () => {
    const [row] = await t.database.db
      .select()
      .from(productVariants)
      .orderBy(asc(productVariants.id))
      .limit(1);
    const res = await patch(`/variants/${row!.id}`, { Price: 100, Mrp: 200 });
    expect(res.status).toBe(200);
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, row!.productId));
    expect(product!.pricePaise).toBe(100);
    expect(product!.mrpPaise).toBe(200);
  });

  it.each([
    ['a price above MRP', { Price: 999_999_99, Mrp: 100 }, 'PRICE_ABOVE_MRP'],
    ['a negative stock', { Stock: -5 }, 'VALIDATION_FAILED'],
    ['a zero price', { Price: 0 }, 'VALIDATION_FAILED'],
    ['an unknown field', { OwnerId: 7 }, 'VALIDATION_FAILED'],
    ['nothing to change', {}, 'VALIDATION_FAILED'],
  ])('refuses %s with 400', async (_name, body, code) => {
    const p = await firstSimple();
    const res = await patch(`/products/${p.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe(code);
  });

  it('fills in the listing facts of a product, checking each (FSSAI 14 digits, PIN code, email)', async () => {
    const p = await firstSimple();
    const bad = await patch(`/products/${p.id}`, {
      FssaiLicence: '1234',
      CareEmail: 'not-an-email',
      MakerAddress: 'Somewhere without a PIN',
      ShelfLifeDays: 0,
    });
    expect(bad.status).toBe(400);
    for (const field of ['FssaiLicence', 'CareEmail', 'MakerAddress', 'ShelfLifeDays'])
      expect(JSON.stringify(bad.body)).toContain(field);
    const facts = {
      MakerName: 'Sahyadri Farms Producer Company Limited',
      MakerAddress: 'Gat No. 314, Mohadi, Dindori, Nashik 422207, Maharashtra',
      CountryOfOrigin: 'India',
      ShelfLifeDays: 120,
      CarePhone: '+91 253 6612345',
      CareEmail: 'care@sahyadrifarms.example',
      FssaiLicence: '11521999000123',
    };
    expect((await patch(`/products/${p.id}`, facts)).status).toBe(200);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(after).toMatchObject({
      makerName: facts.MakerName,
      makerAddress: facts.MakerAddress,
      shelfLifeDays: 120,
      carePhone: facts.CarePhone,
      careEmail: facts.CareEmail,
      fssaiLicence: facts.FssaiLicence,
      pricePaise: p.pricePaise,
    });
    // null: it does not expire / it is not food
    expect(
      (await patch(`/products/${p.id}`, { ShelfLifeDays: null, FssaiLicence: null })).status,
    ).toBe(200);
    const [cleared] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(cleared).toMatchObject({ shelfLifeDays: null, fssaiLicence: null });
  });

  it('refuses price changes on the product row of a product with options, and unknown ids', async () => {
    const [row] = await t.database.db.select().from(productVariants).limit(1);
    expect((await patch(`/products/${row!.productId}`, { Price: 100 })).body.Code).toBe(
      'PRODUCT_HAS_OPTIONS',
    );
    expect((await patch('/products/99999999', { Price: 100 })).status).toBe(404);
    expect((await patch('/products/abc', { Price: 100 })).status).toBe(400);
  });
});

describe('store administration without a configured token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('lets no guessed token through: only staff sessions open the console', async () => {
    const res = await fetch(`${t.url}/api/admin/products/1`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer anything-at-all-anything-at-all',
      },
      body: JSON.stringify({ Price: 1 }),
    });
    expect(res.status).toBe(401);
  });
});
