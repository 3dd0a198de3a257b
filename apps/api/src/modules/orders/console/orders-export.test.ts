import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDERS_CSV_COLUMNS } from '@kirana/shared';
import { parse } from 'csv-parse/sync';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { callerTokens, csvStatuses, type Caller } from '../../staff/staff-test-kit';
import { orders } from '../orders.tables';
import {
  admin,
  ADMIN_TOKEN,
  aProduct,
  deliver,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from './orders-test-kit';
import { exportOrdersCsv } from './orders-export.service';

describe.each(DB_KINDS)('the console’s orders CSV export on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let meera: Shopper;
  let product: { id: number };

  const csvOf = async (query = '', who: Caller = 'manager', language = 'en') => {
    const res = await fetch(`${t.url}/api/admin/orders/export.csv${query}`, {
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': language },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kirana-orders-/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true); // Excel reads ₹ and Hindi names
    return parse(text, { bom: true, columns: true }) as Record<string, string>[];
  };
  const collect = async (gen: AsyncGenerator<string>) => {
    let s = '';
    for await (const part of gen) s += part;
    return parse(s, { bom: true, columns: true }) as Record<string, string>[];
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    meera = await shopperAt(t, 'meera.export@example.com', {
      Name: 'Meera Export',
      Mobile: '9811122233',
      Pincode: '560001',
    });
    product = await aProduct(t, 3, 44_900);
  });
  afterAll(() => t?.close());

  it('is the owner’s and manager’s; a packer gets 403', async () => {
    expect(await csvStatuses(t, tokens, '/admin/orders/export.csv')).toEqual({
      owner: 200,
      manager: 200,
      packer: 403,
      shopper: 401,
      nobody: 401,
    });
  });

  it('writes one line per order of the list’s filters, amounts in rupees and the date in India time', async () => {
    const items = [{ ProductId: product.id, VariantId: null, Qty: 2 }];
    const cod = await placeOrder(t, meera, 'cod', items);
    const wallet = await placeOrder(t, meera, 'wallet', items);
    // 23:55 IST on 10 March 2026 is still 10 March in India
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-10T18:25:00Z') })
      .where(eq(orders.id, wallet.OrderId));

    const all = await csvOf('?search=9811122233');
    expect(Object.keys(all[0]!)).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(all.map((r) => r.Order)).toEqual([cod.OrderNumber, wallet.OrderNumber]);
    const row = all[1]!;
    expect(row).toMatchObject({
      'Date (IST)': '2026-03-10 23:55',
      Customer: 'Meera Export',
      Mobile: '9811122233',
      // the console's words, with the codes beside them for scripts
      Status: 'Placed',
      'Status code': 'placed',
      Payment: 'Kirana wallet',
      'Payment code': 'wallet',
      'Item count': '2',
      'Total (₹)': (wallet.AmountPayable / 100).toFixed(2),
      'Refunded (₹)': '0.00',
      Coupon: '',
      Pincode: '560001',
    });
    expect(row.Items).toMatch(/ × 2$/);

    expect(all[0]).toMatchObject({
      Status: 'Placed',
      'Status code': 'placed',
      Payment: 'Cash on delivery',
      'Payment code': 'cod',
    });

    // in the console user's language (the console sends it as Accept-Language)
    const hindi = await csvOf('?search=9811122233', 'manager', 'hi');
    expect(hindi[0]).toMatchObject({
      Status: 'ऑर्डर हुआ',
      'Status code': 'placed',
      Payment: 'कैश ऑन डिलीवरी',
      'Payment code': 'cod',
    });
    expect(hindi[1]).toMatchObject({ Payment: 'किराना वॉलेट', 'Payment code': 'wallet' });

    // the list's filters: payment method, and India dates
    expect((await csvOf('?search=9811122233&payment=cod')).map((r) => r.Order)).toEqual([
      cod.OrderNumber,
    ]);
    expect(
      (await csvOf('?search=Meera%20Export&from=2026-03-10&to=2026-03-10')).map((r) => r.Order),
    ).toEqual([wallet.OrderNumber]);
    const bad = await fetch(`${t.url}/api/admin/orders/export.csv?payment=cheque`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(bad.status).toBe(400);
  });

  it('counts cash on delivery as paid only once it is marked collected, as the order page does', async () => {
    const ravi = await shopperAt(t, 'ravi.export@example.com', {
      Name: 'Ravi Export',
      Mobile: '9811155566',
      Pincode: '560001',
    });
    const cod = await placeOrder(t, ravi, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    await deliver(t, cod.OrderId);
    const paidIn = async () => (await csvOf('?search=9811155566'))[0]!['Paid (₹)'];
    const pagePaid = async () =>
      (
        (await admin(t, 'GET', `/admin/orders/${cod.OrderId}`)).body.OrderDetails as {
          Payment: { PaidAmount: number };
        }
      ).Payment.PaidAmount;
    // cheating: the stored paid figure already holds the cash (delivery records it for returns),
    // yet nothing was received: the CSV says what the order page says
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, cod.OrderId));
    expect(row!.paidPaise).toBe(cod.AmountPayable);
    expect(await pagePaid()).toBe(0);
    expect(await paidIn()).toBe('0.00');

    const marked = await admin(t, 'POST', `/admin/orders/${cod.OrderId}/cod-collected`, {
      Amount: cod.AmountPayable,
      Method: 'cash',
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(await pagePaid()).toBe(cod.AmountPayable);
    expect(await paidIn()).toBe((cod.AmountPayable / 100).toFixed(2));
  });

  it('reads a page at a time and still writes every order once, newest first', async () => {
    const items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    for (let i = 0; i < 3; i++) await placeOrder(t, meera, 'cod', items);
    const q = { search: 'Meera Export', pageNo: 1, pageSize: 20 };
    const whole = await collect(exportOrdersCsv(t.database.db, q));
    const paged = await collect(exportOrdersCsv(t.database.db, q, 2));
    expect(whole.length).toBe(5);
    expect(paged.map((r) => r.Order)).toEqual(whole.map((r) => r.Order));
    expect(new Set(paged.map((r) => r.Order)).size).toBe(5);
  });
});
