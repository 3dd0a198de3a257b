import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminBulkStatusAnswer,
  AdminOrderAnswer,
  type AdminOrderStatusBody,
  type OrderDetails,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { coupons } from '../../offers/offers.tables';
import {
  ADMIN_TOKEN,
  aProduct,
  auditOf,
  balanceOf,
  consoleAs,
  expectBadField,
  orderRow,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from './orders-test-kit';
import { refunds } from '../../refunds/refunds.tables';
import { callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';
import { stockOf } from '../../checkout/checkout-test-kit';

const SHIP = { Status: 'shipped', Carrier: 'Delhivery', TrackingNumber: 'DL12345678' } as const;

describe.each(DB_KINDS)('console order moves, bulk moves and cancelling on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  let asha: Shopper;
  let product: { id: number };

  const items = (qty = 1) => [{ ProductId: product.id, VariantId: null, Qty: qty }];
  const cod = (qty = 1) => placeOrder(t, asha, 'cod', items(qty));
  const move = (who: 'owner' | 'manager' | 'packer', id: number, body: AdminOrderStatusBody) =>
    as(who, 'POST', `/admin/orders/${id}/status`, body);
  const statusOf = async (id: number) => (await orderRow(t, id)).status;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    asha = await shopperAt(t, 'asha.moves@example.com');
    product = await aProduct(t, 3, 60_000);
  });
  afterAll(() => t?.close());

  it('lets every role move and bulk-move orders, only money roles cancel; a shopper and no one get 401', async () => {
    const all = ['owner', 'manager', 'packer'] as const;
    // a missing order: the allowed roles get past the guard to a 404
    await expectRoles(t, tokens, 'POST', '/admin/orders/999999/status', [...all], {
      Status: 'confirmed',
    });
    await expectRoles(t, tokens, 'POST', '/admin/orders/bulk-status', [...all], {
      OrderIds: [999999],
      Status: 'confirmed',
    });
    await expectRoles(t, tokens, 'POST', '/admin/orders/999999/cancel', ['owner', 'manager'], {
      Reason: 'Out of stock',
      ReasonCode: 'out_of_stock',
    });
  });

  it('moves an order along with an audit entry per move (before and after), packer answers without money', async () => {
    const order = await cod();
    const id = order.OrderId;
    const confirmed = await move('packer', id, { Status: 'confirmed' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const answer = AdminOrderAnswer.parse(confirmed.body).OrderDetails;
    expect(answer).toMatchObject({ Status: 'confirmed', MoneyHidden: true });
    expect(answer).not.toHaveProperty('Bill');
    expect(answer.NextStatuses).toEqual(['packed', 'cancelled']);

    expect((await move('packer', id, { Status: 'packed', Note: 'Box 3' })).status).toBe(200);
    expectBadField(await move('packer', id, { Status: 'shipped' }), 'body.TrackingNumber');
    const shipped = await move('manager', id, SHIP);
    expect(AdminOrderAnswer.parse(shipped.body).OrderDetails).toMatchObject({
      Status: 'shipped',
      Carrier: 'Delhivery',
      TrackingNumber: 'DL12345678',
      MoneyHidden: false,
    });
    expect((await move('packer', id, { Status: 'delivered' })).status).toBe(200);

    const entries = await auditOf(t, id);
    expect(entries.map((e) => [e.action, e.actorRole])).toEqual([
      ['order.confirm', 'packer'],
      ['order.pack', 'packer'],
      ['order.ship', 'manager'],
      ['order.deliver', 'packer'],
    ]);
    expect(entries[1]).toMatchObject({
      before: { Status: 'confirmed' },
      after: { Status: 'packed', Note: 'Box 3' },
    });
    expect(entries[2]).toMatchObject({
      before: { Status: 'packed', Carrier: null, TrackingNumber: null },
      after: { Status: 'shipped', Carrier: 'Delhivery', TrackingNumber: 'DL12345678' },
    });
    // the timeline says who moved it: the store
    const details = await as<{ OrderDetails: { Timeline: { Status: string; Actor: string }[] } }>(
      'owner',
      'GET',
      `/admin/orders/${id}`,
    );
    expect(details.body.OrderDetails.Timeline.map((e) => `${e.Status}:${e.Actor}`)).toEqual([
      'placed:shopper',
      'confirmed:store',
      'packed:store',
      'shipped:store',
      'delivered:store',
    ]);
  });

  it('refuses a disallowed move, a system-only move, a packer’s cancel and bad input, changing nothing', async () => {
    const order = await cod();
    const id = order.OrderId;
    for (const Status of [
      'delivered',
      'packed',
      'placed',
      'expired',
      'out_for_delivery',
    ] as const) {
      const res = await move('owner', id, { Status });
      expect(res.status, Status).toBe(409);
      expect(res.body.Code).toBe('ORDER_TRANSITION_INVALID');
    }
    const packerCancel = await move('packer', id, { Status: 'cancelled' });
    expect(packerCancel.status).toBe(403);
    expect(packerCancel.body.Code).toBe('FORBIDDEN');
    expectBadField(await move('owner', id, { Status: 'lost' as never }), 'body.Status');
    expectBadField(await move('owner', id, { Status: 'confirmed', Extra: 1 } as never), 'body');
    expectBadField(
      await move('owner', id, { ...SHIP, TrackingNumber: 'no spaces!' }),
      'body.TrackingNumber',
    );
    const missing = await move('owner', 999_999, { Status: 'confirmed' });
    expect(missing.status).toBe(404);
    expect(missing.body.Code).toBe('ORDER_NOT_FOUND');
    expectBadField(
      await as('owner', 'POST', '/admin/orders/2147483648/status', { Status: 'confirmed' }),
      'params.orderId',
    );
    expect(await statusOf(id)).toBe('placed');
    expect(await auditOf(t, id)).toEqual([]);
  });

  it('confirms and packs many orders: each by the same rules, one answer each, a failure stops none', async () => {
    const [a, b, c] = [await cod(), await cod(), await cod()];
    await move('owner', c.OrderId, { Status: 'confirmed' });
    await move('owner', c.OrderId, { Status: 'packed' });
    const res = await as('packer', 'POST', '/admin/orders/bulk-status', {
      OrderIds: [a.OrderId, c.OrderId, 999_999, b.OrderId],
      Status: 'confirmed',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = AdminBulkStatusAnswer.parse(res.body);
    expect(answer).toMatchObject({ Moved: 2, Failed: 2 });
    expect(answer.Results).toEqual([
      { OrderId: a.OrderId, Ok: true, Status: 'confirmed', Code: null, Message: null },
      expect.objectContaining({
        OrderId: c.OrderId,
        Ok: false,
        Status: 'packed',
        Code: 'ORDER_TRANSITION_INVALID',
      }),
      expect.objectContaining({
        OrderId: 999_999,
        Ok: false,
        Status: null,
        Code: 'ORDER_NOT_FOUND',
      }),
      { OrderId: b.OrderId, Ok: true, Status: 'confirmed', Code: null, Message: null },
    ]);
    expect(await statusOf(a.OrderId)).toBe('confirmed');
    expect(await statusOf(b.OrderId)).toBe('confirmed');

    const packed = AdminBulkStatusAnswer.parse(
      (
        await as('manager', 'POST', '/admin/orders/bulk-status', {
          OrderIds: [a.OrderId, b.OrderId],
          Status: 'packed',
        })
      ).body,
    );
    expect(packed).toMatchObject({ Moved: 2, Failed: 0 });
    for (const o of [a, b])
      expect((await auditOf(t, o.OrderId)).map((e) => e.action)).toEqual([
        'order.confirm',
        'order.pack',
      ]);
    expect(await auditOf(t, c.OrderId)).toHaveLength(2); // its own two moves, none from the bulk
  });

  it('refuses a bulk move it does not do, and bad lists, naming the field', async () => {
    const order = await cod();
    const bulk = (body: unknown) => as('owner', 'POST', '/admin/orders/bulk-status', body);
    expectBadField(await bulk({ OrderIds: [order.OrderId], Status: 'shipped' }), 'body.Status');
    expectBadField(await bulk({ OrderIds: [order.OrderId], Status: 'cancelled' }), 'body.Status');
    expectBadField(await bulk({ OrderIds: [], Status: 'confirmed' }), 'body.OrderIds');
    expectBadField(
      await bulk({ OrderIds: [order.OrderId, order.OrderId], Status: 'confirmed' }),
      'body.OrderIds',
    );
    expectBadField(
      await bulk({ OrderIds: Array.from({ length: 101 }, (_, i) => i + 1), Status: 'confirmed' }),
      'body.OrderIds',
    );
    expectBadField(await bulk({ OrderIds: [2147483648], Status: 'confirmed' }), 'body.OrderIds.0');
    expect(await statusOf(order.OrderId)).toBe('placed');
  });

  it('cancels with a reason: stock and coupon come back, a wallet order’s money to the wallet, audited once', async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: 'CONSOLE1', title: 'Console', kind: 'flat', value: 1000 });
    const stock0 = await stockOf(t, product.id);
    const order = await placeOrder(t, asha, 'wallet', items(2), 'CONSOLE1');
    const [used] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'CONSOLE1'));
    expect(used!.usedCount).toBe(1);
    expect(await stockOf(t, product.id)).toBe(stock0 - 2);
    const wallet0 = await balanceOf(t, asha.userId);

    expectBadField(
      await as('owner', 'POST', `/admin/orders/${order.OrderId}/cancel`, { Reason: '' }),
      'body.Reason',
    );
    const none = await as('owner', 'POST', `/admin/orders/${order.OrderId}/cancel`, {});
    expectBadField(none, 'body.Reason');
    expectBadField(none, 'body.ReasonCode');
    // no reason chosen is no cancel (#28: a default reason was sent on one press)
    expectBadField(
      await as('owner', 'POST', `/admin/orders/${order.OrderId}/cancel`, {
        Reason: 'Out of stock at the shop',
      }),
      'body.ReasonCode',
    );
    expect(await statusOf(order.OrderId)).toBe('placed');
    const res = await as('manager', 'POST', `/admin/orders/${order.OrderId}/cancel`, {
      Reason: 'Out of stock at the shop',
      ReasonCode: 'other',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminOrderAnswer.parse(res.body).OrderDetails).toMatchObject({
      Status: 'cancelled',
      CancelReason: 'Out of stock at the shop',
      NextStatuses: [],
    });
    expect(await stockOf(t, product.id)).toBe(stock0);
    const [back] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'CONSOLE1'));
    expect(back!.usedCount).toBe(0);
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + order.AmountPayable);
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(order.AmountPayable);

    const again = await as('owner', 'POST', `/admin/orders/${order.OrderId}/cancel`, {
      Reason: 'Twice',
      ReasonCode: 'other',
    });
    expect(again.status).toBe(409);
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + order.AmountPayable);
    expect(await stockOf(t, product.id)).toBe(stock0);
    const entries = await auditOf(t, order.OrderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.cancel',
      actorRole: 'manager',
      before: { Status: 'placed', CancelReason: null },
      after: { Status: 'cancelled', CancelReason: 'Out of stock at the shop' },
    });
  });

  it('keeps a preset reason’s code: the shopper reads it in their language, “other” as written', async () => {
    const shopperReads = async (id: number, language?: string) => {
      const res = await fetch(`${t.url}/api/order-details?orderId=${id}`, {
        headers: {
          authorization: `Bearer ${asha.token}`,
          ...(language ? { 'accept-language': language } : {}),
        },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { OrderDetails: OrderDetails }).OrderDetails;
    };
    const preset = await cod();
    expectBadField(
      await as('owner', 'POST', `/admin/orders/${preset.OrderId}/cancel`, {
        Reason: 'Out of stock',
        ReasonCode: 'stolen_goods',
      }),
      'body.ReasonCode',
    );
    const res = await as('owner', 'POST', `/admin/orders/${preset.OrderId}/cancel`, {
      Reason: 'anything the console sent',
      ReasonCode: 'out_of_stock',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminOrderAnswer.parse(res.body).OrderDetails).toMatchObject({
      CancelReason: 'Out of stock',
      CancelReasonCode: 'out_of_stock',
    });
    const [en, hi] = [await shopperReads(preset.OrderId), await shopperReads(preset.OrderId, 'hi')];
    expect([en.CancelReasonCode, en.CancelReason]).toEqual(['out_of_stock', 'Out of stock']);
    expect([hi.CancelReasonCode, hi.CancelReason]).toEqual(['out_of_stock', 'सामान स्टॉक में नहीं है']);
    expect(hi.Timeline.find((e) => e.Status === 'cancelled')?.Note).toBe('सामान स्टॉक में नहीं है');

    const asked = await cod();
    await as('owner', 'POST', `/admin/orders/${asked.OrderId}/cancel`, {
      Reason: 'The customer asked',
      ReasonCode: 'customer_asked',
    });
    expect((await shopperReads(asked.OrderId)).CancelReason).toBe('Cancelled at your request');
    // the console reads it as of the customer, in its language (its Accept-Language)
    const consoleHi = await fetch(`${t.url}/api/admin/orders/${asked.OrderId}`, {
      headers: { authorization: `Bearer ${tokens.owner}`, 'accept-language': 'hi' },
    });
    const askedHi = AdminOrderAnswer.parse(await consoleHi.json()).OrderDetails;
    expect(askedHi.CancelReason).toBe('ग्राहक के कहने पर');
    expect(askedHi.Timeline.at(-1)!.Note).toBe('ग्राहक के कहने पर');
    const askedEn = AdminOrderAnswer.parse(
      (await as('owner', 'GET', `/admin/orders/${asked.OrderId}`)).body,
    ).OrderDetails;
    expect(askedEn.CancelReason).toBe('The customer asked');

    const other = await cod();
    await as('owner', 'POST', `/admin/orders/${other.OrderId}/cancel`, {
      Reason: 'Shop closed for Diwali',
      ReasonCode: 'other',
    });
    const otherHi = await shopperReads(other.OrderId, 'hi');
    expect([otherHi.CancelReasonCode, otherHi.CancelReason]).toEqual([
      'other',
      'Shop closed for Diwali',
    ]);
    // a store cancel without a code is refused, the order untouched
    const plain = await cod();
    expectBadField(
      await as('owner', 'POST', `/admin/orders/${plain.OrderId}/cancel`, {
        Reason: 'Out of stock',
      }),
      'body.ReasonCode',
    );
    expect((await shopperReads(plain.OrderId)).Status).toBe('placed');
  });

  it('cancels a paid online order with its money back to the payment, and refuses after shipping', async () => {
    const paid: OrderDetails = await placeOrder(t, asha, 'sandbox', items(1));
    const res = await as('owner', 'POST', `/admin/orders/${paid.OrderId}/cancel`, {
      Reason: 'Customer called to cancel',
      ReasonCode: 'customer_asked',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, paid.OrderId));
    expect(refund).toMatchObject({
      kind: 'cancellation',
      destination: 'source',
      amountPaise: paid.AmountPayable,
    });

    const shipped = await cod();
    for (const body of [{ Status: 'confirmed' }, { Status: 'packed' }, SHIP] as const)
      expect((await move('owner', shipped.OrderId, body)).status).toBe(200);
    const late = await as('owner', 'POST', `/admin/orders/${shipped.OrderId}/cancel`, {
      Reason: 'Too late',
      ReasonCode: 'other',
    });
    expect(late.status).toBe(409);
    expect(late.body.Code).toBe('ORDER_TRANSITION_INVALID');
    expect(await statusOf(shipped.OrderId)).toBe('shipped');
  });
});
