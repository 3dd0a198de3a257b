import { describe, expect, it } from 'vitest';
import { type OrderDetails } from '@kirana/shared';
import { DB_KINDS } from '../../test/harness';
import {
  balanceOf,
  call,
  items,
  orderRow,
  placeOrder,
  refundRow,
  refundsTestApp,
  refundTimeline,
} from './refunds-test-kit';

// A cancelled paid order is refunded at once: the wallet part now, the online part through
// the gateway.

describe.each(DB_KINDS)('refunds of cancelled orders on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('refunds a cancelled order: the wallet at once, an online payment through the gateway', async () => {
    const { t, p1, p2, newShopper } = app;
    const s = await newShopper();
    const byWallet = await placeOrder(t, s, 'wallet', items([p1.id, 1]));
    const balance = await balanceOf(t, s.userId);
    const cancel = await call(t, 'POST', `/orders/${byWallet.OrderId}/cancel`, s.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [walletRefund] = (cancel.body.OrderDetails as OrderDetails).Refunds;
    expect(walletRefund).toMatchObject({ Status: 'refunded', Amount: byWallet.AmountPayable });
    expect(await balanceOf(t, s.userId)).toBe(balance + byWallet.AmountPayable);
    const row = await refundRow(t, walletRefund!.RefundId);
    expect(row).toMatchObject({ kind: 'cancellation', walletPaise: byWallet.AmountPayable });
    expect(row.creditNoteNumber).not.toBeNull();
    expect(await refundTimeline(t, row.id)).toEqual(['approved:system', 'refunded:system']);

    const online = await placeOrder(t, s, 'sandbox', items([p2.id, 1]));
    const cancelled = await call(t, 'POST', `/orders/${online.OrderId}/cancel`, s.token, {
      Reason: 'Found a better price',
      RefundTo: 'source',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refundId = (cancelled.body.OrderDetails as OrderDetails).Refunds[0]!.RefundId;
    expect(await refundRow(t, refundId)).toMatchObject({
      destination: 'source',
      sourcePaise: online.AmountPayable,
      walletPaise: 0,
    });
    // the job worker of the running app sends it back
    for (let i = 0; i < 100 && (await refundRow(t, refundId)).status !== 'refunded'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await refundRow(t, refundId)).status).toBe('refunded');
    expect((await orderRow(t, online.OrderId)).refundedPaise).toBe(online.AmountPayable);
    expect(await balanceOf(t, s.userId)).toBe(balance + byWallet.AmountPayable);
  });
});
