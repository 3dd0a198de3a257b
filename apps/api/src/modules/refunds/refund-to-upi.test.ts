import { describe, expect, it } from 'vitest';
import { formatInr, RefundDetails, ReturnOptionsAnswer } from '@kirana/shared';
import { DB_KINDS } from '../../test/harness';
import {
  ADMIN_TOKEN,
  balanceOf,
  call,
  collectCash,
  deliver,
  items,
  moveRefund,
  orderRow,
  placeOrder,
  refundMessagesTo,
  refundRow,
  refundsTestApp,
  returned,
} from './refunds-test-kit';

// A cash-on-delivery return paid out by UPI: only with a payout reference, the shopper told of
// each move.

describe.each(DB_KINDS)('UPI payouts of returns on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('pays a cash-on-delivery return out by UPI only with a payout reference', async () => {
    const { t, p1, newShopper } = app;
    const s = await newShopper();
    const order = await placeOrder(t, s, 'cod', items([p1.id, 2]));
    await deliver(t, order.OrderId);
    await collectCash(t, order.OrderId);
    const options = ReturnOptionsAnswer.parse(
      (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, s.token)).body,
    );
    expect(options.Destinations).toEqual(['wallet', 'upi']);
    const r = await returned(t, s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'Wrong item delivered',
      Destination: 'upi',
      UpiId: 'asha.rao@okhdfc',
    });
    expect(r).toMatchObject({ UpiAmount: r.Amount, WalletAmount: 0, UpiId: 'asha.rao@okhdfc' });
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
    const picked = await moveRefund(t, r.RefundId, { Status: 'picked_up' });
    expect(RefundDetails.parse(picked.body.RefundDetails).Status).toBe('picked_up');
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(r.Amount);
    expect(await balanceOf(t, s.userId)).toBe(0); // nothing to the wallet

    const noRef = await moveRefund(t, r.RefundId, { Status: 'refunded' });
    expect(noRef.status).toBe(400);
    expect(noRef.body.Code).toBe('PAYOUT_REFERENCE_REQUIRED');
    expect((await refundRow(t, r.RefundId)).status).toBe('picked_up');
    // not a UPI reference (12 digits) nor a bank UTR (16 to 22 letters and digits): a 400 naming
    // the field, in the reader's language, and the refund stays owed
    for (const PayoutReference of [
      'UPI-REF-40211',
      '12345678901',
      '1234567890123',
      '4123 4567 890',
      'HDFC-N5202201234',
      'A'.repeat(23),
    ]) {
      const bad = await moveRefund(t, r.RefundId, { Status: 'refunded', PayoutReference });
      expect(bad.status, PayoutReference).toBe(400);
      expect(bad.body.Fields).toEqual([
        {
          Field: 'body.PayoutReference',
          Message: 'A UPI reference has 12 digits (a bank UTR: 16 to 22 letters and digits)',
        },
      ]);
    }
    const inHindi = await fetch(`${t.url}/api/admin/refunds/${r.RefundId}/status`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ADMIN_TOKEN}`,
        'content-type': 'application/json',
        'accept-language': 'hi',
      },
      body: JSON.stringify({ Status: 'refunded', PayoutReference: 'UPI-REF-40211' }),
    });
    expect(inHindi.status).toBe(400);
    expect(((await inHindi.json()) as { Fields: unknown }).Fields).toEqual([
      {
        Field: 'body.PayoutReference',
        Message: 'UPI रेफ़रेंस 12 अंकों का होता है (बैंक का UTR: 16 से 22 अक्षर और अंक)',
      },
    ]);
    expect((await refundRow(t, r.RefundId)).status).toBe('picked_up');
    // the RRN as the bank app prints it, in groups with spaces: kept as its 12 digits
    const paid = await moveRefund(t, r.RefundId, {
      Status: 'refunded',
      PayoutReference: ' 4123 4567 8901 ',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(RefundDetails.parse(paid.body.RefundDetails)).toMatchObject({
      Status: 'refunded',
      PayoutReference: '412345678901',
    });
    expect((await refundRow(t, r.RefundId)).payoutReference).toBe('412345678901');
    expect(
      (await moveRefund(t, r.RefundId, { Status: 'refunded', PayoutReference: '412345678902' }))
        .status,
    ).toBe(409);

    // the app's job worker tells the shopper of each move by email, once each, with where the
    // money went (the refused move tells nothing)
    const number = `RF-${String(r.RefundId).padStart(6, '0')}`;
    // the worker may send them in any order; all three are awaited
    const told = await refundMessagesTo(t, s.email, (m) => m.length >= 3);
    expect(told.map((m) => m.Subject).sort()).toEqual(
      [
        `Refund ${number}: Approved`,
        `Refund ${number}: Picked up`,
        `Refund ${number}: Refunded`,
      ].sort(),
    );
    const refunded = told.find((m) => m.Subject.endsWith('Refunded'))!.Body;
    expect(refunded).toContain(
      `${formatInr(r.Amount)} was paid to asha.rao@okhdfc (reference 412345678901)`,
    );
    expect(refunded).toContain(`order ${order.OrderNumber}`);
    expect(refunded).toContain(`/refund/details/${r.RefundId}`);
  });
});
