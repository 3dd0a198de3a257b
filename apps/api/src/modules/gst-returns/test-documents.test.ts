import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import {
  AdminOrderAnswer,
  GstReturnSummary,
  OrderPaymentState,
  PaymentSession,
  type OrderDetails,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { orderEdits, refunds } from '../../db/tables';
import {
  addressFor,
  postOrder,
  quote,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
} from '../checkout/checkout-test-kit';
import { financialYear } from '../orders';
import {
  admin,
  ADMIN_TOKEN,
  aProduct,
  deliver,
  items,
  moveRefund,
  orderRow,
  placeOrder,
  refundRow,
  returned,
  call,
  UNLIMITED,
  type Shopper,
} from '../refunds/refunds-test-kit';
import { shopperAt } from '../orders/console/orders-test-kit';
import { moveDocumentsTo, setOrderDate } from './gst-returns-test-kit';
import { inTransaction } from '../../db/client';
import { lockAttempt } from '../payments/payment-attempts';
import { applyGatewayPayment } from '../payments/payment-effects';

// Issue #28: an order paid in the payments sandbox (or a test user's) is a test order; its
// invoice and credit notes take numbers from test series of their own (TST/…, TCN/…), so the
// real series GSTR-1 files (Table 13, documents issued) run without gaps, and its PDFs say they
// are test documents.

const OCTOBER = '2026-10';

describe.each(DB_KINDS)('test orders’ own document series on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let tester: Shopper;
  let product: { id: number };
  const placed: Record<string, OrderDetails> = {};
  /** '26-27': the financial year every number of this run is in */
  const fy = financialYear(new Date()).replace(/^20/, '');
  const nth = (prefix: string, seq: number) => `${prefix}/${fy}/${String(seq).padStart(6, '0')}`;

  const invoiceOf = async (orderId: number) => (await orderRow(t, orderId)).invoiceNumber;
  /** A return of one unit, approved and picked up: its credit note is issued. */
  const returnOne = async (s: Shopper, o: OrderDetails) => {
    const r = await returned(t, s.token, {
      OrderId: o.OrderId,
      Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
    });
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
    expect((await moveRefund(t, r.RefundId, { Status: 'picked_up' })).status).toBe(200);
    return r.RefundId;
  };
  const pdfText = async (path: string) => {
    const res = await fetch(`${t.url}/api${path}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ');
  };
  const download = async (path: string) => {
    const res = await fetch(`${t.url}/api${path}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED, ADMIN_TOKEN });
    asha = await shopperAt(t, 'asha.series@example.com');
    const login = await signIn(t, TEST_USERS.c);
    tester = { ...login, addressId: await addressFor(t, login.token), email: TEST_USERS.c };
    product = await aProduct(t, 0, 33_333);

    // a sandbox order first, then two real orders, then a test user's cash-on-delivery order
    placed.sandbox = await placeOrder(t, asha, 'sandbox', items([product.id, 2]));
    placed.cod = await placeOrder(t, asha, 'cod', items([product.id, 1]));
    placed.wallet = await placeOrder(t, asha, 'wallet', items([product.id, 2]));
    placed.testUser = await placeOrder(t, tester, 'cod', items([product.id, 2]));
  }, 600_000);
  afterAll(() => t?.close());

  it('numbers a test order’s invoice in the test series and the real orders after it 1, 2', async () => {
    expect(await orderRow(t, placed.sandbox!.OrderId)).toMatchObject({
      isTestOrder: true,
      invoiceNumber: nth('TST', 1),
    });
    expect(placed.cod!.InvoiceNumber).toBe(nth('KRN', 1));
    expect(placed.wallet!.InvoiceNumber).toBe(nth('KRN', 2));
    // a test user's order is a test order from its placing: its number too
    expect(placed.testUser).toMatchObject({ IsTestOrder: true, InvoiceNumber: nth('TST', 2) });
    for (const n of [nth('TST', 1), nth('TST', 2), nth('KRN', 1)]) expect(n.length).toBe(16);
  });

  it('gives a test order’s return and edit credit notes of the test series, a real return CN 1', async () => {
    await deliver(t, placed.sandbox!.OrderId);
    const testReturn = await returnOne(asha, placed.sandbox!);
    expect((await refundRow(t, testReturn)).creditNoteNumber).toBe(nth('TCN', 1));

    // the store takes one unit off the test user's invoiced order: its credit note is a test one
    const read = await admin(t, 'GET', `/admin/orders/${placed.testUser!.OrderId}`);
    const { Version } = AdminOrderAnswer.parse(read.body).OrderDetails;
    const edited = await admin(t, 'POST', `/admin/orders/${placed.testUser!.OrderId}/edit`, {
      Version,
      Lines: items([product.id, 1]),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [edit] = await t.database.db
      .select()
      .from(orderEdits)
      .where(eq(orderEdits.orderId, placed.testUser!.OrderId));
    expect(edit!.creditNoteNumber).toBe(nth('TCN', 2));

    await deliver(t, placed.wallet!.OrderId);
    const realReturn = await returnOne(asha, placed.wallet!);
    expect((await refundRow(t, realReturn)).creditNoteNumber).toBe(nth('CN', 1));
    // the real invoice series goes on from where it was
    const next = await placeOrder(t, asha, 'cod', items([product.id, 1]));
    expect(next.InvoiceNumber).toBe(nth('KRN', 3));
    placed.next = next;
  });

  it('prints a test order’s invoice and credit note as test documents, a real one’s as before', async () => {
    const testInvoice = await pdfText(`/admin/orders/${placed.sandbox!.OrderId}/invoice`);
    expect(testInvoice).toContain('Test Invoice');
    expect(testInvoice).toContain('TEST');
    expect(testInvoice).toContain('this is not a tax invoice');
    expect(testInvoice).toContain(nth('TST', 1));
    const realInvoice = await pdfText(`/admin/orders/${placed.cod!.OrderId}/invoice`);
    expect(realInvoice).toContain('Tax Invoice');
    expect(realInvoice).not.toContain('Test');
    expect(realInvoice).not.toContain('not a tax invoice');

    const [testRefund] = await t.database.db
      .select()
      .from(orderEdits)
      .where(eq(orderEdits.orderId, placed.testUser!.OrderId));
    const editNote = await pdfText(
      `/admin/orders/${placed.testUser!.OrderId}/edits/${testRefund!.id}/credit-note`,
    );
    expect(editNote).toContain('Test Credit Note');
    expect(editNote).toContain('this is not a GST credit note');
    expect(editNote).toContain(nth('TCN', 2));
  });

  it('leaves test documents out of GSTR-1, its DOCS ranges and the sales register: the real series have no gaps', async () => {
    await moveDocumentsTo(t, '2026-10-05T04:00:00Z', '2026-10-20T04:00:00Z');
    const res = await admin(t, 'GET', `/admin/gst-returns?Period=${OCTOBER}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const summary = GstReturnSummary.parse(res.body);
    expect(summary).toMatchObject({ Invoices: 3, CreditNotes: 1 });
    expect(summary.Docs).toEqual([
      { Kind: 'invoice', From: nth('KRN', 1), To: nth('KRN', 3), Total: 3, Cancelled: 0 },
      { Kind: 'credit-note', From: nth('CN', 1), To: nth('CN', 1), Total: 1, Cancelled: 0 },
    ]);
    const files = [
      await download(`/admin/gst-returns/gstr1.json?Period=${OCTOBER}`),
      await download(`/admin/gst-returns/sales-register.csv?Period=${OCTOBER}`),
    ];
    for (const file of files) {
      expect(file).toContain(nth('KRN', 1));
      expect(file).not.toMatch(/TST\/|TCN\//);
    }
    const register = files[1]!
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(register).toHaveLength(1 + 3 + 1); // the header, 3 invoices, 1 credit note
  });

  it('keeps an order switched to cash on delivery real when its sandbox payment lands late', async () => {
    // an online order left unpaid with a sandbox session open, then switched to cash on delivery
    const base = {
      Items: items([product.id, 1]),
      AddressId: asha.addressId,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'sandbox' as const,
    };
    const q = await quote(t, asha.token, base);
    const res = await postOrder(
      t,
      asha.token,
      { ...base, ExpectedAmountPayable: q.Bill.AmountPayable, WalletAmount: 0 },
      `late-${Math.random().toString(36).slice(2)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const orderId = (res.body as { Order: OrderDetails }).Order.OrderId;
    const session = PaymentSession.parse(
      (await call(t, 'POST', `/orders/${orderId}/payments`, asha.token, { Provider: 'sandbox' }))
        .body,
    );
    const cod = OrderPaymentState.parse(
      (await call(t, 'GET', `/orders/${orderId}/payment-state`, asha.token)).body,
    ).CodOption!;
    const switched = await call(t, 'POST', `/orders/${orderId}/switch-to-cod`, asha.token, {
      ExpectedAmountPayable: cod.AmountPayable,
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(await invoiceOf(orderId)).toBe(nth('KRN', 4));

    // the sandbox route refuses to pay it now; the payment is reported late all the same, as the
    // deadline job or a webhook would apply it
    const refused = await call(t, 'POST', `/payments/sandbox/${session.PaymentId}`, asha.token, {
      Outcome: 'succeed',
    });
    expect(refused.body.Code).toBe('PAYMENT_METHOD_MISMATCH');
    const outcome = await inTransaction(t.database.db, async (tx) => {
      const attempt = (await lockAttempt(tx, { id: session.PaymentId }))!;
      return applyGatewayPayment(tx, attempt, {
        gatewayPaymentId: 'sandbox_pay_late000001',
        gatewayOrderId: attempt.gatewayOrderId!,
        status: 'captured',
        amount: attempt.amountPaise,
        currency: attempt.currency,
        method: null,
        failureReason: null,
      });
    });
    expect(outcome).toBe('paid');
    // the real invoice stays real: the order is no test order, and nothing of it leaves GSTR-1;
    // the sandbox money goes back with a credit note of the test series
    expect(await orderRow(t, orderId)).toMatchObject({
      isTestOrder: false,
      invoiceNumber: nth('KRN', 4),
    });
    const back = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(back.map((r) => [r.sourceProvider, r.creditNoteNumber])).toEqual([
      ['sandbox', nth('TCN', 3)],
    ]);
    await setOrderDate(t, orderId, '2026-10-25T04:00:00Z');
    const docs = GstReturnSummary.parse(
      (await admin(t, 'GET', `/admin/gst-returns?Period=${OCTOBER}`)).body,
    ).Docs;
    expect(docs).toEqual([
      { Kind: 'invoice', From: nth('KRN', 1), To: nth('KRN', 4), Total: 4, Cancelled: 0 },
      { Kind: 'credit-note', From: nth('CN', 1), To: nth('CN', 1), Total: 1, Cancelled: 0 },
    ]);
  });
});
