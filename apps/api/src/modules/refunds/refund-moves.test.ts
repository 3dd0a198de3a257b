import { describe, expect, it } from 'vitest';
import { RefundDetails } from '@kirana/shared';
import { DB_KINDS } from '../../test/harness';
import {
  deliveredWalletOrder,
  items,
  moveRefund,
  refundCredits,
  refundMessagesTo,
  refundsTestApp,
  returned,
  returnedQty,
} from './refunds-test-kit';

// A refund moves only by its table: a rejection needs its reason and gives the units back.

describe.each(DB_KINDS)('refund moves on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('gives the units of a rejected return back; a rejection needs its reason; moves follow the table', async () => {
    const { t, ravi, p1 } = app;
    const order = await deliveredWalletOrder(t, ravi, items([p1.id, 2]));
    const r = await returned(t, ravi.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }],
      Reason: 'Quality not as expected',
      Destination: 'wallet',
    });
    expect(await returnedQty(t, order.OrderId)).toEqual([2]);
    expect((await moveRefund(t, r.RefundId, { Status: 'rejected' })).status).toBe(400);
    // a return is not picked up before it is approved, nor refunded by hand
    for (const Status of ['picked_up', 'refunded']) {
      const res = await moveRefund(t, r.RefundId, { Status, PayoutReference: '412345678901' });
      expect(res.status).toBe(409);
      expect(res.body.Code).toBe('REFUND_TRANSITION_INVALID');
    }
    const rejected = await moveRefund(t, r.RefundId, {
      Status: 'rejected',
      Reason: 'The photos show a different product',
    });
    expect(rejected.status).toBe(200);
    expect(RefundDetails.parse(rejected.body.RefundDetails)).toMatchObject({
      Status: 'rejected',
      RejectReason: 'The photos show a different product',
    });
    const rejectedMail = await refundMessagesTo(t, ravi.email, (m) =>
      m.some((x) => x.Subject.includes(`RF-${String(r.RefundId).padStart(6, '0')}: Rejected`)),
    );
    expect(rejectedMail.find((m) => m.Subject.endsWith('Rejected'))!.Body).toContain(
      'We could not accept the return of your refund',
    );
    expect(await returnedQty(t, order.OrderId)).toEqual([0]);
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(409);
    expect(await refundCredits(t, r.RefundId)).toEqual([]);
    // the units can be asked back again
    await returned(t, ravi.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }],
      Reason: 'Quality not as expected',
      Destination: 'wallet',
    });
    expect((await moveRefund(t, 999_999, { Status: 'approved' })).status).toBe(404);
  });
});
