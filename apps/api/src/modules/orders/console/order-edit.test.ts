import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdminOrderAnswer,
  AdminOrderEditPreviewAnswer,
  type AdminOrderDetails,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { stockMovements } from '../../catalogue/catalogue.tables';
import { stockOf } from '../../checkout/checkout-test-kit';
import { coupons } from '../../offers/offers.tables';
import { refunds } from '../../refunds/refunds.tables';
import { callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';
import { orderEdits } from '../orders.tables';
import {
  ADMIN_TOKEN,
  aProduct,
  auditOf,
  balanceOf,
  consoleAs,
  expectBadField,
  orderRow,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from './orders-test-kit';

describe.each(DB_KINDS)('the console edits an order before packing on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  let asha: Shopper;
  let rice: { id: number };
  let dal: { id: number };

  const two = (riceQty: number, dalQty: number) => [
    { ProductId: rice.id, VariantId: null, Qty: riceQty },
    { ProductId: dal.id, VariantId: null, Qty: dalQty },
  ];
  const details = async (id: number) =>
    AdminOrderAnswer.parse((await as('owner', 'GET', `/admin/orders/${id}`)).body).OrderDetails;
  const edit = async (
    id: number,
    lines: { ProductId: number; VariantId: null; Qty: number }[],
    version?: string,
    step: 'edit' | 'edit/preview' = 'edit',
  ) =>
    as('owner', 'POST', `/admin/orders/${id}/${step}`, {
      Version: version ?? (await details(id)).Version,
      Lines: lines,
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    asha = await shopperAt(t, 'asha.edit@example.com');
    rice = await aProduct(t, 3, 33_333);
    dal = await aProduct(t, 4, 12_345);
  });
  afterAll(() => t?.close());

  it('is for owner and manager only: a packer gets 403', async () => {
    const body = { Version: '1-1', Lines: [{ ProductId: 1, VariantId: null, Qty: 0 }] };
    for (const step of ['edit', 'edit/preview'])
      await expectRoles(
        t,
        tokens,
        'POST',
        `/admin/orders/999999/${step}`,
        ['owner', 'manager'],
        body,
      );
  });

  it('previews, then lowers a prepaid order: new bill, stock back, the difference refunded with a credit note, told on the timeline', async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: 'EDIT50', title: 'Edit', kind: 'flat', value: 5000 });
    const placed = await placeOrder(t, asha, 'wallet', two(3, 2), 'EDIT50');
    const id = placed.OrderId;
    const stock0 = await stockOf(t, rice.id);
    const wallet0 = await balanceOf(t, asha.userId);
    const before = await details(id);

    const preview = await edit(id, two(1, 2), before.Version, 'edit/preview');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = AdminOrderEditPreviewAnswer.parse(preview.body).Preview;
    expect(p.Changes).toEqual([
      expect.objectContaining({ ProductId: rice.id, QtyBefore: 3, QtyAfter: 1 }),
    ]);
    // the bill by the checkout's rules: the coupon's ₹50 spread again over what is left
    expect(p.Bill.ItemTotal).toBe(33_333 + 2 * 12_345);
    expect(p.Bill.CouponDiscount).toBe(5000);
    expect(p.Bill.Lines.reduce((a, l) => a + l.Discount, 0)).toBe(5000);
    expect(p.Bill.TaxableTotal + p.Bill.TaxTotal).toBe(p.Bill.AmountPayable);
    expect(p.AmountBefore).toBe(placed.AmountPayable);
    expect(p.Refund).toBe(placed.AmountPayable - p.AmountAfter);
    expect(p.Refund).toBe(2 * 33_333);
    // a preview writes nothing
    expect(await stockOf(t, rice.id)).toBe(stock0);

    const res = await edit(id, two(1, 2), before.Version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = AdminOrderAnswer.parse(res.body).OrderDetails;
    expect(after.AmountPayable).toBe(p.AmountAfter);
    expect(after.Lines.find((l) => l.ProductId === rice.id)?.Qty).toBe(1);
    expect(after.Version).not.toBe(before.Version);
    expect(await stockOf(t, rice.id)).toBe(stock0 + 2);
    // the stock history says why the two came back, and who
    const moved = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, id), eq(stockMovements.reason, 'order_edit')));
    expect(moved).toMatchObject([
      { productId: rice.id, change: 2, actor: expect.stringMatching(/^staff/) },
    ]);
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + p.Refund);
    const row = await orderRow(t, id);
    expect(row.refundedPaise).toBe(p.Refund);
    expect(row.itemCount).toBe(3);

    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(refund).toMatchObject({ kind: 'edit', amountPaise: p.Refund, status: 'refunded' });
    expect(refund!.creditNoteNumber).toBeTruthy();
    const [kept] = await t.database.db.select().from(orderEdits).where(eq(orderEdits.orderId, id));
    expect(kept).toMatchObject({ refundId: refund!.id, actorName: expect.any(String) });
    expect(kept!.billBefore.AmountPayable).toBe(placed.AmountPayable);

    const note = after.Timeline.at(-1)!;
    expect(note.Actor).toBe('store');
    expect(note.Note).toMatch(
      /^Items changed by .+: .+ 3 → 1\. New total ₹.+; ₹666\.66 refunded\.$/,
    );
    expect((await auditOf(t, id, 'order.edit')).length).toBe(1);
    expect(after.Refunds).toEqual([
      expect.objectContaining({ RefundId: refund!.id, Amount: p.Refund }),
    ]);

    // the invoice still prints as issued; a second edit on the old version is refused
    const stale = await edit(id, two(1, 1), before.Version);
    expect([stale.status, stale.body.Code]).toEqual([409, 'ORDER_CHANGED']);
  });

  it('refuses the cheats: raising, a line of another order, a negative quantity, no change, a packed order', async () => {
    const placed = await placeOrder(t, asha, 'cod', two(2, 1));
    const id = placed.OrderId;
    const raised = await edit(id, two(3, 1));
    expect([raised.status, raised.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);
    const other = await aProduct(t, 5, 10_000);
    const foreign = await edit(id, [{ ProductId: other.id, VariantId: null, Qty: 0 }]);
    expect([foreign.status, foreign.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);
    expectBadField(
      await edit(id, [{ ProductId: rice.id, VariantId: null, Qty: -1 }]),
      'body.Lines.0.Qty',
    );
    const same = await edit(id, two(2, 1));
    expect([same.status, same.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);

    // a COD order: the bill goes down, nothing to refund (the cash is paid at the door)
    const lowered = await edit(id, two(2, 0));
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const row = await orderRow(t, id);
    expect(row.amountPayablePaise).toBeLessThan(placed.AmountPayable);
    expect(row.refundedPaise).toBe(0);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(
      0,
    );

    for (const Status of ['confirmed', 'packed'] as const)
      expect((await as('owner', 'POST', `/admin/orders/${id}/status`, { Status })).status).toBe(
        200,
      );
    const packed = await edit(id, two(1, 0).slice(0, 1));
    expect([packed.status, packed.body.Code]).toEqual([409, 'ORDER_NOT_EDITABLE']);
  });

  it('refuses an edit that drops the coupon below its minimum and would raise the bill', async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: 'MIN800', title: 'Min', kind: 'flat', value: 20_000, minOrderPaise: 80_000 });
    const placed = await placeOrder(t, asha, 'cod', two(2, 2), 'MIN800');
    expect((await details(placed.OrderId)).Bill?.CouponDiscount).toBe(20_000);
    const res = await edit(placed.OrderId, two(2, 1));
    expect([res.status, res.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);
    expect(String(res.body.Message)).toMatch(/MIN800/);
  });

  it('cancels the order by the store’s cancel path when every item is removed', async () => {
    const placed = await placeOrder(t, asha, 'wallet', two(1, 1));
    const wallet0 = await balanceOf(t, asha.userId);
    const res = await edit(placed.OrderId, two(0, 0));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after: AdminOrderDetails = AdminOrderAnswer.parse(res.body).OrderDetails;
    expect(after.Status).toBe('cancelled');
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + placed.AmountPayable);
    expect((await auditOf(t, placed.OrderId, 'order.cancel')).length).toBe(1);
  });
});
