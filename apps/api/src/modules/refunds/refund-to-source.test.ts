import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RefundDetails, ReturnOptionsAnswer } from '@kirana/shared';
import { inTransaction } from '../../db/client';
import { DB_KINDS } from '../../test/harness';
import { lockOrder } from '../orders';
import { markGatewayRefundProcessed, refundCancelledOrder } from './index';
import { refundPayoutJob } from './refunds.plugin';
import {
  balanceOf,
  call,
  deliver,
  items,
  moveRefund,
  placeOrder,
  refundRow,
  refundsTestApp,
  refundTimeline,
  returned,
} from './refunds-test-kit';

// A refund to the online payment: sent through the gateway job once, matched by its notes once.

describe.each(DB_KINDS)('refunds to the payment on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('sends a return of an online order back to the payment through the gateway job', async () => {
    const { t, p2, newShopper } = app;
    const s = await newShopper();
    const order = await placeOrder(t, s, 'sandbox', items([p2.id, 2]));
    await deliver(t, order.OrderId);
    const options = ReturnOptionsAnswer.parse(
      (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, s.token)).body,
    );
    // a sandbox payment is no money: it never turns into wallet money
    expect(options.Destinations).toEqual(['source']);
    const r = await returned(t, s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p2.id, VariantId: null, Qty: 1 }],
      Reason: 'No longer needed',
      Destination: 'source',
    });
    expect(r).toMatchObject({ SourceAmount: r.Amount, WalletAmount: 0 });
    await moveRefund(t, r.RefundId, { Status: 'approved' });
    const picked = RefundDetails.parse(
      (await moveRefund(t, r.RefundId, { Status: 'picked_up' })).body.RefundDetails,
    );
    expect(picked.Status).toBe('picked_up'); // until the gateway says processed
    // the worker runs the job too; running it again makes no second refund
    const job = refundPayoutJob.handler({ deps: t.deps });
    await Promise.all([job({ refundId: r.RefundId }), job({ refundId: r.RefundId })]);
    const row = await refundRow(t, r.RefundId);
    expect(row.status).toBe('refunded');
    expect(row.gatewayRefundId).toMatch(/^sandbox_rfnd_/);
    expect(await refundTimeline(t, r.RefundId)).toEqual([
      'requested:shopper',
      'approved:store',
      'picked_up:store',
      'refunded:system',
    ]);
    expect(await balanceOf(t, s.userId)).toBe(0);
    // the webhook arriving afterwards changes nothing
    expect(
      await inTransaction(t.database.db, (tx) =>
        markGatewayRefundProcessed(tx, { gatewayRefundId: row.gatewayRefundId! }),
      ),
    ).toBe(false);
  });

  it('finds a refund the gateway processed by our id in its notes, once', async () => {
    const { t, p1, newShopper } = app;
    const s = await newShopper();
    const order = await placeOrder(t, s, 'sandbox', items([p1.id, 1]));
    // as the checkout module does on its locked order; the job is held back to let the webhook win
    const refundId = await inTransaction(t.database.db, async (tx) => {
      const locked = (await lockOrder(tx, order.OrderId, null))!;
      const id = await refundCancelledOrder(tx, locked, { refundTo: 'source', actor: 'store' });
      await tx.execute(
        sql`UPDATE jobs SET run_at = now() + interval '1 hour'
            WHERE kind = 'refund-gateway-payout' AND (payload->>'refundId')::int = ${id}`,
      );
      return id!;
    });
    expect((await refundRow(t, refundId)).status).toBe('approved');
    const mark = (gatewayRefundId: string, id?: number) =>
      inTransaction(t.database.db, (tx) =>
        markGatewayRefundProcessed(tx, { gatewayRefundId, refundId: id }),
      );
    expect(await mark('rfnd_unknown_1')).toBe(false);
    expect(await mark('rfnd_test_0001', refundId)).toBe(true);
    expect(await mark('rfnd_test_0001', refundId)).toBe(false);
    expect(await mark('rfnd_test_0001')).toBe(false);
    expect(await refundRow(t, refundId)).toMatchObject({
      status: 'refunded',
      gatewayRefundId: 'rfnd_test_0001',
    });
    // nothing was paid for an order never paid: no refund
    const unpaid = await placeOrder(t, s, 'cod', items([p1.id, 1]));
    expect(
      await inTransaction(t.database.db, async (tx) =>
        refundCancelledOrder(tx, (await lockOrder(tx, unpaid.OrderId, null))!, {
          refundTo: 'wallet',
          actor: 'shopper',
        }),
      ),
    ).toBeNull();
  });
});
