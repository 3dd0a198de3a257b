import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import {
  ADMIN_TOKEN,
  aProduct,
  askReturn,
  aShopper,
  balanceOf,
  deliver,
  ledgerSum,
  moveRefund,
  orderRow,
  placeOrder,
  refundCredits,
  refundTimeline,
  returned,
  returnedQty,
  UNLIMITED,
  type Shopper,
} from './refunds-test-kit';
import { refunds } from './refunds.tables';

// Races on PostgreSQL: many identical moves of one refund at once, many returns of one unit.

describeRaces('refund races', (kind) => {
  let t: TestApp;
  let s: Shopper;
  let product: { id: number };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    s = await aShopper(t, 'racer.refunds@example.com');
    product = await aProduct(t, 0, 19_999);
  });
  afterAll(() => t?.close());

  it('100 approvals then 100 pickups of one refund at once: one of each, the wallet credited once', async () => {
    const order = await placeOrder(t, s, 'wallet', [
      { ProductId: product.id, VariantId: null, Qty: 2 },
    ]);
    await deliver(t, order.OrderId);
    const r = await returned(t, s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
    });
    const before = await balanceOf(t, s.userId);

    for (const Status of ['approved', 'picked_up']) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => moveRefund(t, r.RefundId, { Status })),
      );
      const codes = answers.map((a) => a.status);
      expect(
        codes.filter((c) => c === 200),
        Status,
      ).toHaveLength(1);
      expect(
        codes.filter((c) => c === 409),
        Status,
      ).toHaveLength(99);
      expect(
        answers
          .filter((a) => a.status === 409)
          .every((a) => a.body.Code === 'REFUND_TRANSITION_INVALID'),
      ).toBe(true);
    }

    expect(await refundTimeline(t, r.RefundId)).toEqual([
      'requested:shopper',
      'approved:store',
      'picked_up:store',
      'refunded:system',
    ]);
    expect(await refundCredits(t, r.RefundId)).toHaveLength(1);
    expect(await balanceOf(t, s.userId)).toBe(before + r.Amount);
    expect(await ledgerSum(t, s.userId)).toBe(await balanceOf(t, s.userId));
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(r.Amount);
  });

  it('50 return requests for the same single unit at once create exactly one', async () => {
    const order = await placeOrder(t, s, 'wallet', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    await deliver(t, order.OrderId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        askReturn(t, s.token, {
          OrderId: order.OrderId,
          Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
          Reason: 'No longer needed',
          Destination: 'wallet',
        }),
      ),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const [n] = await t.database.db
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.orderId, order.OrderId));
    expect(n!.n).toBe(1);
    expect(await returnedQty(t, order.OrderId)).toEqual([1]);
  });
});
