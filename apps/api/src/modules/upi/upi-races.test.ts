import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/harness';
import { startTestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { call, stockOf, UNLIMITED } from '../checkout/checkout-test-kit';
import { aShopper, orderRow, placedOrder } from '../payments/payment-test-kit';
import { paymentDeadlineJob } from '../payments/payment-deadline.job';
import { orders } from '../../db/tables';
import { ownerWithUpi, statementBody, utr } from './upi-test-kit';
import { upiCredits } from './upi.tables';

const EMAILS = Array.from({ length: 4 }, (_, i) => `upirace${i}@example.com`);

// A UPI-direct order is confirmed once or expires once, never both: the console's Confirm, a
// statement import carrying the same credit and the hold's expiry all run at once on it.
describeRaces('UPI direct races', (kind) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      TEST_LOGIN_IDENTIFIERS: EMAILS.join(','),
      TEST_LOGIN_CODE: '123456',
      ...UNLIMITED,
    });
    owner = await ownerWithUpi(t);
    const limits = { MaxUnpaidOrders: 100, MaxUnpaidUnits: 10_000 };
    expect((await call(t, 'PUT', '/admin/settings/unpaid-orders', owner, limits)).status).toBe(200);
  }, 600_000);
  afterAll(() => t?.close());

  it('40 orders, each confirmed, imported twice and expired at once: each ends paid once or expired with its stock back', async () => {
    const s = await aShopper(t, EMAILS[0]!, 1_000);
    const stock0 = await stockOf(t, s.product.id);
    const placed = [];
    for (let i = 0; i < 40; i++) placed.push(await placedOrder(t, s, 'upi_direct'));
    // every hold has ended: expiry may win
    await t.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.paymentMethod, 'upi_direct'));
    const csv = [
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      ...placed.map(
        (o, i) =>
          `29 Nov 2026,29 Nov 2026,UPI/CR/${utr(7000 + i)}/Order ${o.OrderNumber},${utr(7000 + i)},,${(o.Bill.AmountPayable / 100).toFixed(2)},1000.00`,
      ),
    ].join('\n');
    const expire = paymentDeadlineJob.handler({ deps: t.deps, log: t.app.log });
    const answers = await Promise.all([
      ...placed.map((o, i) =>
        call(t, 'POST', `/admin/upi-payments/${o.OrderId}/confirm`, owner, { Utr: utr(7000 + i) }),
      ),
      call(t, 'POST', '/admin/upi-statements', owner, statementBody('sbi.csv', csv, 'sbi')),
      call(t, 'POST', '/admin/upi-statements', owner, statementBody('sbi.csv', csv, 'sbi')),
      ...placed.map((o) => expire({ orderId: o.OrderId }).then(() => ({ status: 0, body: {} }))),
    ]);
    for (const a of answers) expect([0, 200, 409], JSON.stringify(a.body)).toContain(a.status);
    let paid = 0;
    for (const [i, o] of placed.entries()) {
      const row = await orderRow(t, o.OrderId);
      expect(['placed', 'expired']).toContain(row.status);
      const credits = await t.database.db
        .select()
        .from(upiCredits)
        .where(eq(upiCredits.orderId, o.OrderId));
      // one credit per UTR whatever reported it
      expect(credits).toHaveLength(1);
      expect(credits[0]!.utr).toBe(utr(7000 + i));
      if (row.status === 'placed') {
        paid++;
        expect(row.paidPaise).toBe(row.amountPayablePaise);
        expect(credits[0]!.outcome).toBe('confirmed');
      } else {
        expect(row.paidPaise).toBe(0);
        expect(credits[0]!.outcome).toBe('late');
      }
      const [events] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${o.OrderId} AND status IN ('placed', 'expired')`,
      );
      expect(events!.n).toBe(1);
    }
    // the stock of the expired ones came back, once each
    expect(await stockOf(t, s.product.id)).toBe(stock0 - paid);
  }, 600_000);
});
