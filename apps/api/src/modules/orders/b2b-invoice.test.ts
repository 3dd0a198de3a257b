import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminOrderDetailsAnswer,
  OrderDetails,
  OrderDetailsAnswer,
  type ApiErrorBody,
} from '@kirana/shared';
import { DB_KINDS, type TestApp } from '../../test/harness';
import { quote, postOrder } from '../checkout/checkout-test-kit';
import { getSetting, putSetting } from '../content';
import { products } from '../catalogue/catalogue.tables';
import {
  admin,
  ADMIN_TOKEN,
  items,
  placeOrder,
  refundsTestApp,
  type Shopper,
} from '../refunds/refunds-test-kit';
import { orders } from './orders.tables';

// #28: a business buyer's GSTIN and name on the order, its invoice and the order details; an
// issued invoice keeps the seller as issued; a cancelled order's invoice says so; GST slabs.

const GSTIN = '27AAPFU0939F1ZV'; // Maharashtra: the delivery address is in Karnataka

const pdfText = async (res: Response) =>
  (await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

const shopperInvoice = (t: TestApp, s: Shopper, orderId: number) =>
  fetch(`${t.url}/api/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${s.token}` },
  });
const consoleInvoice = (t: TestApp, orderId: number) =>
  fetch(`${t.url}/api/admin/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });

async function businessOrder(t: TestApp, s: Shopper, productId: number, body: object) {
  const base = {
    Items: items([productId, 1]),
    AddressId: s.addressId,
    DeliveryMethodId: 'standard',
    PaymentMethodId: 'cod' as const,
  };
  const q = await quote(t, s.token, base);
  return postOrder(
    t,
    s.token,
    { ...base, ExpectedAmountPayable: q.Bill.AmountPayable, ...body },
    `b2b-${Math.random().toString(36).slice(2)}`,
  );
}

describe.each(DB_KINDS)('B2B invoices and invoice snapshots on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('stores a checked GSTIN (lower case typed) and business name, and prints them as Buyer GSTIN', async () => {
    const { t, asha, p1 } = app;
    const res = await businessOrder(t, asha, p1.id, {
      BuyerGstin: ' 27aapfu0939f1zv',
      BuyerBusinessName: '  Sharma Traders ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = OrderDetails.parse((res.body as { Order: unknown }).Order);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.OrderId));
    expect(row).toMatchObject({ buyerGstin: GSTIN, buyerBusinessName: 'Sharma Traders' });
    // the place of supply is the delivery address (Karnataka), not the GSTIN's state
    expect(row!.bill.PlaceOfSupply).toBe('KA');

    const mine = await fetch(`${t.url}/api/order-details?orderId=${order.OrderId}`, {
      headers: { authorization: `Bearer ${asha.token}` },
    }).then(async (r) => OrderDetailsAnswer.parse(await r.json()).OrderDetails);
    expect(mine).toMatchObject({ BuyerGstin: GSTIN, BuyerBusinessName: 'Sharma Traders' });
    const inConsole = await admin(t, 'GET', `/admin/orders/${order.OrderId}`);
    expect(AdminOrderDetailsAnswer.parse(inConsole.body).OrderDetails).toMatchObject({
      BuyerGstin: GSTIN,
      BuyerBusinessName: 'Sharma Traders',
    });
    // another shopper cannot read it
    const other = await fetch(`${t.url}/api/order-details?orderId=${order.OrderId}`, {
      headers: { authorization: `Bearer ${app.ravi.token}` },
    }).then(async (r) => OrderDetailsAnswer.parse(await r.json()));
    expect(other).toEqual({ NoOrder: true, OrderDetails: null });
    expect((await shopperInvoice(t, app.ravi, order.OrderId)).status).toBe(404);

    const text = await pdfText(await shopperInvoice(t, asha, order.OrderId));
    expect(text).toContain(`Buyer GSTIN: ${GSTIN}`);
    expect(text).toContain('Sharma Traders');
    expect(text).toContain('Place of supply: Karnataka (29)');
  });

  it('leaves a shopper order without GSTIN a B2C invoice, and a name without a GSTIN is dropped', async () => {
    const { t, ravi, p1 } = app;
    const res = await businessOrder(t, ravi, p1.id, { BuyerBusinessName: 'No GSTIN Ltd' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = OrderDetails.parse((res.body as { Order: unknown }).Order);
    expect(order).toMatchObject({ BuyerGstin: null, BuyerBusinessName: null });
    const text = await pdfText(await shopperInvoice(t, ravi, order.OrderId));
    expect(text).not.toContain('Buyer GSTIN');
  });

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['a state code that does not exist', '40AAPFU0939F1ZV'],
    ['a wrong shape', '27AAPFU0939F1Z'],
  ])(
    'refuses %s with 400 naming BuyerGstin, in English and Hindi, and writes nothing',
    async (_, gstin) => {
      const { t, asha, p1 } = app;
      const before = await t.database.db.$count(orders);
      const res = await businessOrder(t, asha, p1.id, { BuyerGstin: gstin });
      expect(res.status).toBe(400);
      const body = res.body as ApiErrorBody;
      expect(body.Fields).toEqual([
        { Field: 'body.BuyerGstin', Message: 'Enter a valid GSTIN, like 29ABCDE1234F1Z5' },
      ]);
      const hi = await fetch(`${t.url}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${asha.token}`,
          'content-type': 'application/json',
          'accept-language': 'hi',
          'idempotency-key': `b2b-hi-${gstin}`,
        },
        body: JSON.stringify({
          Items: items([p1.id, 1]),
          AddressId: asha.addressId,
          DeliveryMethodId: 'standard',
          PaymentMethodId: 'cod',
          ExpectedAmountPayable: 100,
          BuyerGstin: gstin,
        }),
      });
      expect(hi.status).toBe(400);
      const hiBody = (await hi.json()) as ApiErrorBody;
      expect(hiBody.Fields?.[0]?.Field).toBe('body.BuyerGstin');
      expect(hiBody.Fields?.[0]?.Message).toContain('जीएसटी');
      expect(await t.database.db.$count(orders)).toBe(before);
    },
  );

  it('prints an issued invoice with the seller as issued: a renamed store changes only new invoices', async () => {
    const { t, asha, p1 } = app;
    const store = await getSetting(t.database.db, 'storeConfigs');
    const old = await placeOrder(t, asha, 'cod', items([p1.id, 1]));
    await putSetting(t.database.db, 'storeConfigs', {
      ...store,
      StoreName: 'Naya Bazaar',
      LegalName: 'Naya Bazaar Retail LLP',
    });
    try {
      const renamed = await placeOrder(t, asha, 'cod', items([p1.id, 1]));
      const oldText = await pdfText(await consoleInvoice(t, old.OrderId));
      expect(oldText).toContain(store.LegalName);
      expect(oldText).not.toContain('Naya Bazaar');
      const newText = await pdfText(await consoleInvoice(t, renamed.OrderId));
      expect(newText).toContain('Naya Bazaar Retail LLP');
      // an invoice from before snapshots were kept reads the settings of now
      await t.database.db
        .update(orders)
        .set({ invoiceSeller: null })
        .where(eq(orders.id, old.OrderId));
      expect(await pdfText(await consoleInvoice(t, old.OrderId))).toContain('Naya Bazaar');
    } finally {
      await putSetting(t.database.db, 'storeConfigs', store);
    }
  });

  it("marks a cancelled order's invoice CANCELLED, in the console's print too", async () => {
    const { t, ravi, p1 } = app;
    const order = await placeOrder(t, ravi, 'cod', items([p1.id, 1]));
    const cancel = await fetch(`${t.url}/api/orders/${order.OrderId}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ravi.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Reason: 'Ordered by mistake', RefundTo: 'wallet' }),
    });
    expect(cancel.status).toBe(200);
    for (const res of [
      await consoleInvoice(t, order.OrderId),
      await shopperInvoice(t, ravi, order.OrderId),
    ]) {
      const text = await pdfText(res);
      expect(text).toContain('CANCELLED');
      expect(text).toContain('This order was cancelled');
    }
  });

  it("takes only today's GST slabs for a product (0.25 % yes; 12 % and 28 % no), and old orders keep theirs", async () => {
    const { t, p2 } = app;
    const patch = (GstRate: number) => admin(t, 'PATCH', `/admin/products/${p2.id}`, { GstRate });
    for (const rate of [12, 28, 7, 0.5]) {
      const res = await patch(rate);
      expect(res.status, `${rate}`).toBe(400);
      expect((res.body as ApiErrorBody).Fields?.map((f) => f.Field)).toEqual(['body.GstRate']);
    }
    const ok = await patch(0.25);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p2.id));
    expect(row!.gstRate).toBe(0.25);
    // an old order's line at 28 % still reads (bill and invoice)
    await t.database.db.update(products).set({ gstRate: 28 }).where(eq(products.id, p2.id));
    const old = await placeOrder(t, app.asha, 'cod', items([p2.id, 1]));
    expect(old.Lines[0]!.GstRate).toBe(28);
    const text = await pdfText(await consoleInvoice(t, old.OrderId));
    expect(text).toContain('28%');
    await patch(5);
  });

  it('bills a 0.25 % product to the paisa', async () => {
    const { t, asha, p2 } = app;
    await t.database.db
      .update(products)
      .set({ gstRate: 0.25, pricePaise: 100_250, mrpPaise: 100_250 })
      .where(eq(products.id, p2.id));
    const order = await placeOrder(t, asha, 'cod', items([p2.id, 2]));
    const line = order.Bill.Lines[0]!;
    // 2 × 1,002.50 = 2,005.00 at 0.25 %: 2,000.00 taxable + 5.00 tax (2.50 + 2.50)
    expect(line).toMatchObject({
      GstRate: 0.25,
      TaxableValue: 200_000,
      Cgst: 250,
      Sgst: 250,
      Igst: 0,
    });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.OrderId));
    expect(stored!.bill.Lines[0]!.GstRate).toBe(0.25);
  });
});
