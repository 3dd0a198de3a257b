import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCTS_BY_IDS_MAX, ProductsByIdsAnswer } from '@kirana/shared';
import { CatalogueCache } from '../../lib/catalogue-cache';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { aSimpleProduct, call, UNLIMITED } from '../checkout/checkout-test-kit';
import { products } from './catalogue.tables';

describe.each(DB_KINDS)('products by ids on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, UNLIMITED);
  });
  afterAll(() => t?.close());

  const idsOf = (body: unknown) => ProductsByIdsAnswer.parse(body).Products.map((p) => p.ProductId);

  it('answers the shown products in the order asked, once each, with price and stock', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => aSimpleProduct(t, i)));
    const res = await call(
      t,
      'GET',
      `/products-by-ids?ids=${c!.id},${a!.id},${c!.id},${b!.id},999999`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsOf(res.body)).toEqual([c!.id, a!.id, b!.id]);
    const first = ProductsByIdsAnswer.parse(res.body).Products[0]!;
    expect(first).toMatchObject({ Price: c!.pricePaise, Slug: c!.slug });
  });

  it('leaves out a product the store hides (once the catalogue cache moves on)', async () => {
    const p = await aSimpleProduct(t, 3);
    expect(idsOf((await call(t, 'GET', `/products-by-ids?ids=${p.id}`)).body)).toEqual([p.id]);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, p.id));
    t.cache.setState(CatalogueCache.newState());
    const res = await call(t, 'GET', `/products-by-ids?ids=${p.id}`);
    expect(idsOf(res.body)).toEqual([]);
  });

  it('refuses bad lists with 400 naming ids', async () => {
    const tooMany = Array.from({ length: PRODUCTS_BY_IDS_MAX + 1 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'abc', '1,-2', '0', '2147483648', tooMany]) {
      const res = await call(t, 'GET', `/products-by-ids?ids=${encodeURIComponent(ids)}`);
      expect(res.status, ids).toBe(400);
      expect(JSON.stringify(res.body), ids).toContain('ids');
    }
    expect((await call(t, 'GET', '/products-by-ids')).status).toBe(400);
  });
});
