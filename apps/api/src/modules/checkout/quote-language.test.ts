import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { aSimpleProduct, setStock, UNLIMITED } from './checkout-test-kit';
import { STORE_WORD_IDS } from './store-words';
import { messagesIn } from '../../lib/i18n/server-messages';
import { getSetting, putSetting } from '../content';

// The quote's delivery and payment methods and its fees come from the store's settings: their
// default words answer in the request's language (#26 §1), an owner's own words as written.

describe.each(DB_KINDS)('the quote in the shopper’s language, on %s', (kind) => {
  let t: TestApp;
  let items: { ProductId: number; Qty: number }[];

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, PAYMENTS_SANDBOX: true });
    const product = await aSimpleProduct(t);
    await setStock(t, product.id, 20);
    items = [{ ProductId: product.id, Qty: 1 }];
  });
  afterAll(() => t.close());

  async function quoteIn(language: string) {
    const res = await fetch(`${t.url}/api/checkout/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ Items: items, Pincode: '560038', PaymentMethodId: 'cod' }),
    });
    expect(res.status).toBe(200);
    return QuoteAnswer.parse(await res.json());
  }

  it('names the methods and fees in English for an English shopper', async () => {
    const q = await quoteIn('en-IN,en;q=0.9');
    expect(q.DeliveryMethods.map((m) => [m.Name, m.Description])).toEqual([
      ['Standard delivery', 'Delivered in 2-4 days'],
      ['Next-day delivery', 'Order by 6 pm, delivered tomorrow'],
    ]);
    const cod = q.PaymentMethods.find((m) => m.PaymentMethodId === 'cod')!;
    expect([cod.Name, cod.Description]).toEqual([
      'Cash on delivery',
      'Pay in cash or UPI when your order arrives',
    ]);
    const sandbox = q.PaymentMethods.find((m) => m.PaymentMethodId === 'sandbox')!;
    expect(sandbox.Name).toBe('Test payment (sandbox)');
    expect(q.Bill.Fees.map((f) => f.Name)).toEqual([
      'Standard delivery',
      'Platform fee',
      'Cash on delivery fee',
    ]);
  });

  it('names them in Hindi for a Hindi shopper, with the amounts unchanged', async () => {
    const [en, hi] = [await quoteIn('en'), await quoteIn('hi-IN,hi;q=0.9')];
    expect(hi.DeliveryMethods.map((m) => [m.Name, m.Description])).toEqual([
      ['स्टैंडर्ड डिलीवरी', '2-4 दिन में डिलीवरी'],
      ['अगले दिन डिलीवरी', 'शाम 6 बजे तक ऑर्डर करें, कल डिलीवरी'],
    ]);
    const cod = hi.PaymentMethods.find((m) => m.PaymentMethodId === 'cod')!;
    expect([cod.Name, cod.Description]).toEqual([
      'कैश ऑन डिलीवरी',
      'ऑर्डर पहुँचने पर कैश या UPI से भुगतान करें',
    ]);
    expect(hi.PaymentMethods.find((m) => m.PaymentMethodId === 'sandbox')!.Name).toBe(
      'टेस्ट भुगतान (सैंडबॉक्स)',
    );
    expect(hi.Bill.Fees.map((f) => f.Name)).toEqual([
      'स्टैंडर्ड डिलीवरी',
      'प्लेटफ़ॉर्म फ़ीस',
      'कैश ऑन डिलीवरी फ़ीस',
    ]);
    expect(hi.Bill.Fees.map((f) => f.Amount)).toEqual(en.Bill.Fees.map((f) => f.Amount));
    expect(hi.Bill.AmountPayable).toBe(en.Bill.AmountPayable);
  });

  it('shows an owner’s own method name as written, in every language', async () => {
    const db = t.database.db;
    const before = await getSetting(db, 'deliveryMethods');
    await putSetting(db, 'deliveryMethods', {
      DeliveryMethods: before.DeliveryMethods.map((m) =>
        m.DeliveryMethodId === 'standard' ? { ...m, Name: 'Kirana Saver' } : m,
      ),
    });
    try {
      const hi = await quoteIn('hi');
      expect(hi.DeliveryMethods[0]!.Name).toBe('Kirana Saver');
      expect(hi.DeliveryMethods[1]!.Name).toBe('अगले दिन डिलीवरी');
    } finally {
      await putSetting(db, 'deliveryMethods', before);
    }
  });

  it('has every default word in the catalogue of each language', () => {
    for (const language of ['en', 'hi'] as const) {
      const say = messagesIn(language);
      for (const id of STORE_WORD_IDS) expect(say(id), `${language} ${id}`).not.toBe(id);
    }
  });
});
