import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QuoteAnswer,
  ReturnOptionsAnswer,
  type ApiErrorBody,
  type OrderDetails,
} from '@kirana/shared';
import { readerIn } from '../lib/i18n/reader';
import { noteIn } from '../lib/i18n/system-notes';
import { DB_KINDS, startTestApp, type TestApp } from '../test/harness';
import {
  aSimpleProduct,
  addressFor,
  codOrderBody,
  setStock,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from '../modules/checkout/checkout-test-kit';

// The sentences the API writes for a shopper follow the request's language (#26 §1): English by
// default, Hindi when the storefront asks in Hindi. Codes, amounts and the body's shape do not
// change; money reads ₹1,23,456.00 in both.

const HINDI = 'hi-IN,hi;q=0.9';

describe.each(DB_KINDS)('the API’s sentences in the shopper’s language, on %s', (kind) => {
  let t: TestApp;
  let shopper: { token: string; userId: number };
  let addressId: number;
  let productId: number;
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED, PAYMENTS_SANDBOX: true });
    shopper = await signIn(t, TEST_USERS.c);
    addressId = await addressFor(t, shopper.token);
    productId = (await aSimpleProduct(t, 1)).id;
    await setStock(t, productId, 5);
  });
  afterAll(() => t.close());

  async function ask(
    method: string,
    path: string,
    opts: { language?: string; token?: string; body?: unknown; key?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (opts.language) headers['accept-language'] = opts.language;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.key) headers['idempotency-key'] = opts.key;
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, body: await res.json() };
  }

  const quoteIn = async (language: string | undefined, body: Record<string, unknown>) => {
    const res = await ask('POST', '/checkout/quote', { language, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return QuoteAnswer.parse(res.body);
  };

  const oneItem = () => [{ ProductId: productId, VariantId: null, Qty: 1 }];

  it('words coupon refusals and hints, and the seeded offers, in Hindi', async () => {
    const body = { Items: oneItem(), Pincode: '560038', CouponCode: 'FESTIVE10' };
    const [en, hi] = [await quoteIn(undefined, body), await quoteIn(HINDI, body)];
    expect(en.Coupon).toMatchObject({ Applied: false, Code: 'FESTIVE10' });
    const shortfall = /^Add (₹[\d,]+\.\d\d) more to use FESTIVE10$/.exec(en.Coupon!.Message)?.[1];
    expect(shortfall, en.Coupon!.Message).toBeDefined();
    expect(hi.Coupon!.Message).toBe(`FESTIVE10 इस्तेमाल करने के लिए ${shortfall} का और सामान जोड़ें`);
    expect(hi.Coupon!.Discount).toBe(en.Coupon!.Discount);

    const unknown = await quoteIn(HINDI, { ...body, CouponCode: 'NOSUCH1' });
    expect(unknown.Coupon!.Message).toBe('NOSUCH1 सही कूपन नहीं है');

    const hinted = await quoteIn(HINDI, { Items: oneItem(), Pincode: '560038' });
    expect(hinted.CouponHint?.Message).toMatch(/(लगाएँ और ₹[\d,]+\.\d\d बचाएँ|का और सामान जोड़ें)$/);

    const offers = (await ask('GET', '/offers', { language: HINDI })).body as {
      Offers: { Code: string; Title: string }[];
    };
    expect(offers.Offers.find((o) => o.Code === 'FESTIVE10')?.Title).toBe('10% की छूट, ₹150 तक');
    const english = (await ask('GET', '/offers')).body as typeof offers;
    expect(english.Offers.find((o) => o.Code === 'FESTIVE10')?.Title).toBe('10% off, up to ₹150');
  });

  it('words payment method refusals, delivery promises and item problems in Hindi', async () => {
    const body = { Items: oneItem(), Pincode: '560038' };
    const [en, hi] = [await quoteIn('en', body), await quoteIn(HINDI, body)];
    const wallet = (q: QuoteAnswer) => q.PaymentMethods.find((m) => m.PaymentMethodId === 'wallet');
    expect(wallet(en)?.Reason).toBe('Your wallet has ₹0.00; use it with another method');
    expect(wallet(hi)?.Reason).toBe('आपके वॉलेट में ₹0.00 हैं; इसे किसी दूसरे तरीके के साथ इस्तेमाल करें');
    expect(en.Delivery?.Message).toMatch(/^Delivery (by )?\w{3}, \d+ \w{3}/);
    expect(hi.Delivery?.Message).toMatch(/(तक डिलीवरी|^डिलीवरी .+ – .+)$/);
    expect(hi.Delivery?.Message).not.toMatch(/[A-Za-z]{3},/);

    const far = await quoteIn(HINDI, { Items: oneItem(), Pincode: '744101' });
    expect(far.Delivery?.Message).toBe('हम अभी 744101 पर डिलीवरी नहीं करते');

    const tooMany = { Items: [{ ProductId: productId, VariantId: null, Qty: 9 }] };
    const [enProblem, hiProblem] = [
      (await quoteIn(undefined, tooMany)).Problems[0]!,
      (await quoteIn(HINDI, tooMany)).Problems[0]!,
    ];
    expect(hiProblem.Code).toBe(enProblem.Code);
    expect(enProblem.Message).toMatch(/^Only 5 of .+ left$/);
    expect(hiProblem.Message).toMatch(/ सिर्फ़ 5 बचे हैं$/);
  });

  it('says a changed total in Hindi, with the code and amounts unchanged', async () => {
    const order = await codOrderBody(t, shopper.token, oneItem(), addressId);
    const wrong = { ...order, ExpectedAmountPayable: order.ExpectedAmountPayable + 100 };
    const place = (language?: string) =>
      ask('POST', '/orders', {
        language,
        token: shopper.token,
        body: wrong,
        key: `hindi-words-${kind}-${++keyNo}`,
      });
    const en = (await place()).body as ApiErrorBody;
    const hi = await place(HINDI);
    expect(hi.status).toBe(409);
    expect(en).toMatchObject({ Code: 'PRICE_CHANGED', Message: 'Product Updates Detected' });
    expect(en.ErrorDescription).toMatch(/^The total is now ₹[\d,]+\.\d\d instead of ₹/);
    expect(hi.body).toMatchObject({
      Code: 'PRICE_CHANGED',
      Message: 'प्रोडक्ट में बदलाव हुए हैं',
      ErrorMessage: 'प्रोडक्ट में बदलाव हुए हैं',
    });
    expect((hi.body as ApiErrorBody).ErrorDescription).toMatch(
      /^कुल रकम अब ₹[\d,]+\.\d\d की जगह ₹[\d,]+\.\d\d है।/,
    );
  });

  it('words return options, line reasons and a missing order in Hindi', async () => {
    const body = await codOrderBody(t, shopper.token, oneItem(), addressId);
    const placed = await ask('POST', '/orders', {
      token: shopper.token,
      body,
      key: `hindi-words-${kind}-${++keyNo}`,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = (placed.body as { Order: { OrderId: number } }).Order.OrderId;
    const options = async (language?: string) => {
      const res = await ask('GET', `/orders/${orderId}/return-options`, {
        language,
        token: shopper.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ReturnOptionsAnswer.parse(res.body);
    };
    const [en, hi] = [await options(), await options(HINDI)];
    expect(en.Message).toBe('Items can be returned once the order is delivered');
    expect(en.Lines[0]!.Reason).toBe('Items can be returned once the order is delivered');
    expect(hi.Message).toBe('ऑर्डर डिलीवर होने के बाद ही सामान वापस किया जा सकता है');
    expect(hi.Lines[0]!.Reason).toBe(hi.Message);

    const missing = await ask('GET', '/orders/99999999/return-options', {
      language: HINDI,
      token: shopper.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Code: 'ORDER_NOT_FOUND', Message: 'ऑर्डर नहीं मिला' });
    const missingEn = await ask('GET', '/orders/99999999/return-options', { token: shopper.token });
    expect(missingEn.body).toMatchObject({ Message: 'Order not found' });

    const cancel = { Reason: 'Ordered by mistake', RefundTo: 'wallet' };
    const cancelled = await ask('POST', `/orders/${orderId}/cancel`, {
      token: shopper.token,
      body: cancel,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const again = await ask('POST', `/orders/${orderId}/cancel`, {
      language: HINDI,
      token: shopper.token,
      body: cancel,
    });
    expect(again.body).toMatchObject({
      Code: 'ORDER_NOT_CANCELLABLE',
      Message: 'यह ऑर्डर पहले ही कैंसल हो चुका है',
    });
    const details = async (language?: string) =>
      (
        (await ask('GET', `/order-details?orderId=${orderId}`, { language, token: shopper.token }))
          .body as { OrderDetails: OrderDetails }
      ).OrderDetails;
    const [enOrder, hiOrder] = [await details(), await details(HINDI)];
    expect([enOrder.CancelReason, enOrder.DeliveryMethodName]).toEqual([
      'Ordered by mistake',
      'Standard delivery',
    ]);
    expect([hiOrder.CancelReason, hiOrder.DeliveryMethodName]).toEqual([
      'गलती से ऑर्डर हो गया',
      'स्टैंडर्ड डिलीवरी',
    ]);
    expect(hiOrder.Bill.AmountPayable).toBe(enOrder.Bill.AmountPayable);
  });

  it('words a 400’s fields in Hindi and keeps its code, shape and field names', async () => {
    const bad = { Items: [], Pincode: '5600' };
    const en = await ask('POST', '/checkout/quote', { body: bad });
    const hi = await ask('POST', '/checkout/quote', { language: HINDI, body: bad });
    expect([en.status, hi.status]).toEqual([400, 400]);
    const [enBody, hiBody] = [en.body as ApiErrorBody, hi.body as ApiErrorBody];
    expect(hiBody.Code).toBe('VALIDATION_FAILED');
    expect(hiBody.Fields?.map((f) => f.Field)).toEqual(enBody.Fields?.map((f) => f.Field));
    expect(enBody.Message).toMatch(/^Invalid body\./);
    expect(hiBody.Message).toBe(`गलत जानकारी: ${enBody.Message.slice('Invalid '.length)}`);
    const items = hiBody.Fields?.find((f) => f.Field === 'body.Items');
    expect(items?.Message).toBe('कार्ट खाली है');
    expect(enBody.Fields?.find((f) => f.Field === 'body.Items')?.Message).toBe('The cart is empty');
    // nothing of the Hindi body is left in English but the field names
    for (const f of hiBody.Fields ?? []) expect(f.Message, f.Field).toMatch(/[\u0900-\u097F]/);
  });

  it('words zod’s own checks in Hindi (a value outside the allowed ones)', async () => {
    const body = { Reason: 'not a reason', RefundTo: 'wallet' };
    const path = '/orders/1/cancel';
    const en = await ask('POST', path, { token: shopper.token, body });
    const hi = await ask('POST', path, { language: HINDI, token: shopper.token, body });
    const field = (r: { body: unknown }) =>
      (r.body as ApiErrorBody).Fields?.find((f) => f.Field === 'body.Reason')?.Message;
    expect(field(en)).toMatch(/^Invalid option: expected one of "Ordered by mistake"/);
    expect(field(hi)).toMatch(/[\u0900-\u097F]/);
    expect(field(hi)).toContain('"Ordered by mistake"');
  });
});

describe('timeline notes the code wrote', () => {
  it('read in Hindi, with a person’s words and references as written', () => {
    const hi = readerIn('hi');
    expect(noteIn(hi, 'Sent back to your original payment method')).toBe(
      'भुगतान के मूल तरीके में वापस भेजा गया',
    );
    expect(noteIn(hi, 'Paid by UPI (UTR 123456789012)')).toBe('UPI से भुगतान हुआ (UTR 123456789012)');
    expect(noteIn(hi, 'Cancelled by you: ordered twice')).toBe('आपने कैंसल किया: ordered twice');
    expect(noteIn(hi, 'Cancelled by you: Ordered by mistake')).toBe(
      'आपने कैंसल किया: गलती से ऑर्डर हो गया',
    );
    expect(noteIn(hi, 'Please ring the bell')).toBe('Please ring the bell');
    expect(noteIn(readerIn('en'), 'Not paid in time')).toBe('Not paid in time');
    expect(noteIn(hi, null)).toBeNull();
  });

  it('read an order edit’s note in Hindi: names, products, amounts and the code as written (#28)', () => {
    const hi = readerIn('hi');
    const note =
      'Items changed by Asha Rao: Basmati Rice, 5 kg 3 → 1, Toor Dal removed. New total ₹1,234.50; ₹666.66 refunded; coupon EDIT50 no longer applies.';
    expect(noteIn(hi, note)).toBe(
      'Asha Rao ने सामान बदला: Basmati Rice, 5 kg 3 → 1, Toor Dal हटाया गया। नया कुल ₹1,234.50; ₹666.66 रिफ़ंड किया गया; कूपन EDIT50 अब लागू नहीं',
    );
    // no refund (a COD order) and no coupon: only the total
    expect(noteIn(hi, 'Items changed by Ravi: Atta 2 → 1. New total ₹80.00.')).toBe(
      'Ravi ने सामान बदला: Atta 2 → 1। नया कुल ₹80.00',
    );
    expect(noteIn(hi, 'Items removed by the store: Atta removed')).toBe(
      'स्टोर ने सामान हटाए: Atta हटाया गया',
    );
    expect(noteIn(hi, 'Items removed from the order by the store')).toBe(
      'स्टोर ने ऑर्डर से सामान हटाए',
    );
    expect(noteIn(hi, 'Cancelled by the store: Every item was removed')).toBe(
      'स्टोर ने कैंसल किया: सारा सामान हटा दिया गया',
    );
    // an English reader reads it as stored; a note that only looks like one stays as written
    expect(noteIn(readerIn('en'), note)).toBe(note);
    expect(noteIn(hi, 'Items changed by Asha: whatever. New total soon.')).toBe(
      'Items changed by Asha: whatever. New total soon.',
    );
  });

  it('read a shopper’s return reason in Hindi (chosen from the list; stored as its English)', () => {
    const hi = readerIn('hi');
    expect(noteIn(hi, 'Damaged or defective')).toBe('टूटा-फूटा या खराब');
    expect(noteIn(hi, 'Item missing from the parcel')).toBe('पार्सल में सामान कम था');
    expect(noteIn(hi, 'No longer needed')).toBe('अब ज़रूरत नहीं');
    expect(noteIn(readerIn('en'), 'Damaged or defective')).toBe('Damaged or defective');
  });

  it('read as of the customer on the console (the store voice), spoken to the shopper on theirs', () => {
    const hi = readerIn('hi');
    expect(noteIn(hi, 'Cancelled by you: Ordered by mistake', 'store')).toBe(
      'ग्राहक ने कैंसल किया: गलती से ऑर्डर हो गया',
    );
    expect(noteIn(hi, 'Credited to your Kirana wallet', 'store')).toBe(
      'ग्राहक के Kirana वॉलेट में जमा किया गया',
    );
    expect(noteIn(hi, 'The customer asked', 'store')).toBe('ग्राहक के कहने पर');
    expect(noteIn(hi, 'Cancelled by you')).toBe('आपने कैंसल किया');
    expect(noteIn(readerIn('en'), 'Cancelled by you', 'store')).toBe('Cancelled by you');
  });
});
