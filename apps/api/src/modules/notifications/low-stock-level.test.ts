import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminProduct, AdminProductPage, DashboardAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { readOutbox } from '../../lib/messaging';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { newProduct } from '../catalogue/console/catalogue-console-test-kit';
import {
  ADMIN_TOKEN,
  aProduct,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from '../orders/console/orders-test-kit';
import { call, staffSession } from '../staff/staff-test-kit';
import { lowStockAlerts } from './notifications.tables';
import { jobs } from '../../lib/jobs/jobs.tables';

// #28: a product's own low-stock level (each of its sizes', if it has sizes) overrides the
// store-wide threshold for the alerts (email and the low_stock_alerts rows), the dashboard's
// low-stock list and count, and the console list's "low stock" filter; empty: the store's.

const WORKER = { timeout: 20_000 };
const OWNER_EMAIL = 'owner.levels@example.com';

describe.each(DB_KINDS)('per-product low-stock levels on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let manager: string;
  let categoryId: number;
  const create = async (over: object) => {
    const res = await call(t, 'POST', '/admin/products', {
      token: manager,
      body: newProduct(categoryId, over),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as AdminProduct;
  };
  const alertRow = async (productId: number) =>
    (
      await t.database.db
        .select()
        .from(lowStockAlerts)
        .where(eq(lowStockAlerts.productId, productId))
    )[0];
  const lowMails = async (name: string) =>
    (await readOutbox(t.database.db, OWNER_EMAIL)).filter(
      (m) => m.Subject === `Running low: ${name}`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    asha = await shopperAt(t, 'asha.levels@example.com');
    manager = (await staffSession(t, 'manager')).token;
    categoryId = (await aProduct(t, 3, 10_000)).categoryId;
    // the seed's rows restocked: the dashboard's list (fewest first, 20) then shows this file's
    await t.database.db.update(products).set({ stock: 1_000 });
    await t.database.db.update(productVariants).set({ stock: 1_000 });
    const saved = await call(t, 'PUT', '/admin/settings/alerts', {
      token: manager,
      body: {
        AlertEmail: OWNER_EMAIL,
        AlertMobile: '',
        NewOrderMessages: false,
        LowStockThreshold: 5,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('alerts a product with level 10 at 10, and one with none at the store’s 5', async () => {
    const own = await create({ Stock: 12, LowStockLevel: 10 });
    const plain = await create({ Stock: 7 });
    expect(own).toMatchObject({ LowStockLevel: 10, StoreLowStockLevel: 5 });
    expect(plain).toMatchObject({ LowStockLevel: null, StoreLowStockLevel: 5 });

    // one order: the plain one checked first (6 left: above 5), then the own-level one (10 left)
    await placeOrder(t, asha, 'cod', [
      { ProductId: plain.Id, VariantId: null, Qty: 1 },
      { ProductId: own.Id, VariantId: null, Qty: 2 },
    ]);
    await expect.poll(async () => (await alertRow(own.Id))?.stock, WORKER).toBe(10);
    await expect.poll(async () => (await lowMails(own.Name)).length, WORKER).toBe(1);
    expect((await lowMails(own.Name))[0]!.Body).toContain('your alert is at 10');
    expect(await alertRow(plain.Id)).toBeUndefined();
    expect(await lowMails(plain.Name)).toHaveLength(0);

    await placeOrder(t, asha, 'cod', [{ ProductId: plain.Id, VariantId: null, Qty: 1 }]);
    await expect.poll(async () => (await alertRow(plain.Id))?.stock, WORKER).toBe(5);
    await expect.poll(async () => (await lowMails(plain.Name)).length, WORKER).toBe(1);
    expect((await lowMails(plain.Name))[0]!.Body).toContain('your alert is at 5');

    // the dashboard (the store's threshold by default) and the console's low-stock filter agree
    const dash = await call(t, 'GET', '/admin/dashboard', { token: manager });
    expect(dash.status).toBe(200);
    const d = dash.body as DashboardAnswer;
    expect(d.LowStockThreshold).toBe(5);
    expect(d.LowStock).toContainEqual(
      expect.objectContaining({ ProductId: own.Id, Stock: 10, Level: 10 }),
    );
    expect(d.LowStock).toContainEqual(
      expect.objectContaining({ ProductId: plain.Id, Stock: 5, Level: 5 }),
    );
    const list = await call(t, 'GET', '/admin/products?lowStock=true&pageSize=60', {
      token: manager,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = (list.body as AdminProductPage).Products;
    expect(rows.find((r) => r.Id === own.Id)).toMatchObject({
      LowStock: true,
      LowStockLevel: 10,
      OwnLowStockLevel: true,
    });
    expect(rows.find((r) => r.Id === plain.Id)).toMatchObject({
      LowStock: true,
      LowStockLevel: 5,
      OwnLowStockLevel: false,
    });

    // its own level taken away: 10 left is no longer low, on the dashboard and in the list
    const cleared = await call(t, 'PATCH', `/admin/products/${own.Id}`, {
      token: manager,
      body: { LowStockLevel: null },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const again = (await call(t, 'GET', '/admin/dashboard', { token: manager }))
      .body as DashboardAnswer;
    expect(again.LowStock.map((r) => r.ProductId)).not.toContain(own.Id);
    expect(again.LowStockTotal).toBe(d.LowStockTotal - 1);
    const list2 = await call(t, 'GET', '/admin/products?lowStock=true&pageSize=60', {
      token: manager,
    });
    expect((list2.body as AdminProductPage).Products.map((r) => r.Id)).not.toContain(own.Id);
  });

  it('queues a check only from an order that leaves a row at or below its level (#27)', async () => {
    const checksOf = async (productId: number) =>
      (
        await t.database.db
          .select({ payload: jobs.payload })
          .from(jobs)
          .where(eq(jobs.kind, 'low-stock-check'))
      ).filter((j) =>
        (j.payload as { items: { productId: number }[] }).items.some(
          (i) => i.productId === productId,
        ),
      );
    const high = await create({ Stock: 9 });
    const silent = await create({ Stock: 9, LowStockLevel: 0 });
    // 9 → 7 and 9 → 8: above the store's 5, and a level of 0 never alerts
    await placeOrder(t, asha, 'cod', [
      { ProductId: high.Id, VariantId: null, Qty: 2 },
      { ProductId: silent.Id, VariantId: null, Qty: 1 },
    ]);
    expect(await checksOf(high.Id)).toHaveLength(0);
    // 7 → 5 (at the level) queues one check naming only the low row; 8 → 1 with level 0: none
    await placeOrder(t, asha, 'cod', [
      { ProductId: high.Id, VariantId: null, Qty: 2 },
      { ProductId: silent.Id, VariantId: null, Qty: 7 },
    ]);
    const checks = await checksOf(high.Id);
    expect(checks.map((c) => c.payload)).toEqual([
      { items: [{ productId: high.Id, variantId: null }] },
    ]);
    expect(await checksOf(silent.Id)).toHaveLength(0);
    await expect.poll(async () => (await alertRow(high.Id))?.stock, WORKER).toBe(5);
    await expect.poll(async () => (await lowMails(high.Name)).length, WORKER).toBe(1);
  });

  it('applies a product’s level to each of its sizes', async () => {
    const sized = await create({
      LowStockLevel: 8,
      Variants: [
        { Label: '1 kg', Price: 9_900, Mrp: 12_000, Stock: 8 },
        { Label: '5 kg', Price: 45_000, Mrp: 50_000, Stock: 9 },
      ],
    });
    const [small, big] = sized.Variants;
    const d = (await call(t, 'GET', '/admin/dashboard', { token: manager }))
      .body as DashboardAnswer;
    const mine = d.LowStock.filter((r) => r.ProductId === sized.Id);
    expect(mine).toEqual([expect.objectContaining({ VariantId: small!.Id, Stock: 8, Level: 8 })]);

    await placeOrder(t, asha, 'cod', [{ ProductId: sized.Id, VariantId: big!.Id, Qty: 1 }]);
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(lowStockAlerts)
          .where(eq(lowStockAlerts.variantId, big!.Id))
      )[0]?.stock;
    await expect.poll(row, WORKER).toBe(8);
  });

  it('refuses a level that is not a whole number from 0 to 100000, naming the field', async () => {
    const p = await create({ Stock: 30 });
    for (const LowStockLevel of [-1, 2.5, '10', 100_001, true]) {
      const res = await call(t, 'PATCH', `/admin/products/${p.Id}`, {
        token: manager,
        body: { LowStockLevel },
      });
      expect(res.status, JSON.stringify(LowStockLevel)).toBe(400);
      expect(res.body).toMatchObject({ Fields: [{ Field: 'body.LowStockLevel' }] });
    }
    const made = await call(t, 'POST', '/admin/products', {
      token: manager,
      body: newProduct(categoryId, { LowStockLevel: 'ten' as never }),
    });
    expect(made.status).toBe(400);
    expect(made.body).toMatchObject({ Fields: [{ Field: 'body.LowStockLevel' }] });
    // nothing changed, and a whole number in range is kept
    const ok = await call(t, 'PATCH', `/admin/products/${p.Id}`, {
      token: manager,
      body: { LowStockLevel: 0 },
    });
    expect(ok.status).toBe(200);
    const read = await call(t, 'GET', `/admin/products/${p.Id}`, { token: manager });
    expect(read.body).toMatchObject({ LowStockLevel: 0 });
    // a store-wide threshold sent by the dashboard's caller is still refused when bad
    const bad = await call(t, 'GET', '/admin/dashboard?lowStock=-1', { token: manager });
    expect(bad.status).toBe(400);
  });
});
