import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { PaymentSession, RestoreToCartAnswer, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { products } from '../catalogue/catalogue.tables';
import { call, quote, setStock, UNLIMITED } from './checkout-test-kit';
import { aShopper, fundWallet, passDeadline, placedOrder } from '../payments/payment-test-kit';
import { aShopper as aShopperByCode } from '../refunds/refunds-test-kit';

const EMAILS = Array.from({ length: 10 }, (_, i) => `unpaid${i}@example.com`);
const LOGIN = { TEST_LOGIN_IDENTIFIERS: EMAILS.join(','), TEST_LOGIN_CODE: '123456' };

// An online order that ends unpaid: its items can go back into the cart (which was emptied when
// the order was placed), at today's prices and stock.
describe.each(DB_KINDS)('orders that ended unpaid on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const nextShopper = (stock = 50) => aShopper(t, EMAILS[n++]!, stock);
  const cartLines = (token: string, orderId: number) =>
    call(t, 'GET', `/orders/${orderId}/cart-lines`, token);
  const invoice = async (token: string, orderId: number) => {
    const res = await fetch(`${t.url}/api/orders/${orderId}/invoice`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.headers.get('content-type') !== 'application/pdf')
      return { status: res.status, body: (await res.json()) as { Code: string }, text: '' };
    const pdf = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    return { status: res.status, body: null, text };
  };
  const cancel = (token: string, orderId: number, RefundTo?: 'wallet') =>
    call(t, 'POST', `/orders/${orderId}/cancel`, token, {
      Reason: 'Ordered by mistake',
      ...(RefundTo ? { RefundTo } : {}),
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { ...LOGIN, ...UNLIMITED, PAYMENTS_SANDBOX: true });
  });
  afterAll(() => t.close());

  it('puts an expired order’s lines back at today’s price, lowered to the stock left', async () => {
    const s = await nextShopper(10);
    const order = await placedOrder(t, s, 'sandbox', { qty: 4 });
    // still waiting for its payment: not yet
    const waiting = await cartLines(s.token, order.OrderId);
    expect(waiting.status).toBe(409);
    expect(waiting.body.Code).toBe('ORDER_NOT_RESTORABLE');

    await passDeadline(t, order.OrderId);
    await t.database.db
      .update(products)
      .set({ pricePaise: 12_300, mrpPaise: 15_000 })
      .where(eq(products.id, s.product.id));
    await setStock(t, s.product.id, 3);
    const res = await cartLines(s.token, order.OrderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = RestoreToCartAnswer.parse(res.body);
    expect(answer.NotRestored).toEqual([]);
    expect(answer.Lines).toEqual([
      expect.objectContaining({
        ProductId: s.product.id,
        VariantId: null,
        Qty: 3,
        UnitPrice: 12_300,
      }),
    ]);
    // nothing was written: asking again answers the same
    expect((await cartLines(s.token, order.OrderId)).body).toEqual(res.body);

    await setStock(t, s.product.id, 0);
    const gone = RestoreToCartAnswer.parse((await cartLines(s.token, order.OrderId)).body);
    expect(gone.Lines).toEqual([]);
    expect(gone.NotRestored).toEqual([
      { Name: expect.any(String), Reason: expect.stringMatching(/out of stock$/) },
    ]);
  });

  it('also for an online order cancelled before it was paid; never for a COD order or someone else’s', async () => {
    const s = await nextShopper();
    const other = await nextShopper();
    const unpaid = await placedOrder(t, s, 'sandbox', { qty: 2 });
    const cancelled = await call(t, 'POST', `/orders/${unpaid.OrderId}/cancel`, s.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const back = RestoreToCartAnswer.parse((await cartLines(s.token, unpaid.OrderId)).body);
    expect(back.Lines.map((l) => l.Qty)).toEqual([2]);

    const cod = await placedOrder(t, s, 'cod');
    await call(t, 'POST', `/orders/${cod.OrderId}/cancel`, s.token, {
      Reason: 'Ordered by mistake',
    });
    expect((await cartLines(s.token, cod.OrderId)).body.Code).toBe('ORDER_NOT_RESTORABLE');

    const theirs = await cartLines(other.token, unpaid.OrderId);
    expect(theirs.status).toBe(404);
    expect(theirs.body.Code).toBe('ORDER_NOT_FOUND');
    expect((await cartLines(s.token, 99_999_999)).status).toBe(404);
    expect((await cartLines(s.token, 'abc' as unknown as number)).status).toBe(400);
    expect((await call(t, 'GET', `/orders/${unpaid.OrderId}/cart-lines`, undefined)).status).toBe(
      401,
    );
  });

  it('gives no invoice while payment is pending or after the order expired unpaid', async () => {
    const s = await nextShopper();
    const order = await placedOrder(t, s, 'sandbox');
    const pending = await invoice(s.token, order.OrderId);
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({
      Code: 'INVOICE_NOT_ISSUED',
      Message: 'No invoice while the payment is pending',
    });
    await passDeadline(t, order.OrderId);
    const expired = await invoice(s.token, order.OrderId);
    expect(expired.status).toBe(409);
    expect(expired.body?.Code).toBe('INVOICE_NOT_ISSUED');
    // someone else's order stays not found
    expect((await invoice((await nextShopper()).token, order.OrderId)).status).toBe(404);
  });

  it('marks a cancelled order’s invoice and names the credit note that reverses it', async () => {
    const s = await nextShopper();
    // a shopper signed in by an emailed code: a test login's orders are test orders, whose
    // documents are numbered and titled apart (TST/, "Test Invoice")
    const real = { ...s, ...(await aShopperByCode(t, 'unpaid-real@example.com')) };
    const cod = await placedOrder(t, real, 'cod');
    expect((await cancel(real.token, cod.OrderId)).status).toBe(200);
    const unpaidCod = await invoice(real.token, cod.OrderId);
    expect(unpaidCod.status).toBe(200);
    expect(unpaidCod.text).toContain('Tax Invoice (cancelled)');
    expect(unpaidCod.text).toContain('This order was cancelled before anything was paid');

    const paid = await placedOrder(t, s, 'sandbox');
    const session = PaymentSession.parse(
      (await call(t, 'POST', `/orders/${paid.OrderId}/payments`, s.token, { Provider: 'sandbox' }))
        .body,
    );
    await call(t, 'POST', `/payments/sandbox/${session.PaymentId}`, s.token, {
      Outcome: 'succeed',
    });
    const res = await cancel(s.token, paid.OrderId, 'wallet');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const details = (res.body as { OrderDetails: OrderDetails }).OrderDetails;
    // the refund says where the money went and names its credit note; asked for the wallet, a
    // sandbox payment still goes back to the sandbox (it was never money), settled by its job;
    // a sandbox-paid order is a test order: its documents have their own series (TST/, TCN/)
    expect(details.Refunds).toEqual([
      expect.objectContaining({
        Status: expect.stringMatching(/^(approved|refunded)$/),
        Amount: paid.AmountPayable,
        WalletAmount: 0,
        SourceAmount: paid.AmountPayable,
        UpiAmount: 0,
        CreditNoteNumber: expect.stringMatching(/^TCN\/\d\d-\d\d\/\d{6}$/),
      }),
    ]);
    const marked = await invoice(s.token, paid.OrderId);
    expect(marked.text).toContain('Test Invoice (cancelled)');
    expect(marked.text).toContain(
      `Reversed by credit note ${details.Refunds[0]!.CreditNoteNumber}`,
    );
  });

  it('offers the method of the shopper’s last paid order first, when this cart allows it', async () => {
    const s = await nextShopper();
    const cart = {
      Items: [{ ProductId: s.product.id, VariantId: null, Qty: 1 }],
      AddressId: s.addressId,
      DeliveryMethodId: 'standard',
    };
    // nothing paid yet: the first method this cart allows
    const first = await quote(t, s.token, cart);
    expect(first.PreferredPaymentMethodId).toBe(
      first.PaymentMethods.find((m) => m.IsAvailable)!.PaymentMethodId,
    );
    // an order left unpaid says nothing about the shopper's choice
    const unpaid = await placedOrder(t, s, 'sandbox');
    await passDeadline(t, unpaid.OrderId);
    expect((await quote(t, s.token, cart)).PreferredPaymentMethodId).toBe(
      first.PreferredPaymentMethodId,
    );
    const paid = await placedOrder(t, s, 'sandbox');
    const session = PaymentSession.parse(
      (await call(t, 'POST', `/orders/${paid.OrderId}/payments`, s.token, { Provider: 'sandbox' }))
        .body,
    );
    await call(t, 'POST', `/payments/sandbox/${session.PaymentId}`, s.token, {
      Outcome: 'succeed',
    });
    expect((await quote(t, s.token, cart)).PreferredPaymentMethodId).toBe('sandbox');

    // paid by the wallet last time: the wallet again while it covers the cart, else the first allowed
    const byWallet = await quote(t, s.token, { ...cart, PaymentMethodId: 'wallet' });
    await fundWallet(t, s.userId, byWallet.Bill.AmountPayable * 2);
    await placedOrder(t, s, 'wallet', { walletAmount: 'all' });
    expect((await quote(t, s.token, cart)).PreferredPaymentMethodId).toBe('wallet');
    await placedOrder(t, s, 'wallet', { walletAmount: 'all' });
    const low = await quote(t, s.token, cart);
    expect(low.PaymentMethods.find((m) => m.PaymentMethodId === 'wallet')?.IsAvailable).toBe(false);
    expect(low.PreferredPaymentMethodId).toBe(first.PreferredPaymentMethodId);
  });
});
