import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BuyAgainAnswer } from '@kirana/shared';
import { DB_KINDS } from '../../test/harness';
import { products } from '../catalogue/catalogue.tables';
import {
  aProduct,
  call,
  deliver,
  items,
  placeOrder,
  refundsTestApp,
} from '../refunds/refunds-test-kit';

const idsOf = (body: unknown) => BuyAgainAnswer.parse(body).Products.map((p) => p.ProductId);

describe.each(DB_KINDS)('buy again on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('lists what I bought in paid or delivered orders, newest first, only what is in stock', async () => {
    const { t, p1, p2 } = app;
    const s = await app.newShopper();
    const p3 = await aProduct(t, 6, 7000);
    const p4 = await aProduct(t, 7, 8000);
    expect(idsOf((await call(t, 'GET', '/buy-again', s.token)).body)).toEqual([]);
    const delivered = await placeOrder(t, s, 'cod', items([p1.id, 1], [p3.id, 1]));
    await deliver(t, delivered.OrderId);
    await placeOrder(t, s, 'wallet', items([p2.id, 2]));
    // a cash order not yet delivered is not bought yet
    await placeOrder(t, s, 'cod', items([p4.id, 1]));
    const res = await call(t, 'GET', '/buy-again', s.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = idsOf(res.body);
    expect(ids[0]).toBe(p2.id);
    expect(new Set(ids)).toEqual(new Set([p1.id, p2.id, p3.id]));
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, p3.id));
    expect(idsOf((await call(t, 'GET', '/buy-again', s.token)).body)).not.toContain(p3.id);
  });

  it("shows only my own orders' products and needs a signed-in shopper", async () => {
    const { t, p1 } = app;
    const asha = await app.newShopper();
    const ravi = await app.newShopper();
    await placeOrder(t, asha, 'wallet', items([p1.id, 1]));
    expect(idsOf((await call(t, 'GET', '/buy-again', asha.token)).body)).toEqual([p1.id]);
    expect(idsOf((await call(t, 'GET', '/buy-again', ravi.token)).body)).toEqual([]);
    expect((await call(t, 'GET', '/buy-again')).status).toBe(401);
  });
});
