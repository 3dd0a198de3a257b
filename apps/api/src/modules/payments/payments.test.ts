import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { OrderPaymentState, PaymentSession, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { orders } from '../orders/orders.tables';
import { payments } from './payments.tables';
import { walletLedger } from '../wallet/wallet.tables';
import { call, stockOf, UNLIMITED } from '../checkout/checkout-test-kit';
import {
  aShopper,
  balanceOf,
  deadlineJobOf,
  fundWallet,
  ledgerSum,
  orderRow,
  passDeadline,
  placedOrder,
  placeOrderWith,
  startPaying,
  timelineOf,
} from './payment-test-kit';

const EMAILS = [
  'pay1@example.com',
  'pay2@example.com',
  'pay3@example.com',
  'pay4@example.com',
  'pay5@example.com',
  'pay6@example.com',
  'pay7@example.com',
  'pay8@example.com',
];
const LOGIN = { TEST_LOGIN_IDENTIFIERS: EMAILS.join(','), TEST_LOGIN_CODE: '123456' };

describe.each(DB_KINDS)('online payments through the sandbox, and the wallet, on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const nextShopper = (stock = 50) => aShopper(t, EMAILS[n++]!, stock);
  const sandbox = (token: string, paymentId: number, Outcome: string) =>
    call(t, 'POST', `/payments/sandbox/${paymentId}`, token, { Outcome });
  const state = async (token: string, orderId: number) =>
    OrderPaymentState.parse((await call(t, 'GET', `/orders/${orderId}/payment-state`, token)).body);

  beforeAll(async () => {
    t = await startTestApp(kind, { ...LOGIN, ...UNLIMITED, PAYMENTS_SANDBOX: true });
  });
  afterAll(() => t.close());

  it('holds an online order unpaid, without an invoice, until the sandbox says it succeeded', async () => {
    const s = await nextShopper(5);
    const order = await placedOrder(t, s, 'sandbox', { qty: 2 });
    expect(order.Status).toBe('awaiting_payment');
    expect(order.InvoiceNumber).toBeNull();
    expect(order.PayBy).not.toBeNull();
    expect(await stockOf(t, s.product.id)).toBe(3);
    expect(await deadlineJobOf(t, order.OrderId)).toBeDefined();

    const started = await startPaying(t, s.token, order.OrderId, 'sandbox');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = PaymentSession.parse(started.body);
    expect(session).toMatchObject({
      Provider: 'sandbox',
      Amount: order.AmountPayable,
      KeyId: null,
      Currency: 'INR',
    });

    const paid = OrderPaymentState.parse(
      (await sandbox(s.token, session.PaymentId, 'succeed')).body,
    );
    expect(paid).toMatchObject({
      IsPaid: true,
      OrderStatus: 'placed',
      PaymentStatus: 'captured',
      PayBy: null,
    });
    const row = await orderRow(t, order.OrderId);
    expect(row.paidPaise).toBe(order.AmountPayable);
    // a sandbox order is a test order: its invoice is of the test series, never filed
    expect(row.invoiceNumber).toMatch(/^TST\/\d\d-\d\d\/\d{6}$/);
    expect(row.paymentMethod).toBe('sandbox');
    expect(await timelineOf(t, order.OrderId)).toEqual(['awaiting_payment', 'placed']);

    // a second succeed, or a fail after success, changes nothing
    await sandbox(s.token, session.PaymentId, 'succeed');
    await sandbox(s.token, session.PaymentId, 'fail');
    expect(await state(s.token, order.OrderId)).toMatchObject({
      IsPaid: true,
      PaymentStatus: 'captured',
    });
    expect((await orderRow(t, order.OrderId)).paidPaise).toBe(order.AmountPayable);
    const again = await startPaying(t, s.token, order.OrderId, 'sandbox');
    expect(again.status).toBe(409);
    expect(again.body.Code).toBe('ORDER_NOT_AWAITING_PAYMENT');
  });

  it('retries a failed payment on the same order, and a cancelled one can switch to cash on delivery', async () => {
    const s = await nextShopper();
    const order = await placedOrder(t, s, 'sandbox');
    const first = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'sandbox')).body,
    );
    const failed = OrderPaymentState.parse((await sandbox(s.token, first.PaymentId, 'fail')).body);
    expect(failed).toMatchObject({
      IsPaid: false,
      PaymentStatus: 'failed',
      OrderStatus: 'awaiting_payment',
    });
    expect(failed.FailureReason).toContain('declined');
    // retry: the same attempt reopens, and a late success after the failure is accepted
    const retry = PaymentSession.parse(
      (await startPaying(t, s.token, order.OrderId, 'sandbox')).body,
    );
    expect(retry.PaymentId).toBe(first.PaymentId);
    expect((await sandbox(s.token, retry.PaymentId, 'succeed')).body).toMatchObject({
      IsPaid: true,
    });

    const s2 = await nextShopper();
    const order2 = await placedOrder(t, s2, 'sandbox');
    const session2 = PaymentSession.parse(
      (await startPaying(t, s2.token, order2.OrderId, 'sandbox')).body,
    );
    const cancelled = OrderPaymentState.parse(
      (await sandbox(s2.token, session2.PaymentId, 'cancel')).body,
    );
    expect(cancelled.PaymentStatus).toBe('cancelled');
    expect(cancelled.CodOption).toMatchObject({ IsAvailable: true });
    const codTotal = cancelled.CodOption!.AmountPayable;
    expect(codTotal).toBeGreaterThan(order2.AmountPayable); // the COD fee

    const tampered = await call(t, 'POST', `/orders/${order2.OrderId}/switch-to-cod`, s2.token, {
      ExpectedAmountPayable: order2.AmountPayable,
    });
    expect(tampered.status).toBe(409);
    expect(tampered.body.Code).toBe('PRICE_CHANGED');
    expect((await orderRow(t, order2.OrderId)).status).toBe('awaiting_payment');

    const switched = await call(t, 'POST', `/orders/${order2.OrderId}/switch-to-cod`, s2.token, {
      ExpectedAmountPayable: codTotal,
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const details = (switched.body as { OrderDetails: OrderDetails }).OrderDetails;
    expect(details).toMatchObject({
      Status: 'placed',
      PaymentMethodId: 'cod',
      AmountPayable: codTotal,
    });
    expect(details.Bill.CodFee).toBe(codTotal - order2.AmountPayable);
    expect(details.Bill.TaxableTotal + details.Bill.TaxTotal).toBe(codTotal);
    expect(details.InvoiceNumber).not.toBeNull();
    // the sandbox cannot pay it afterwards into a second payment... it refunds (see the refunds suite)
  });

  it('refuses someone else’s order or payment, and an unknown one, as not found', async () => {
    const owner = await nextShopper();
    const other = await nextShopper();
    const order = await placedOrder(t, owner, 'sandbox');
    const session = PaymentSession.parse(
      (await startPaying(t, owner.token, order.OrderId, 'sandbox')).body,
    );
    expect((await startPaying(t, other.token, order.OrderId, 'sandbox')).status).toBe(404);
    expect((await sandbox(other.token, session.PaymentId, 'succeed')).status).toBe(404);
    expect((await call(t, 'GET', `/payments/${session.PaymentId}`, other.token)).status).toBe(404);
    expect(
      (await call(t, 'GET', `/orders/${order.OrderId}/payment-state`, other.token)).status,
    ).toBe(404);
    expect(
      (
        await call(t, 'POST', `/orders/${order.OrderId}/switch-to-cod`, other.token, {
          ExpectedAmountPayable: 1,
        })
      ).status,
    ).toBe(404);
    expect((await orderRow(t, order.OrderId)).status).toBe('awaiting_payment');
    // Razorpay is not configured here: it is neither offered nor startable
    expect((await startPaying(t, owner.token, order.OrderId, 'razorpay')).body.Code).toBe(
      'PAYMENT_METHOD_UNAVAILABLE',
    );
  });

  it('pays with the wallet alone or with cash on delivery, and never spends what is not there', async () => {
    const s = await nextShopper(20);
    await fundWallet(t, s.userId, 50_000);
    const all = await placedOrder(t, s, 'wallet', { walletAmount: 'all' });
    expect(all).toMatchObject({ Status: 'placed', PaymentMethodId: 'wallet' });
    expect(all.Payment).toMatchObject({
      WalletAmount: all.AmountPayable,
      PaidAmount: all.AmountPayable,
      RestAmount: 0,
    });
    expect(await balanceOf(t, s.userId)).toBe(50_000 - all.AmountPayable);

    const part = await placedOrder(t, s, 'cod', { walletAmount: 1_000 });
    expect(part.Payment).toMatchObject({
      WalletAmount: 1_000,
      RestAmount: part.AmountPayable - 1_000,
    });
    expect(await balanceOf(t, s.userId)).toBe(50_000 - all.AmountPayable - 1_000);
    expect(await ledgerSum(t, s.userId)).toBe(await balanceOf(t, s.userId));

    const poor = await nextShopper(20);
    await fundWallet(t, poor.userId, 500);
    const tooMuch = await placeOrderWith(t, poor, 'cod', { walletAmount: 501, qty: 3 });
    expect(tooMuch.status, JSON.stringify(tooMuch.body)).toBe(409);
    expect(tooMuch.body.Code).toBe('WALLET_BALANCE_LOW');
    expect(await balanceOf(t, poor.userId)).toBe(500);
    const before = {
      balance: await balanceOf(t, s.userId),
      orders: (await t.database.db.select({ n: count() }).from(orders))[0]!.n,
      stock: await stockOf(t, s.product.id),
    };
    const wholeByCod = await placeOrderWith(t, s, 'cod', { walletAmount: 'all' });
    expect(wholeByCod.status).toBe(400);
    expect((wholeByCod.body as { Fields?: { Field: string }[] }).Fields?.[0]?.Field).toBe(
      'WalletAmount',
    );
    const negative = await placeOrderWith(t, s, 'cod', { walletAmount: -100 });
    expect(negative.status).toBe(400);
    const poorWallet = await placeOrderWith(t, s, 'wallet', { walletAmount: 'all', qty: 19 });
    expect([400, 409]).toContain(poorWallet.status);
    expect(await balanceOf(t, s.userId)).toBe(before.balance);
    expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(before.orders);
    expect(await stockOf(t, s.product.id)).toBe(before.stock);
    const debits = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, s.userId));
    expect(debits.filter((d) => d.amountPaise < 0)).toHaveLength(2);
  });

  it('expires an unpaid order once at its deadline: stock, coupon and wallet part come back', async () => {
    const s = await nextShopper(10);
    await fundWallet(t, s.userId, 2_000);
    const order = await placedOrder(t, s, 'sandbox', { qty: 3, walletAmount: 2_000 });
    expect(await stockOf(t, s.product.id)).toBe(7);
    expect(await balanceOf(t, s.userId)).toBe(0);
    PaymentSession.parse((await startPaying(t, s.token, order.OrderId, 'sandbox')).body);

    await passDeadline(t, order.OrderId, 4);
    expect((await orderRow(t, order.OrderId)).status).toBe('expired');
    expect(await stockOf(t, s.product.id)).toBe(10);
    expect(await balanceOf(t, s.userId)).toBe(2_000);
    expect(await ledgerSum(t, s.userId)).toBe(2_000);
    expect(await timelineOf(t, order.OrderId)).toEqual(['awaiting_payment', 'expired']);
    await passDeadline(t, order.OrderId);
    expect(await stockOf(t, s.product.id)).toBe(10);
    expect(await balanceOf(t, s.userId)).toBe(2_000);
    const late = await startPaying(t, s.token, order.OrderId, 'sandbox');
    expect(late.status).toBe(409);
    expect(late.body.Message).toContain('expired');
    const attempts = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.OrderId));
    expect(attempts).toHaveLength(1);
  });
});
