import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminOrderAnswer } from '@kirana/shared';
import { startTestApp, type TestApp } from '../../../test/harness';
import { describeRaces } from '../../../test/races';
import { stockOf } from '../../checkout/checkout-test-kit';
import { refunds } from '../../refunds/refunds.tables';
import { callerTokens, type Caller } from '../../staff/staff-test-kit';
import {
  ADMIN_TOKEN,
  aProduct,
  auditOf,
  balanceOf,
  consoleAs,
  orderRow,
  placeOrder,
  shopperAt,
  UNLIMITED,
} from './orders-test-kit';

describeRaces('order edits under concurrent calls', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
  });
  afterAll(() => t?.close());

  const versionOf = async (id: number) =>
    AdminOrderAnswer.parse((await as('owner', 'GET', `/admin/orders/${id}`)).body).OrderDetails
      .Version;

  it('applies one of two edits made at once on the same version, refunding once', async () => {
    const shopper = await shopperAt(t, 'race.edit@example.com');
    const product = await aProduct(t, 4, 30_000);
    const order = await placeOrder(t, shopper, 'wallet', [
      { ProductId: product.id, VariantId: null, Qty: 5 },
    ]);
    const id = order.OrderId;
    const stock0 = await stockOf(t, product.id);
    const wallet0 = await balanceOf(t, shopper.userId);
    const Version = await versionOf(id);
    const results = await Promise.all(
      [4, 3, 2, 1].map((Qty, i) =>
        as(i % 2 ? 'owner' : 'manager', 'POST', `/admin/orders/${id}/edit`, {
          Version,
          Lines: [{ ProductId: product.id, VariantId: null, Qty }],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.Code]).toEqual([409, 'ORDER_CHANGED']);
    const row = await orderRow(t, id);
    const removed = 5 - row.itemCount;
    expect(await stockOf(t, product.id)).toBe(stock0 + removed);
    expect(row.refundedPaise).toBe(removed * 30_000);
    expect(await balanceOf(t, shopper.userId)).toBe(wallet0 + removed * 30_000);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(
      1,
    );
    expect(await auditOf(t, id, 'order.edit')).toHaveLength(1);
  });

  it('an edit and packing at once: either the edit lands before packing or it is refused', async () => {
    const shopper = await shopperAt(t, 'race.edit.pack@example.com');
    const product = await aProduct(t, 5, 20_000);
    for (let round = 0; round < 4; round++) {
      const order = await placeOrder(t, shopper, 'cod', [
        { ProductId: product.id, VariantId: null, Qty: 3 },
      ]);
      const id = order.OrderId;
      expect(
        (await as('owner', 'POST', `/admin/orders/${id}/status`, { Status: 'confirmed' })).status,
      ).toBe(200);
      const Version = await versionOf(id);
      const stock0 = await stockOf(t, product.id);
      const [edited, packed] = await Promise.all([
        as('manager', 'POST', `/admin/orders/${id}/edit`, {
          Version,
          Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
        }),
        as('packer', 'POST', `/admin/orders/${id}/status`, { Status: 'packed' }),
      ]);
      expect(packed.status).toBe(200);
      const row = await orderRow(t, id);
      expect(row.status).toBe('packed');
      if (edited.status === 200) {
        expect(row.itemCount).toBe(1);
        expect(await stockOf(t, product.id)).toBe(stock0 + 2);
      } else {
        expect(edited.status).toBe(409);
        expect(['ORDER_NOT_EDITABLE', 'ORDER_CHANGED']).toContain(edited.body.Code);
        expect(row.itemCount).toBe(3);
        expect(await stockOf(t, product.id)).toBe(stock0);
      }
    }
  });
});
