import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UpiPaymentPage, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call, stockOf, UNLIMITED } from '../checkout/checkout-test-kit';
import {
  aShopper,
  balanceOf,
  fundWallet,
  orderRow,
  passDeadline,
  placedOrder,
} from '../payments/payment-test-kit';
import { staffSession } from '../staff/staff-test-kit';
import { ownerWithUpi, queueOf, SHOP_UPI, utr } from './upi-test-kit';
import { upiCredits } from './upi.tables';

const EMAILS = Array.from({ length: 12 }, (_, i) => `upi${i}@example.com`);

// UPI straight to the shop's bank: the order waits held, the shopper's UTR confirms nothing,
// the store's Confirm pays it once; expiry gives the holds back; a late credit is listed.
describe.each(DB_KINDS)('UPI direct on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let n = 0;
  const shopper = () => aShopper(t, EMAILS[n++]!, 50);
  const page = async (token: string, orderId: number) => {
    const res = await call(t, 'GET', `/orders/${orderId}/upi`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return UpiPaymentPage.parse(res.body);
  };
  const report = (token: string, orderId: number, Utr: string) =>
    call(t, 'PUT', `/orders/${orderId}/upi/reference`, token, { Utr });
  const confirm = (token: string | undefined, orderId: number, body: object = {}) =>
    call(t, 'POST', `/admin/upi-payments/${orderId}/confirm`, token, body);

  beforeAll(async () => {
    t = await startTestApp(kind, {
      TEST_LOGIN_IDENTIFIERS: EMAILS.join(','),
      TEST_LOGIN_CODE: '123456',
      ...UNLIMITED,
    });
    owner = await ownerWithUpi(t, { HoldMinutes: 45 });
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses settings without a valid UPI ID or payee name, naming the field; a packer may not change them', async () => {
    const bad = await call(t, 'PUT', '/admin/payment-settings/upi', owner, {
      ...SHOP_UPI,
      Vpa: 'not-a-vpa',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Vpa');
    const noName = await call(t, 'PUT', '/admin/payment-settings/upi', owner, {
      ...SHOP_UPI,
      PayeeName: '',
    });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('PayeeName');
    const packer = (await staffSession(t, 'packer')).token;
    expect((await call(t, 'PUT', '/admin/payment-settings/upi', packer, SHOP_UPI)).status).toBe(
      403,
    );
    const read = await call(t, 'GET', '/admin/payment-settings', owner);
    expect((read.body as { Upi: unknown }).Upi).toEqual({ ...SHOP_UPI, HoldMinutes: 45 });
  });

  it('places the order awaiting payment, holding its stock until the hold time, with the payment request’s fields', async () => {
    const s = await shopper();
    const before = await stockOf(t, s.product.id);
    const placedAt = Date.now();
    const order = await placedOrder(t, s, 'upi_direct', { qty: 2 });
    expect(order.Status).toBe('awaiting_payment');
    expect(await stockOf(t, s.product.id)).toBe(before - 2);
    const p = await page(s.token, order.OrderId);
    expect(p).toMatchObject({
      OrderNumber: order.OrderNumber,
      Amount: order.Bill.AmountPayable,
      Vpa: SHOP_UPI.Vpa,
      PayeeName: SHOP_UPI.PayeeName,
      Stage: 'to_pay',
      Utr: null,
    });
    expect(p.Note).toContain(order.OrderNumber);
    const holdMs = new Date(p.PayBy!).getTime() - placedAt;
    expect(holdMs).toBeGreaterThan(44 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(46 * 60_000);
  });

  it('takes a 12-digit UTR from the order’s shopper only; the order stays held and checking', async () => {
    const s = await shopper();
    const other = await shopper();
    const order = await placedOrder(t, s, 'upi_direct');
    const short = await report(s.token, order.OrderId, '12345678901');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Utr');
    // someone else's order: not found, and nothing recorded
    expect((await report(other.token, order.OrderId, utr(1))).status).toBe(404);
    expect((await call(t, 'GET', `/orders/${order.OrderId}/upi`, other.token)).status).toBe(404);
    const ok = await report(s.token, order.OrderId, utr(2));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(UpiPaymentPage.parse(ok.body)).toMatchObject({ Stage: 'checking', Utr: utr(2) });
    expect((await orderRow(t, order.OrderId)).status).toBe('awaiting_payment');
    // the same UTR for another order is refused
    const second = await placedOrder(t, other, 'upi_direct');
    expect((await report(other.token, second.OrderId, utr(2))).status).toBe(409);
  });

  it('lets only money roles confirm: a shopper never confirms their own order, a packer never', async () => {
    const s = await shopper();
    const order = await placedOrder(t, s, 'upi_direct');
    await report(s.token, order.OrderId, utr(10));
    expect((await confirm(s.token, order.OrderId)).status).toBe(401);
    const packer = (await staffSession(t, 'packer')).token;
    expect((await confirm(packer, order.OrderId)).status).toBe(403);
    expect((await call(t, 'GET', '/admin/upi-payments', packer)).status).toBe(403);
    expect((await orderRow(t, order.OrderId)).status).toBe('awaiting_payment');
    const manager = (await staffSession(t, 'manager')).token;
    const q = await queueOf(t, manager);
    expect(q.ToCheck.find((r) => r.OrderId === order.OrderId)).toMatchObject({
      OrderNumber: order.OrderNumber,
      Amount: order.Bill.AmountPayable,
      Utr: utr(10),
    });
  });

  it('Confirm pays the order once, with its invoice number; a second Confirm or the same UTR elsewhere changes nothing', async () => {
    const s = await shopper();
    const order = await placedOrder(t, s, 'upi_direct');
    await report(s.token, order.OrderId, utr(20));
    const res = await confirm(owner, order.OrderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await orderRow(t, order.OrderId);
    expect(row.status).toBe('placed');
    expect(row.paidPaise).toBe(row.amountPayablePaise);
    expect(row.invoiceNumber).toBeTruthy();
    expect((await page(s.token, order.OrderId)).Stage).toBe('paid');
    expect((await confirm(owner, order.OrderId)).status).toBe(409);
    const again = await placedOrder(t, s, 'upi_direct');
    const reused = await confirm(owner, again.OrderId, { Utr: utr(20) });
    expect(reused.status).toBe(409);
    expect((reused.body as { Code: string }).Code).toBe('UTR_ALREADY_USED');
    expect((await orderRow(t, again.OrderId)).status).toBe('awaiting_payment');
    // a Confirm with no UTR at all names the field
    const none = await confirm(owner, again.OrderId);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Utr');
  });

  it('Not received cancels the order and gives back its stock and wallet part', async () => {
    const s = await shopper();
    await fundWallet(t, s.userId, 5_000);
    const stock = await stockOf(t, s.product.id);
    const order = await placedOrder(t, s, 'upi_direct', { walletAmount: 2_000 });
    expect(await balanceOf(t, s.userId)).toBe(3_000);
    const res = await call(t, 'POST', `/admin/upi-payments/${order.OrderId}/not-received`, owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderRow(t, order.OrderId)).status).toBe('cancelled');
    expect(await stockOf(t, s.product.id)).toBe(stock);
    expect(await balanceOf(t, s.userId)).toBe(5_000);
    expect((await page(s.token, order.OrderId)).Stage).toBe('cancelled');
  });

  it('expires an unconfirmed order at its hold’s end with its holds back; a late credit is listed, then re-confirmed re-taking stock', async () => {
    const s = await shopper();
    const stock = await stockOf(t, s.product.id);
    const order = await placedOrder(t, s, 'upi_direct', { qty: 3 });
    await passDeadline(t, order.OrderId);
    expect((await orderRow(t, order.OrderId)).status).toBe('expired');
    expect(await stockOf(t, s.product.id)).toBe(stock);
    expect((await page(s.token, order.OrderId)).Stage).toBe('expired');
    expect((await report(s.token, order.OrderId, utr(30))).status).toBe(409);
    // the owner confirms anyway (the money came late): it is recorded and listed, not paid
    const late = await confirm(owner, order.OrderId, { Utr: utr(30) });
    expect(late.status).toBe(409);
    const q = await queueOf(t, owner);
    expect(q.LateCredits.find((c) => c.Utr === utr(30))).toMatchObject({
      OrderId: order.OrderId,
      OrderStatus: 'expired',
    });
    const re = await call(t, 'POST', `/admin/upi-credits/${utr(30)}/settle`, owner, {
      Action: 'reconfirm',
    });
    expect(re.status, JSON.stringify(re.body)).toBe(200);
    const row = await orderRow(t, order.OrderId);
    expect(row.status).toBe('placed');
    expect(row.paidPaise).toBe(row.amountPayablePaise);
    expect(await stockOf(t, s.product.id)).toBe(stock - 3);
    // settled once: a second settlement is refused
    expect(
      (
        await call(t, 'POST', `/admin/upi-credits/${utr(30)}/settle`, owner, {
          Action: 'reconfirm',
        })
      ).status,
    ).toBe(409);
  });

  it('refuses a re-confirm when the stock is gone, and then the credit is refunded to a UPI id once', async () => {
    const s = await shopper();
    const order = await placedOrder(t, s, 'upi_direct', { qty: 2 });
    await passDeadline(t, order.OrderId);
    expect((await confirm(owner, order.OrderId, { Utr: utr(40) })).status).toBe(409);
    await t.database.db.execute(`UPDATE products SET stock = 1 WHERE id = ${s.product.id}`);
    const re = await call(t, 'POST', `/admin/upi-credits/${utr(40)}/settle`, owner, {
      Action: 'reconfirm',
    });
    expect(re.status).toBe(409);
    expect((await orderRow(t, order.OrderId)).status).toBe('expired');
    expect(await stockOf(t, s.product.id)).toBe(1);
    const refund = await call(t, 'POST', `/admin/upi-credits/${utr(40)}/settle`, owner, {
      Action: 'refund',
      UpiId: 'shopper@oksbi',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const [credit] = await t.database.db
      .select()
      .from(upiCredits)
      .where(eq(upiCredits.utr, utr(40)));
    expect(credit).toMatchObject({ outcome: 'refunded', refundUpiId: 'shopper@oksbi' });
    expect(
      (
        await call(t, 'POST', `/admin/upi-credits/${utr(40)}/settle`, owner, {
          Action: 'refund',
          UpiId: 'other@oksbi',
        })
      ).status,
    ).toBe(409);
  });

  it('offers a paid UPI-direct order’s refund to the wallet or a UPI id, as cash on delivery', async () => {
    const s = await shopper();
    const order: OrderDetails = await placedOrder(t, s, 'upi_direct');
    expect((await confirm(owner, order.OrderId, { Utr: utr(50) })).status).toBe(200);
    await t.database.db.execute(
      `UPDATE orders SET status = 'delivered' WHERE id = ${order.OrderId}`,
    );
    const options = await call(t, 'GET', `/orders/${order.OrderId}/return-options`, s.token);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect((options.body as { Destinations: string[] }).Destinations).toEqual(['wallet', 'upi']);
  });
});
