import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WISHLIST_MAX, WishlistAnswer } from '@kirana/shared';
import { DB_KINDS } from '../../test/harness';
import { products } from '../catalogue/catalogue.tables';
import { aProduct, call, refundsTestApp } from '../refunds/refunds-test-kit';
import { wishlistItems } from './wishlist.tables';

const listOf = (body: unknown) => WishlistAnswer.parse(body).Products.map((p) => p.ProductId);

describe.each(DB_KINDS)('my list (wishlist) on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('keeps a product once, newest first, and takes it off; both are idempotent', async () => {
    const { t, p1, p2 } = app;
    const s = await app.newShopper();
    for (const id of [p1.id, p1.id, p2.id]) {
      const res = await call(t, 'PUT', `/wishlist/${id}`, s.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ ProductId: id, Saved: true });
    }
    const list = await call(t, 'GET', '/wishlist', s.token);
    expect(listOf(list.body)).toEqual([p2.id, p1.id]);
    expect(WishlistAnswer.parse(list.body).Products[0]).toMatchObject({ InStock: true });
    for (let i = 0; i < 2; i++) {
      const off = await call(t, 'DELETE', `/wishlist/${p2.id}`, s.token);
      expect(off.body).toEqual({ ProductId: p2.id, Saved: false, Count: 1 });
    }
    expect(listOf((await call(t, 'GET', '/wishlist', s.token)).body)).toEqual([p1.id]);
  });

  it('merges the browser list at sign-in once: duplicates, repeats and unknown ids change nothing', async () => {
    const { t, p1, p2 } = app;
    const s = await app.newShopper();
    await call(t, 'PUT', `/wishlist/${p1.id}`, s.token);
    const body = { ProductIds: [p2.id, p1.id, p2.id, 2_000_000_000] };
    const first = await call(t, 'POST', '/wishlist/merge', s.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await Promise.all([
      call(t, 'POST', '/wishlist/merge', s.token, body),
      call(t, 'POST', '/wishlist/merge', s.token, body),
    ]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(listOf(again[0]!.body))).toEqual(new Set([p1.id, p2.id]));
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, s.userId));
    expect(rows).toHaveLength(2);
  });

  it("never shows or changes someone else's list", async () => {
    const { t, p1, p2 } = app;
    const asha = await app.newShopper();
    const ravi = await app.newShopper();
    await call(t, 'PUT', `/wishlist/${p1.id}`, asha.token);
    await call(t, 'PUT', `/wishlist/${p2.id}`, ravi.token);
    // Ravi's DELETE of Asha's product touches only his own list
    await call(t, 'DELETE', `/wishlist/${p1.id}`, ravi.token);
    expect(listOf((await call(t, 'GET', '/wishlist', asha.token)).body)).toEqual([p1.id]);
    expect(listOf((await call(t, 'GET', '/wishlist', ravi.token)).body)).toEqual([p2.id]);
    expect((await call(t, 'GET', '/wishlist')).status).toBe(401);
    expect((await call(t, 'PUT', `/wishlist/${p1.id}`)).status).toBe(401);
  });

  it('refuses bad input with 400 naming the field, and hidden or unknown products with 404', async () => {
    const { t } = app;
    const s = await app.newShopper();
    for (const id of ['abc', '0', '-1', '2147483648', '1.5']) {
      const res = await call(t, 'PUT', `/wishlist/${id}`, s.token);
      expect(res.status, id).toBe(400);
      expect(JSON.stringify(res.body)).toContain('productId');
    }
    const bad = await call(t, 'POST', '/wishlist/merge', s.token, { ProductIds: ['x'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('ProductIds');
    const tooMany = await call(t, 'POST', '/wishlist/merge', s.token, {
      ProductIds: Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    const hidden = await aProduct(t, 5, 5000);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    const res = await call(t, 'PUT', `/wishlist/${hidden.id}`, s.token);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Code: 'PRODUCT_NOT_FOUND' });
    expect((await call(t, 'PUT', '/wishlist/2000000000', s.token)).status).toBe(404);
  });

  it(`holds at most ${WISHLIST_MAX} products: one more is 409 WISHLIST_FULL, a merge stops there`, async () => {
    const { t, p1, p2 } = app;
    const s = await app.newShopper();
    // fill the list straight in the table with made-up product ids (the cap counts rows)
    await t.database.db.insert(wishlistItems).values(
      Array.from({ length: WISHLIST_MAX }, (_, i) => ({
        userId: s.userId,
        productId: 1_000_000 + i,
      })),
    );
    const res = await call(t, 'PUT', `/wishlist/${p1.id}`, s.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ Code: 'WISHLIST_FULL' });
    const merged = await call(t, 'POST', '/wishlist/merge', s.token, { ProductIds: [p2.id] });
    expect(merged.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, s.userId));
    expect(rows).toHaveLength(WISHLIST_MAX);
  });
});
