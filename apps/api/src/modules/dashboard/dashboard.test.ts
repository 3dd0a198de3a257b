import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DashboardAnswer, type DashboardPeriod } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { products } from '../catalogue/catalogue.tables';
import {
  ADMIN_TOKEN,
  aProduct,
  consoleAs,
  deliver,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from '../orders/console/orders-test-kit';
import { orders } from '../orders/orders.tables';
import { returned } from '../refunds/refunds-test-kit';
import { callerTokens, expectRoles, type Caller } from '../staff/staff-test-kit';
import { dashboard, indiaDay } from './dashboard.service';

describe.each(DB_KINDS)('console dashboard on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  let asha: Shopper;
  let product: { id: number; categoryId: number };

  const read = async (query = '') => {
    const res = await as('manager', 'GET', `/admin/dashboard${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return DashboardAnswer.parse(res.body);
  };
  const waitingAt = (d: DashboardAnswer, s: string) => d.Waiting.find((w) => w.Status === s)!.Count;
  const minus = (a: DashboardPeriod, b: DashboardPeriod) => ({
    Orders: a.Orders - b.Orders,
    Revenue: a.Revenue - b.Revenue,
    Paid: a.Paid - b.Paid,
    CodCollected: a.CodCollected - b.CodCollected,
    CodDue: a.CodDue - b.CodDue,
    Refunded: a.Refunded - b.Refunded,
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    asha = await shopperAt(t, 'asha.dashboard@example.com');
    product = await aProduct(t, 5, 40_000);
  });
  afterAll(() => t?.close());

  it('is the owner’s and manager’s, refused to a packer (no money), a shopper and no one', async () => {
    await expectRoles(t, tokens, 'GET', '/admin/dashboard', ['owner', 'manager']);
  });

  it('counts today’s orders and money, paid vs COD due, and what waits at each status', async () => {
    const before = await read();
    const items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    const cod = await placeOrder(t, asha, 'cod', items);
    const wallet = await placeOrder(t, asha, 'wallet', items);
    const cancelled = await placeOrder(t, asha, 'cod', items);
    await as('owner', 'POST', `/admin/orders/${cancelled.OrderId}/cancel`, {
      Reason: 'Test it',
      ReasonCode: 'other',
    });

    const after = await read();
    expect(minus(after.Today, before.Today)).toEqual({
      Orders: 2,
      Revenue: cod.AmountPayable + wallet.AmountPayable,
      Paid: wallet.AmountPayable,
      CodCollected: 0,
      CodDue: cod.AmountPayable,
      Refunded: 0,
    });
    expect(minus(after.Week, before.Week)).toEqual(minus(after.Today, before.Today));
    expect(after.Week.Orders).toBeGreaterThanOrEqual(after.Today.Orders);
    expect(waitingAt(after, 'placed') - waitingAt(before, 'placed')).toBe(2);
    const today = after.Daily.at(-1)!;
    expect(after.Daily).toHaveLength(14);
    expect(today.Day).toBe(indiaDay(new Date()));
    expect(today.Orders - before.Daily.at(-1)!.Orders).toBe(2);

    // delivered: COD still due until the store marks the cash collected
    await deliver(t, cod.OrderId);
    const delivered = await read();
    expect(delivered.CodToCollect.Orders - after.CodToCollect.Orders).toBe(1);
    expect(delivered.CodToCollect.Amount - after.CodToCollect.Amount).toBe(cod.AmountPayable);
    expect(waitingAt(delivered, 'placed') - waitingAt(after, 'placed')).toBe(-1);
    // the count's link (delivered COD, cash not marked, no test orders) lists the same orders
    const listed = async () =>
      (await as<{ CountTotalOrders: number }>('owner', 'GET', '/admin/orders?cod=due&test=no')).body
        .CountTotalOrders;
    expect(await listed()).toBe(delivered.CodToCollect.Orders);
    const collected = await as('manager', 'POST', `/admin/orders/${cod.OrderId}/cod-collected`, {
      Amount: cod.AmountPayable,
      Method: 'cash',
    });
    expect(collected.status).toBe(200);
    const done = await read();
    expect(await listed()).toBe(done.CodToCollect.Orders);
    expect(minus(done.Today, after.Today)).toMatchObject({
      CodCollected: cod.AmountPayable,
      CodDue: -cod.AmountPayable,
      Revenue: 0,
    });
    expect(done.CodToCollect.Orders).toBe(after.CodToCollect.Orders);

    // a return asked for waits for a decision
    await returned(t, asha.token, {
      OrderId: cod.OrderId,
      Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Comment: 'Torn pack',
      Destination: 'wallet',
      PhotoIds: [],
    });
    expect((await read()).ReturnsWaiting).toBe(done.ReturnsWaiting + 1);
  });

  it('leaves out of "Today" what was already refunded (a returned item) and cancelled orders', async () => {
    const two = [{ ProductId: product.id, VariantId: null, Qty: 2 }];
    const before = await read();
    const kept = await placeOrder(t, asha, 'wallet', two);
    const cancelled = await placeOrder(t, asha, 'wallet', two);
    await as('owner', 'POST', `/admin/orders/${cancelled.OrderId}/cancel`, {
      Reason: 'Test it',
      ReasonCode: 'other',
    });
    await deliver(t, kept.OrderId);
    const r = await returned(t, asha.token, {
      OrderId: kept.OrderId,
      Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      Reason: 'Other',
      Destination: 'wallet',
      PhotoIds: [],
    });
    const asked = await read();
    expect(asked.Today.Revenue - before.Today.Revenue).toBe(kept.AmountPayable); // not yet refunded
    for (const Status of ['approved', 'picked_up'])
      expect(
        (await as('owner', 'POST', `/admin/refunds/${r.RefundId}/status`, { Status })).status,
      ).toBe(200);
    const after = await read();
    expect(minus(after.Today, before.Today)).toMatchObject({
      Orders: 1,
      Revenue: kept.AmountPayable - r.Amount,
      Refunded: r.Amount,
    });
    expect(r.Amount).toBeGreaterThan(0);
    expect(after.Daily.at(-1)!.Revenue - before.Daily.at(-1)!.Revenue).toBe(
      kept.AmountPayable - r.Amount,
    );
  });

  it('lists active rows at or under the low-stock threshold, fewest first', async () => {
    const setProduct = (set: { stock?: number; isActive?: boolean }) =>
      t.database.db.update(products).set(set).where(eq(products.id, product.id));
    const before = await read();
    await setProduct({ stock: 2 });
    const low = await read();
    expect(low.LowStockThreshold).toBe(5);
    expect(low.LowStockTotal).toBe(before.LowStockTotal + 1);
    expect(low.LowStock.length).toBe(Math.min(20, low.LowStockTotal));
    const stocks = low.LowStock.map((r) => r.Stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((s) => s <= 5)).toBe(true);
    // under a threshold of 1 a row with 2 units is not low; under 2 it is
    const atTwo = (await read('?lowStock=2')).LowStockTotal;
    expect(atTwo - (await read('?lowStock=1')).LowStockTotal).toBeGreaterThanOrEqual(1);
    await setProduct({ stock: 3 });
    expect((await read('?lowStock=2')).LowStockTotal).toBe(atTwo - 1);
    // an inactive product is never listed
    await setProduct({ isActive: false });
    expect((await read()).LowStockTotal).toBe(before.LowStockTotal);
    await setProduct({ isActive: true, stock: 10_000 });
    const bad = await as('owner', 'GET', '/admin/dashboard?lowStock=-1');
    expect(bad.status).toBe(400);
    expect((bad.body.Fields as { Field: string }[])[0]?.Field).toBe('querystring.lowStock');
  });

  it('takes today and the week in India time: 23:55 IST is yesterday, 00:05 IST is today', async () => {
    const items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    const late = await placeOrder(t, asha, 'wallet', items);
    const early = await placeOrder(t, asha, 'wallet', items);
    const sunday = await placeOrder(t, asha, 'wallet', items);
    // Wednesday 11 March 2026, 08:30 in India; both orders fall on 10 March in UTC
    const now = new Date('2026-03-11T03:00:00Z');
    const at = (id: number, iso: string) =>
      t.database.db
        .update(orders)
        .set({ createdAt: new Date(iso) })
        .where(eq(orders.id, id));
    await at(late.OrderId, '2026-03-10T18:25:00Z'); // 23:55 IST, 10 March
    await at(early.OrderId, '2026-03-10T18:35:00Z'); // 00:05 IST, 11 March
    await at(sunday.OrderId, '2026-03-08T12:00:00Z'); // Sunday: last week
    const d = await dashboard(t.database.db, 5, now);
    expect(d.Today).toMatchObject({ From: '2026-03-11', Orders: 1, Revenue: early.AmountPayable });
    expect(d.Week).toMatchObject({
      From: '2026-03-09',
      Orders: 2,
      Revenue: early.AmountPayable + late.AmountPayable,
    });
    expect(d.Daily[0]!.Day).toBe('2026-02-26');
    expect(d.Daily.at(-1)).toEqual({ Day: '2026-03-11', Orders: 1, Revenue: early.AmountPayable });
    expect(d.Daily.find((x) => x.Day === '2026-03-10')!.Orders).toBe(1);
    expect(d.Daily.find((x) => x.Day === '2026-03-08')!.Orders).toBe(1);
  });
});
