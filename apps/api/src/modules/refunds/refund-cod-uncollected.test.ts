import { describe, expect, it } from 'vitest';
import { AdminRefundAnswer, RefundDetails } from '@kirana/shared';
import { DB_KINDS } from '../../test/harness';
import {
  ADMIN_TOKEN,
  admin,
  balanceOf,
  collectCash,
  deliver,
  items,
  moveRefund,
  orderRow,
  placeOrder,
  refundRow,
  refundsTestApp,
  returned,
} from './refunds-test-kit';

// A cash-on-delivery order refunds only what the store received: until its cash is marked
// collected a return may be asked for and approved (the goods), but nothing is paid out, to UPI
// or to the wallet, and the console does not call the cash paid.

const NOT_COLLECTED =
  'Mark the cash collected before refunding: nothing was received for this order yet.';

describe.each(DB_KINDS)('cash-on-delivery returns before the cash is marked on %s', (kind) => {
  const app = refundsTestApp(kind);

  /** A delivered COD order, its cash not marked, and a return of one unit to `Destination`. */
  async function uncollectedReturn(Destination: 'upi' | 'wallet') {
    const { t, p1, newShopper } = app;
    const s = await newShopper();
    const order = await placeOrder(t, s, 'cod', items([p1.id, 2]));
    await deliver(t, order.OrderId);
    const r = await returned(t, s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'Wrong item delivered',
      Destination,
      ...(Destination === 'upi' ? { UpiId: 'asha.rao@okhdfc' } : {}),
    });
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
    return { s, order, r };
  }

  it('refuses to pay a UPI refund out until the cash is marked, then pays it', async () => {
    const { t } = app;
    const { order, r } = await uncollectedReturn('upi');
    // the console's refund page does not call the uncollected cash paid
    const page = AdminRefundAnswer.parse(
      (await admin(t, 'GET', `/admin/refunds/${r.RefundId}`)).body,
    );
    expect(page.RefundDetails.Order.Paid).toBe(0);

    const res = await moveRefund(t, r.RefundId, { Status: 'picked_up' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ Code: 'COD_CASH_NOT_COLLECTED', Message: NOT_COLLECTED });
    const inHindi = await fetch(`${t.url}/api/admin/refunds/${r.RefundId}/status`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ADMIN_TOKEN}`,
        'content-type': 'application/json',
        'accept-language': 'hi',
      },
      body: JSON.stringify({ Status: 'picked_up' }),
    });
    expect(inHindi.status).toBe(409);
    expect(((await inHindi.json()) as { Message: string }).Message).toBe(
      'रिफ़ंड से पहले नकद मिलना दर्ज करें: इस ऑर्डर के लिए अभी कुछ भी नहीं मिला है।',
    );
    // nothing moved: the refund waits approved, the order has given nothing back
    expect((await refundRow(t, r.RefundId)).status).toBe('approved');
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(0);

    await collectCash(t, order.OrderId);
    const after = AdminRefundAnswer.parse(
      (await admin(t, 'GET', `/admin/refunds/${r.RefundId}`)).body,
    );
    expect(after.RefundDetails.Order.Paid).toBe(after.RefundDetails.Order.AmountPayable);
    const picked = await moveRefund(t, r.RefundId, { Status: 'picked_up' });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(RefundDetails.parse(picked.body.RefundDetails).Status).toBe('picked_up');
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(r.Amount);
  });

  it('cheating: choosing the wallet instead of UPI pays nothing out either', async () => {
    const { t } = app;
    const { s, order, r } = await uncollectedReturn('wallet');
    const res = await moveRefund(t, r.RefundId, { Status: 'picked_up' });
    expect(res.status).toBe(409);
    expect(res.body.Code).toBe('COD_CASH_NOT_COLLECTED');
    expect(await balanceOf(t, s.userId)).toBe(0);
    expect((await refundRow(t, r.RefundId)).status).toBe('approved');
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(0);
  });

  it('cheating: a short collection refunds no more than was collected', async () => {
    const { t, p1, newShopper } = app;
    const s = await newShopper();
    const order = await placeOrder(t, s, 'cod', items([p1.id, 2]));
    await deliver(t, order.OrderId);
    const o = await orderRow(t, order.OrderId);
    // one paisa collected of the whole bill
    const marked = await admin(t, 'POST', `/admin/orders/${order.OrderId}/cod-collected`, {
      Amount: 1,
      Method: 'cash',
      Shortfall: true,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(o.amountPayablePaise).toBeGreaterThan(1);
    const r = await returned(t, s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'Wrong item delivered',
      Destination: 'upi',
      UpiId: 'asha.rao@okhdfc',
    });
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
    const res = await moveRefund(t, r.RefundId, { Status: 'picked_up' });
    expect(res.status).toBe(409);
    expect(res.body.Code).toBe('REFUND_EXCEEDS_PAID');
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(0);
  });
});
