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
import { callerTokens, type Caller } from './staff-test-kit';

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
});
