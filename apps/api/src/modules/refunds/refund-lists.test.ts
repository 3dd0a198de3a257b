import { beforeAll, describe, expect, it } from 'vitest';
import { RefundListAnswer } from '@kirana/shared';
import { DB_KINDS } from '../../test/harness';
import {
  admin,
  aWalletReturn,
  call,
  deliveredWalletOrder,
  items,
  moveRefund,
  refundsTestApp,
} from './refunds-test-kit';

// The shopper’s refunds, newest first and ten a page, and the store owner’s list.

describe.each(DB_KINDS)('refund lists on %s', (kind) => {
  const app = refundsTestApp(kind);

  // two returns of Asha's, and one of Ravi's the store rejected
  beforeAll(async () => {
    const { t, asha, ravi, p1 } = app;
    const ashas = await deliveredWalletOrder(t, asha, items([p1.id, 2]));
    await aWalletReturn(t, asha, ashas.OrderId, p1.id);
    await aWalletReturn(t, asha, ashas.OrderId, p1.id);
    const ravis = await deliveredWalletOrder(t, ravi, items([p1.id, 1]));
    const r = await aWalletReturn(t, ravi, ravis.OrderId, p1.id);
    await moveRefund(t, r.RefundId, { Status: 'rejected', Reason: 'Test over' });
  });

  it('lists refunds newest first, ten a page, and the store owner’s list with the shopper', async () => {
    const { t, asha, ravi, newShopper } = app;
    const list = RefundListAnswer.parse(
      (await call(t, 'GET', '/refunds?pageNo=1', asha.token)).body,
    );
    expect(list.NoRefunds).toBe(false);
    expect(list.Refunds.length).toBe(Math.min(10, list.CountTotalRefunds));
    const ids = list.Refunds.map((r) => r.RefundId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const fresh = await newShopper();
    expect(RefundListAnswer.parse((await call(t, 'GET', '/refunds', fresh.token)).body)).toEqual({
      NoRefunds: true,
      CountTotalRefunds: 0,
      PageNo: 1,
      Refunds: [],
    });
    const owner = await admin(t, 'GET', '/admin/refunds?status=rejected&pageNo=1');
    expect(owner.status).toBe(200);
    const rows = owner.body.Refunds as { Status: string; UserId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Status === 'rejected' && r.UserId === ravi.userId)).toBe(true);
    expect((await call(t, 'GET', '/admin/refunds', asha.token)).status).toBe(401);
  });
});
