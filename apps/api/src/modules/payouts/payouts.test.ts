import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PaymentSession,
  PayoutsAnswer,
  SettlementImportAnswer,
  type OrderDetails,
  type PayoutLine,
} from '@kirana/shared';
import { DB_KINDS, type TestApp } from '../../test/harness';
import type { RazorpayStandin } from '../../test/razorpay-standin';
import { call } from '../checkout/checkout-test-kit';
import { payments } from '../payments/payments.tables';
import {
  aShopper,
  placedOrder,
  startAppWithRazorpay,
  startPaying,
} from '../payments/payment-test-kit';
import { refundPayoutJob } from '../refunds/refunds.plugin';
import { refunds } from '../refunds/refunds.tables';
import { staffSession } from '../staff/staff-test-kit';

// Razorpay's fee on capture, and the settlement report: imported once, each payment and refund
// matched to its order, and what is unmatched, settled twice or short listed.

const EMAILS = Array.from({ length: 6 }, (_, i) => `payout${i}@example.com`);

describe.each(DB_KINDS)('payout reconciliation against a local Razorpay on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandin;
  let close: () => Promise<void>;
  let owner: string;
  let manager: string;
  let packer: string;
  let n = 0;

  beforeAll(async () => {
    ({ t, rzp, close } = await startAppWithRazorpay(kind, EMAILS));
    owner = (await staffSession(t, 'owner')).token;
    manager = (await staffSession(t, 'manager')).token;
    packer = (await staffSession(t, 'packer')).token;
  });
  beforeEach(() => rzp.setWebhookUrl(`${t.url}/api/payments/razorpay/webhook`));
  afterAll(() => close?.());

  /** An order paid through the stand-in, its webhooks delivered. */
  async function paidOrder() {
    const s = await aShopper(t, EMAILS[n++]!, 20);
    const order = await placedOrder(t, s, 'razorpay');
    const session = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'razorpay')).body,
    );
    const paid = rzp.pay(session.GatewayOrderId, { outcome: 'captured' }) as {
      razorpay_payment_id: string;
    };
    await rzp.flushWebhooks();
    return {
      s,
      order,
      paymentId: paid.razorpay_payment_id,
      gatewayOrderId: session.GatewayOrderId,
    };
  }
  const paymentRow = async (gatewayPaymentId: string) =>
    (
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.gatewayPaymentId, gatewayPaymentId))
    )[0]!;
  const upload = (token: string, csv: string, fileName = 'settlements.csv') =>
    call(t, 'POST', '/admin/payouts/settlement-reports', token, {
      FileName: fileName,
      ContentBase64: Buffer.from(csv).toString('base64'),
    });
  const imported = async (csv: string) => {
    const res = await upload(owner, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return SettlementImportAnswer.parse(res.body);
  };
  const lines = async (token = owner) => {
    const res = await call(t, 'GET', '/admin/payouts?state=all&pageSize=60', token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return PayoutsAnswer.parse(res.body);
  };
  const stateOf = (all: PayoutLine[], entityId: string) =>
    all.filter((l) => l.EntityId === entityId).map((l) => l.State);

  it('records Razorpay’s fee and its GST on our payment when it is captured', async () => {
    const { paymentId } = await paidOrder();
    const gateway = rzp.payments.get(paymentId)!;
    expect(gateway.fee).toBeGreaterThan(0);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'captured',
      feePaise: gateway.fee,
      feeTaxPaise: gateway.tax,
    });
  });

  it('matches a settlement report to orders once, and lists what is unmatched, settled twice or short', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    // b is cancelled and its money sent back through Razorpay
    const cancelled = await call(t, 'POST', `/orders/${b.order.OrderId}/cancel`, b.s.token, {
      Reason: 'Found a better price',
      RefundTo: 'source',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refundId = (cancelled.body.OrderDetails as OrderDetails).Refunds[0]!.RefundId;
    await refundPayoutJob.handler({ deps: t.deps })({ refundId });
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(refund!.gatewayRefundId).toMatch(/^rfnd_/);
    // the capture's fee is forgotten: the report fills it in
    await t.database.db
      .update(payments)
      .set({ feePaise: null, feeTaxPaise: null })
      .where(eq(payments.gatewayPaymentId, a.paymentId));

    const report = rzp.settlementReport({
      extra: [
        { entity_id: 'pay_NotOursAtAll01', type: 'payment', amount: 12_345, fee: 247, tax: 44 },
        { entity_id: 'adj_Chargeback001', type: 'adjustment', amount: 500 },
      ],
    });
    const first = await imported(report.csv);
    expect(first).toMatchObject({ AlreadyImported: 0, RepeatedInFile: [], Skipped: [] });
    expect(first.Added).toBeGreaterThanOrEqual(5);
    // the same file again changes nothing
    expect(await imported(report.csv)).toMatchObject({ Added: 0, AlreadyImported: first.Added });

    const gatewayA = rzp.payments.get(a.paymentId)!;
    expect(await paymentRow(a.paymentId)).toMatchObject({
      feePaise: gatewayA.fee,
      feeTaxPaise: gatewayA.tax,
    });
    let all = (await lines()).Lines;
    expect(all.find((l) => l.EntityId === a.paymentId)).toMatchObject({
      State: 'matched',
      OrderNumber: a.order.OrderNumber,
      Amount: a.order.AmountPayable,
      Expected: a.order.AmountPayable,
      SettlementId: report.settlementId,
      SettlementUtr: report.utr,
    });
    expect(stateOf(all, b.paymentId)).toEqual(['matched']);
    expect(all.find((l) => l.EntityId === refund!.gatewayRefundId)).toMatchObject({
      Type: 'refund',
      State: 'matched',
      OrderId: b.order.OrderId,
    });
    expect(stateOf(all, 'pay_NotOursAtAll01')).toEqual(['unmatched']);
    expect(stateOf(all, 'adj_Chargeback001')).toEqual(['adjustment']);

    // a's payment in a second settlement: settled twice; a payment settled short; a line twice
    // in one file counts once
    const c = await paidOrder();
    const again = rzp.settlementReport({
      only: [a.paymentId],
      extra: [
        {
          entity_id: c.paymentId,
          type: 'payment',
          amount: c.order.AmountPayable - 100,
          order_id: c.gatewayOrderId,
        },
      ],
    });
    const [header, ...rows] = again.csv.trim().split('\n');
    const second = await imported([header, ...rows, rows[0]].join('\n'));
    expect(second).toMatchObject({
      Added: 2,
      RepeatedInFile: [{ Line: 4, EntityId: a.paymentId }],
    });
    const answer = await lines();
    all = answer.Lines;
    expect(stateOf(all, a.paymentId)).toEqual(['twice', 'twice']);
    expect(all.find((l) => l.EntityId === c.paymentId)).toMatchObject({
      State: 'short',
      Expected: c.order.AmountPayable,
      Amount: c.order.AmountPayable - 100,
    });
    // problems first: only what needs a look
    const problems = PayoutsAnswer.parse((await call(t, 'GET', '/admin/payouts', owner)).body);
    expect(new Set(problems.Lines.map((l) => l.State))).toEqual(
      new Set(['twice', 'short', 'unmatched']),
    );
    expect(problems.TotalLines).toBe(
      answer.Counts.twice + answer.Counts.short + answer.Counts.unmatched,
    );
  });

  it('tells a file that is not the settlement report, naming the field', async () => {
    const res = await upload(owner, 'Txn Date,Description,Amount\n01/11/2026,UPI,10.00\n');
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('SETTLEMENT_REPORT_COLUMNS');
    expect(JSON.stringify(res.body)).toContain('ContentBase64');
  });

  it('is for the owner and managers, never a packer', async () => {
    expect((await call(t, 'GET', '/admin/payouts', manager)).status).toBe(200);
    expect((await call(t, 'GET', '/admin/payouts', packer)).status).toBe(403);
    expect((await upload(packer, 'entity_id,type,amount,settlement_id\n')).status).toBe(403);
  });
});
