import { describe, expect, it } from 'vitest';
import {
  RefundDetails,
  ReturnOptionsAnswer,
  type AdminOrderDetails,
  type OrderDetails,
} from '@kirana/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { DB_KINDS } from '../../test/harness';
import { refundNumberSql } from '../orders/order-extras';
import { refundNumber } from './refund-numbers';
import {
  ADMIN_TOKEN,
  balanceOf,
  call,
  deliveredWalletOrder,
  items,
  ledgerSum,
  lineOf,
  moveRefund,
  orderRow,
  refundCredits,
  refundsTestApp,
  refundTimeline,
  returned,
  returnedQty,
} from './refunds-test-kit';

// A return refunded to the wallet: through each status, exactly each line’s share.

describe.each(DB_KINDS)('refunds to the wallet on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('refunds a return to the wallet through requested, approved, picked up and refunded: exactly the line’s share', async () => {
    const { t, asha, p1, p2 } = app;
    const order = await deliveredWalletOrder(t, asha, items([p1.id, 3], [p2.id, 2]), 'FESTIVE10');
    const line = lineOf(order, p1.id);
    expect(line.Discount).toBeGreaterThan(0); // the coupon's share comes off what comes back
    const before = await balanceOf(t, asha.userId);

    const refund = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Comment: 'The pack was torn',
      Destination: 'wallet',
    });
    const share = Math.floor(line.NetAmount / 3);
    expect(refund).toMatchObject({
      Kind: 'return',
      Status: 'requested',
      Amount: share,
      WalletAmount: share,
      SourceAmount: 0,
      UpiAmount: 0,
      ItemCount: 1,
      OrderNumber: order.OrderNumber,
      RefundNumber: `RF-${String(refund.RefundId).padStart(6, '0')}`,
      Lines: [{ ProductId: p1.id, Qty: 1, Amount: share }],
      CreditNoteNumber: null,
    });
    expect(await returnedQty(t, order.OrderId)).toEqual([1, 0]);

    expect((await moveRefund(t, refund.RefundId, { Status: 'approved' })).status).toBe(200);
    expect(await balanceOf(t, asha.userId)).toBe(before); // nothing moves before the pickup

    const picked = await moveRefund(t, refund.RefundId, { Status: 'picked_up' });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const done = RefundDetails.parse(picked.body.RefundDetails);
    expect(done.Status).toBe('refunded');
    expect(done.CreditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(done.Timeline.map((e) => e.Status)).toEqual([
      'requested',
      'approved',
      'picked_up',
      'refunded',
    ]);
    expect(await refundTimeline(t, refund.RefundId)).toEqual([
      'requested:shopper',
      'approved:store',
      'picked_up:store',
      'refunded:system',
    ]);
    expect(await balanceOf(t, asha.userId)).toBe(before + share);
    expect(await ledgerSum(t, asha.userId)).toBe(await balanceOf(t, asha.userId));
    const credits = await refundCredits(t, refund.RefundId);
    expect(credits.map((c) => [c.amountPaise, c.reason, c.reference])).toEqual([
      [share, 'refund', `refund:${refund.RefundId}`],
    ]);
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(share);
    // the shopper's order shows the refund
    const details = await call(t, 'GET', `/order-details?orderId=${order.OrderId}`, asha.token);
    expect((details.body.OrderDetails as OrderDetails).Refunds).toEqual([
      {
        RefundId: refund.RefundId,
        RefundNumber: refund.RefundNumber,
        Kind: 'return',
        Status: 'refunded',
        Amount: share,
        WalletAmount: share,
        SourceAmount: 0,
        UpiAmount: 0,
        CreditNoteNumber: expect.stringMatching(/CN\/\d\d-\d\d\/\d{6}$/),
      },
    ]);
    // the owner's order names it by the same number (the console links "Return RF-000…")
    const owned = await call(t, 'GET', `/admin/orders/${order.OrderId}`, ADMIN_TOKEN);
    expect(owned.status).toBe(200);
    expect((owned.body.OrderDetails as AdminOrderDetails).Refunds).toEqual([
      {
        RefundId: refund.RefundId,
        RefundNumber: refund.RefundNumber,
        Kind: 'return',
        Status: 'refunded',
        Amount: share,
      },
    ]);
  });

  it("names a refund in an order's answer as refundNumber() does, past six digits too", async () => {
    const ids = [1, 3, 123_456, 999_999, 1_000_000, 12_345_678];
    const rows = await queryRows<{ id: number; number: string }>(
      app.t.database.db,
      sql`SELECT v.id, ${refundNumberSql(sql`v.id`)} AS number
          FROM unnest(${`{${ids.join(',')}}`}::int[]) AS v(id) ORDER BY v.id`,
    );
    expect(rows.map((r) => r.number)).toEqual(ids.map(refundNumber));
  });

  it('refunds exactly the lines’ net amounts when every unit comes back, in any steps', async () => {
    const { t, asha, p1, p2 } = app;
    const order = await deliveredWalletOrder(t, asha, items([p1.id, 3], [p2.id, 2]), 'FESTIVE10');
    const n1 = lineOf(order, p1.id).NetAmount;
    const n2 = lineOf(order, p2.id).NetAmount;
    const first = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'No longer needed',
      Destination: 'wallet',
    });
    const second = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [
        { ProductId: p2.id, VariantId: null, Qty: 2 },
        { ProductId: p1.id, VariantId: null, Qty: 1 },
        { ProductId: p1.id, VariantId: null, Qty: 1 }, // named twice: the units add up
      ],
      Reason: 'No longer needed',
      Destination: 'wallet',
    });
    expect(first.Amount + second.Amount).toBe(n1 + n2);
    expect(second.ItemCount).toBe(4);
    const before = await balanceOf(t, asha.userId);
    for (const r of [first, second]) {
      expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
      expect((await moveRefund(t, r.RefundId, { Status: 'picked_up' })).status).toBe(200);
    }
    expect(await balanceOf(t, asha.userId)).toBe(before + n1 + n2);
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(n1 + n2);
    expect(await returnedQty(t, order.OrderId)).toEqual([3, 2]);
    const options = ReturnOptionsAnswer.parse(
      (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, asha.token)).body,
    );
    expect(options.CanReturn).toBe(false);
    expect(options.Lines.map((l) => l.ReturnableQty)).toEqual([0, 0]);
  });
});
