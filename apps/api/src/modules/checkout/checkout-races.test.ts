import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { products } from '../catalogue/catalogue.tables';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { couponRedemptions, coupons } from '../offers/offers.tables';
import { orders } from '../orders/orders.tables';
import {
  aSimpleProduct,
  addressFor,
  call,
  codOrderBody,
  postOrder,
  setStock,
  signIn,
  stockOf,
  UNLIMITED,
} from './checkout-test-kit';

const SHOPPERS = Array.from({ length: 20 }, (_, i) => `racer${i}@example.com`);

describeRaces('order races', (kind) => {
  let t: TestApp;
  let shoppers: { token: string; userId: number; addressId: number }[];
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...UNLIMITED,
      TEST_LOGIN_IDENTIFIERS: SHOPPERS.join(','),
      TEST_LOGIN_CODE: '123456',
    });
    shoppers = [];
    for (const email of SHOPPERS) {
      const s = await signIn(t, email);
      shoppers.push({ ...s, addressId: await addressFor(t, s.token) });
    }
    productId = (await aSimpleProduct(t, 3)).id;
  });
  afterAll(() => t.close());

  const ordersOf = async () =>
    (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.status, 'placed')))[0]!
      .n;

  it('200 concurrent orders for 10 units make exactly 10 orders and leave stock at 0', async () => {
    await setStock(t, productId, 10);
    const before = await ordersOf();
    const bodies = await Promise.all(
      shoppers.map((s) =>
        codOrderBody(t, s.token, [{ ProductId: productId, VariantId: null, Qty: 1 }], s.addressId),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const s = shoppers[i % shoppers.length]!;
        return postOrder(t, s.token, bodies[i % shoppers.length], `race-stock-${i}`);
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await stockOf(t, productId)).toBe(0);
    expect((await ordersOf()) - before).toBe(10);
  });

  it('a line short when its order commits is refused OUT_OF_STOCK naming it, and none of the order is kept', async () => {
    const product = await aSimpleProduct(t, 3);
    await setStock(t, productId, 5);
    const s = shoppers[1]!;
    const body = await codOrderBody(
      t,
      s.token,
      [{ ProductId: productId, VariantId: null, Qty: 2 }],
      s.addressId,
    );
    const before = await ordersOf();
    let answer: Awaited<ReturnType<typeof postOrder>> | undefined;
    // another transaction holds the product's row and leaves one unit; the order, priced with 5
    // in stock, reaches its commit (where its stock is taken) and waits for that row
    await t.database.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 1 }).where(eq(products.id, productId));
      const placing = postOrder(t, s.token, body, 'short-at-commit').then((r) => (answer = r));
      let waiting: string[] = [];
      for (let i = 0; i < 200 && waiting.length === 0 && !answer; i++) {
        await new Promise((r) => setTimeout(r, 25));
        const rows = await queryRows<{ query: string }>(
          t.database.db,
          sql`SELECT query FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        waiting = rows.map((r) => r.query.trim().toLowerCase());
      }
      // the order waits in its commit, not in a statement of its own
      expect(waiting).toEqual(['commit']);
      void placing;
    });
    for (let i = 0; i < 200 && !answer; i++) await new Promise((r) => setTimeout(r, 25));
    expect(answer!.status).toBe(409);
    expect((answer!.body as { Code: string }).Code).toBe('OUT_OF_STOCK');
    expect(JSON.stringify(answer!.body)).toContain(product.name);
    expect(await stockOf(t, productId)).toBe(1);
    expect((await ordersOf()) - before).toBe(0);
    // the key was given back with the rest: restocked, the same request places the order
    await setStock(t, productId, 5);
    const again = await postOrder(t, s.token, body, 'short-at-commit');
    expect(again.status).toBe(201);
    expect(await stockOf(t, productId)).toBe(3);
  });

  it('50 concurrent requests with one key make one order', async () => {
    await setStock(t, productId, 100);
    const s = shoppers[0]!;
    const body = await codOrderBody(
      t,
      s.token,
      [{ ProductId: productId, VariantId: null, Qty: 2 }],
      s.addressId,
    );
    const before = await ordersOf();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, s.token, body, 'one-key-for-fifty')),
    );
    // the claim commits with the order: the others wait for it and all get its answer
    const created = results.filter((r) => r.status === 201);
    expect(created.length, JSON.stringify(results.find((r) => r.status !== 201)?.body)).toBe(50);
    expect(
      new Set(created.map((r) => (r.body as { Order: { OrderId: number } }).Order.OrderId)).size,
    ).toBe(1);
    expect(created.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await ordersOf()) - before).toBe(1);
    expect(await stockOf(t, productId)).toBe(98);
    const replay = await postOrder(t, s.token, body, 'one-key-for-fifty');
    expect(replay.status).toBe(201);
    expect(replay.replayed).toBe(true);
  });

  it('a coupon limited to 5 uses is used exactly 5 times under 100 concurrent orders', async () => {
    await setStock(t, productId, 1000);
    await t.database.db
      .insert(coupons)
      .values({ code: 'RACE5', title: 'Race', kind: 'flat', value: 100, totalLimit: 5 });
    const bodies = await Promise.all(
      shoppers.map((s) =>
        codOrderBody(t, s.token, [{ ProductId: productId, VariantId: null, Qty: 1 }], s.addressId, {
          CouponCode: 'RACE5',
        }),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postOrder(
          t,
          shoppers[i % shoppers.length]!.token,
          bodies[i % shoppers.length],
          `race-coupon-${i}`,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const [c] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'RACE5'));
    expect(c!.usedCount).toBe(5);
    const [r] = await t.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, c!.id), isNull(couponRedemptions.releasedAt)));
    expect(r!.n).toBe(5);

    // 10 concurrent cancels of one of those orders give its stock and coupon use back once
    const won = results.find((x) => x.status === 201)!;
    const orderId = (won.body as { Order: { OrderId: number } }).Order.OrderId;
    const ownerToken = shoppers[results.indexOf(won) % shoppers.length]!.token;
    const stock = await stockOf(t, productId);
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'POST', `/orders/${orderId}/cancel`, ownerToken, { Reason: 'Other' }),
      ),
    );
    expect(cancels.filter((x) => x.status === 200)).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(stock + 1);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'RACE5'));
    expect(after!.usedCount).toBe(4);
  });
});
