// The audit log's word filter finds the entries whose shown words hold every word typed: their
// action as the console words it ("Marked the cash collected" for order.cod_collected), the
// customer an order entry concerns, the values they recorded; not the field names every entry
// of its kind carries ("CancelReason": null in every order move is no cancellation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  ADMIN_TOKEN,
  aProduct,
  consoleAs,
  deliver,
  placeOrder,
  shopperAt,
  UNLIMITED,
} from '../orders/console/orders-test-kit';
import { amountOfWord } from './audit.service';
import { callerTokens, type Caller } from './staff-test-kit';

describe('a filter word read as money', () => {
  it('is an amount in rupees, ₹ and grouping commas aside, in paise', () => {
    expect(amountOfWord('₹194.00')).toBe(19_400);
    expect(amountOfWord('194.00')).toBe(19_400);
    expect(amountOfWord('₹194')).toBe(19_400);
    expect(amountOfWord('194')).toBe(19_400);
    expect(amountOfWord('₹1,234.50')).toBe(123_450);
    expect(amountOfWord('1,234.5')).toBe(123_450);
    expect(amountOfWord('₹1,23,456.00')).toBe(12_345_600);
    expect(amountOfWord('rs.194')).toBe(19_400);
    // not money: words, codes, a stray comma, three decimals, a minus
    for (const w of ['cash', 'staff.invite', 'krn-000194', '194,', ',194', '194.000', '-194', '₹'])
      expect(amountOfWord(w), w).toBeNull();
  });
});

describe.each(DB_KINDS)('the audit log word filter on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
  });
  afterAll(() => t?.close());

  it('finds by cash, a customer’s name and cancel exactly the entries that show them', async () => {
    const as = consoleAs(t, tokens);
    const farah = await shopperAt(t, 'farah.words@example.com', { Name: 'Farah Khan' });
    const ravi = await shopperAt(t, 'ravi.words@example.com', { Name: 'Ravi Kumar' });
    const product = await aProduct(t, 6, 19_400);
    const line = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    const byCash = await placeOrder(t, farah, 'cod', line);
    const byUpi = await placeOrder(t, ravi, 'cod', line);
    const dropped = await placeOrder(t, ravi, 'cod', line);
    for (const o of [byCash, byUpi]) await deliver(t, o.OrderId);
    const collect = async (o: typeof byCash, body: object) => {
      const res = await as('owner', 'POST', `/admin/orders/${o.OrderId}/cod-collected`, {
        Amount: o.AmountPayable,
        ...body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await collect(byCash, { Method: 'cash' });
    await collect(byUpi, { Method: 'upi', Reference: 'UTR998877' });
    const cancel = await as('owner', 'POST', `/admin/orders/${dropped.OrderId}/status`, {
      Status: 'cancelled',
      Note: 'Out of stock',
    });
    expect(cancel.status).toBe(200);

    const find = async (words: string) => {
      const res = await as<AuditPage>('owner', 'GET', `/admin/audit?action=${encodeURI(words)}`);
      expect(res.status).toBe(200);
      return res.body.Entries.map((e) => `${e.Action} ${e.EntityId}`).sort();
    };
    // both cash collections (one paid at the door by UPI still reads "Marked the cash collected")
    expect(await find('cash')).toEqual(
      [`order.cod_collected ${byCash.OrderId}`, `order.cod_collected ${byUpi.OrderId}`].sort(),
    );
    expect(await find('नकद')).toEqual(await find('cash'));
    // the customer's name: every entry about Farah's order, none about Ravi's
    const farahs = await find('Farah');
    expect(farahs).toHaveLength(5);
    expect(farahs.every((e) => e.endsWith(` ${byCash.OrderId}`))).toBe(true);
    // one cancellation, though every order move records a cancel reason (empty)
    expect(await find('cancel')).toEqual([`order.cancel ${dropped.OrderId}`]);
    expect(await find('cancelled Ravi')).toEqual([`order.cancel ${dropped.OrderId}`]);
    // words together narrow: Ravi's cash collection only
    expect(await find('cash ravi')).toEqual([`order.cod_collected ${byUpi.OrderId}`]);
    // cheating check: a field name alone finds nothing (keys are not words of the entry)
    expect(await find('CancelReason')).toEqual([]);
    expect(await find('TrackingNumber')).toEqual([]);
  });

  it('finds money as the entry shows it: ₹194.00, 194.00, ₹1,234.50 and Indian grouping', async () => {
    const as = consoleAs(t, tokens);
    // products whose price the owner changes: the entries keep paise, the console shows rupees
    const change = async (skip: number, body: object) => {
      const p = await aProduct(t, skip, 50_000 + skip * 10_000);
      const res = await as('owner', 'PATCH', `/admin/products/${p.id}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return String(p.id);
    };
    const at194 = await change(1, { Price: 19_400 });
    const at1234 = await change(2, { Price: 123_450, Mrp: 130_000 });
    const at1194 = await change(3, { Price: 119_400, Mrp: 125_000 });
    const atLakh = await change(4, { Price: 12_345_600, Mrp: 13_000_000 });
    const stock194 = await change(5, { Stock: 194 });

    const find = async (words: string) => {
      const res = await as<AuditPage>(
        'owner',
        'GET',
        `/admin/audit?entity=product&action=${encodeURIComponent(words)}`,
      );
      expect(res.status).toBe(200);
      return res.body.Entries.map((e) => e.EntityId).sort();
    };
    expect(await find('₹194.00')).toEqual([at194]);
    expect(await find('194.00')).toEqual([at194]);
    expect(await find('₹194')).toEqual([at194]);
    expect(await find('₹ 194')).toEqual([at194]);
    expect(await find('₹1,234.50')).toEqual([at1234]);
    expect(await find('1234.50')).toEqual([at1234]);
    expect(await find('₹1,194.00')).toEqual([at1194]);
    expect(await find('₹1,23,456.00')).toEqual([atLakh]);
    expect(await find('123456')).toEqual([atLakh]);
    // a plain number: the amount, and the same digits where the entry shows them (a stock of 194)
    expect(await find('194')).toEqual(expect.arrayContaining([at194, stock194]));
    // the stock is no money, and words together narrow: changed and ₹194.00
    expect(await find('₹194.00 changed')).toEqual([at194]);
    // cheating check: the paise the entry keeps are not what it shows
    expect(await find('19400')).toEqual([]);
    expect(await find('123450')).toEqual([]);
  });
});
