import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdminOrderDetailsAnswer,
  AdminOrdersAnswer,
  OrderDetailsAnswer,
  slotIdOf,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  aProduct,
  ADMIN_TOKEN,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from '../orders/console/orders-test-kit';
import { callerTokens, expectRoles } from '../staff/staff-test-kit';
import { call } from '../checkout/checkout-test-kit';
import { passDeadline } from '../payments/payment-test-kit';
import { postOrder } from '../checkout/checkout-test-kit';
import { admin } from '../refunds/refunds-test-kit';
import { deliverySlotBookings } from './delivery.tables';
import {
  expectSlotRefused,
  indiaDay,
  offeredSlots,
  orderInSlot,
  placedInSlot,
  saveSlots,
  slotOrderBody,
} from './slots-test-kit';

const WINDOWS = [
  { WindowId: null, Starts: '07:00', Ends: '09:00', Capacity: 2, IsEnabled: true },
  { WindowId: null, Starts: '18:00', Ends: '21:00', Capacity: 10, IsEnabled: true },
  // started at midnight: never offered today
  { WindowId: null, Starts: '00:00', Ends: '00:30', Capacity: 5, IsEnabled: true },
  { WindowId: null, Starts: '12:00', Ends: '13:00', Capacity: 5, IsEnabled: false },
];

describe.each(DB_KINDS)('delivery slots on %s', (kind) => {
  let t: TestApp;
  let product: { id: number };
  let asha: Shopper;
  let ravi: Shopper;
  const windowAt = { morning: 0, evening: 0, midnight: 0, noon: 0 };

  const placesTaken = async (windowId: number, day: string) =>
    (
      await t.database.db
        .select({ taken: deliverySlotBookings.taken })
        .from(deliverySlotBookings)
        .where(and(eq(deliverySlotBookings.windowId, windowId), eq(deliverySlotBookings.day, day)))
    )[0]?.taken ?? 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN, PAYMENTS_SANDBOX: true });
    product = await aProduct(t, 2, 45_000);
    asha = await shopperAt(t, 'asha.slots@example.com');
    ravi = await shopperAt(t, 'ravi.slots@example.com');
  });
  afterAll(() => t?.close());

  it('asks for no slot until the owner turns slots on', async () => {
    expect(await offeredSlots(t)).toEqual({ IsEnabled: false, Days: [] });
    const res = await orderInSlot(t, asha, product.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as { Order: { DeliverySlot: unknown } }).Order.DeliverySlot).toBeNull();
  });

  it('lets the owner and a manager read and save the slots, gives new windows ids, refuses broken ones', async () => {
    const tokens = await callerTokens(t);
    await expectRoles(t, tokens, 'GET', '/admin/settings/delivery-slots', ['owner', 'manager']);
    await expectRoles(t, tokens, 'PUT', '/admin/settings/delivery-slots', ['owner', 'manager'], {
      IsEnabled: false,
      DaysAhead: 2,
      CutoffMinutes: 60,
      Windows: [],
    });
    const saved = await saveSlots(t, {
      IsEnabled: true,
      DaysAhead: 2,
      CutoffMinutes: 60,
      Windows: WINDOWS,
    });
    const ids = saved.Windows.map((w) => w.WindowId);
    expect(new Set(ids).size).toBe(4);
    [windowAt.morning, windowAt.evening, windowAt.midnight, windowAt.noon] = ids as [
      number,
      number,
      number,
      number,
    ];
    const read = await admin(t, 'GET', '/admin/settings/delivery-slots');
    expect(read.body).toEqual(saved);

    const put = (body: unknown) => admin(t, 'PUT', '/admin/settings/delivery-slots', body);
    const backwards = { ...WINDOWS[0], Starts: '10:00', Ends: '09:00' };
    for (const bad of [
      { ...saved, Windows: [backwards] },
      { ...saved, Windows: [{ ...WINDOWS[0], Capacity: 0 }] },
      { ...saved, Windows: [{ ...WINDOWS[0], Starts: '7am' }] },
      { ...saved, Windows: [{ ...WINDOWS[0], WindowId: 9999 }] },
      { ...saved, Windows: [saved.Windows[0], saved.Windows[0]] },
      { ...saved, DaysAhead: 30 },
      { ...saved, DaysAhead: -1 },
    ]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin(t, 'GET', '/admin/settings/delivery-slots')).body).toEqual(saved);
  });

  it('offers today and the next two days, each enabled window not past its cut-off, with places left', async () => {
    const answer = await offeredSlots(t);
    expect(answer.IsEnabled).toBe(true);
    expect(answer.Days.map((d) => d.Date)).toEqual([indiaDay(0), indiaDay(1), indiaDay(2)]);
    const tomorrow = answer.Days[1]!.Slots;
    // tomorrow's midnight window closes 60 minutes before it starts (CutoffMinutes), at 23:00
    // in India today: a run in that last hour sees it closed
    const midnightOpen = Date.now() < Date.parse(`${indiaDay(1)}T00:00:00+05:30`) - 60 * 60_000;
    expect(tomorrow.map((s) => [s.Starts, s.Ends, s.Remaining, s.IsFull])).toEqual([
      ...(midnightOpen ? [['00:00', '00:30', 5, false]] : []),
      ['07:00', '09:00', 2, false],
      ['18:00', '21:00', 10, false],
    ]);
    expect(tomorrow.find((s) => s.Starts === '07:00')!.SlotId).toBe(
      slotIdOf(indiaDay(1), windowAt.morning),
    );
    // today: the midnight window has started, the noon window is off
    const today = answer.Days[0]!.Slots.map((s) => s.Starts);
    expect(today).not.toContain('00:00');
    expect(today).not.toContain('12:00');
  });

  it('refuses an order without a slot, or in a slot not offered: past, started, too far, disabled, unknown or garbage', async () => {
    expectSlotRefused(await orderInSlot(t, asha, product.id), 'DELIVERY_SLOT_REQUIRED');
    const refusals: [unknown, string | undefined][] = [
      [slotIdOf(indiaDay(-1), windowAt.morning), 'DELIVERY_SLOT_CLOSED'],
      [slotIdOf(indiaDay(0), windowAt.midnight), 'DELIVERY_SLOT_CLOSED'],
      [slotIdOf(indiaDay(3), windowAt.morning), 'DELIVERY_SLOT_CLOSED'],
      [slotIdOf(indiaDay(1), windowAt.noon), 'DELIVERY_SLOT_INVALID'],
      [slotIdOf(indiaDay(1), 9999), 'DELIVERY_SLOT_INVALID'],
      ['2026-02-30_1', 'DELIVERY_SLOT_INVALID'],
      ['tomorrow morning', undefined],
      [`${indiaDay(1)}_-1`, undefined],
      [`${indiaDay(1)}_0`, undefined],
      [`${indiaDay(1)}_1' OR 1=1`, undefined],
      [42, undefined],
      [null, undefined],
      ['', undefined],
    ];
    for (const [slotId, code] of refusals)
      expectSlotRefused(await orderInSlot(t, asha, product.id, slotId), code);
    expect(await placesTaken(windowAt.morning, indiaDay(1))).toBe(0);
  });

  it('puts the slot on the order, the console’s details, its filter and the packing slip; lists a full slot as full and refuses it', async () => {
    const slotId = slotIdOf(indiaDay(1), windowAt.morning);
    const first = await placedInSlot(t, asha, product.id, slotId);
    expect(first.DeliverySlot).toEqual({ Date: indiaDay(1), Starts: '07:00', Ends: '09:00' });
    const second = await placedInSlot(t, ravi, product.id, slotId);
    expectSlotRefused(await orderInSlot(t, asha, product.id, slotId), 'DELIVERY_SLOT_FULL');
    expect(await placesTaken(windowAt.morning, indiaDay(1))).toBe(2);

    const morning = (await offeredSlots(t)).Days[1]!.Slots.find((s) => s.SlotId === slotId);
    expect(morning).toMatchObject({ Remaining: 0, IsFull: true });

    const own = await call(t, 'GET', `/order-details?orderId=${first.OrderId}`, asha.token);
    expect(OrderDetailsAnswer.parse(own.body).OrderDetails?.DeliverySlot).toEqual(
      first.DeliverySlot,
    );
    const details = AdminOrderDetailsAnswer.parse(
      (await admin(t, 'GET', `/admin/orders/${first.OrderId}`)).body,
    );
    expect(details.OrderDetails?.DeliverySlot).toEqual(first.DeliverySlot);
    const list = async (q: string) =>
      AdminOrdersAnswer.parse((await admin(t, 'GET', `/admin/orders?pageSize=60&${q}`)).body)
        .Orders.map((o) => o.OrderId)
        .sort();
    const both = [first.OrderId, second.OrderId].sort();
    expect(await list(`slotDate=${indiaDay(1)}`)).toEqual(both);
    expect(await list(`slotDate=${indiaDay(1)}&slotWindow=${windowAt.morning}`)).toEqual(both);
    expect(await list(`slotDate=${indiaDay(1)}&slotWindow=${windowAt.evening}`)).toEqual([]);
    expect((await admin(t, 'GET', '/admin/orders?slotDate=tomorrow')).status).toBe(400);
    expect((await admin(t, 'GET', '/admin/orders?slotWindow=-3')).status).toBe(400);

    const slip = await fetch(`${t.url}/api/admin/orders/${first.OrderId}/packing-slip`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(await slip.text()).toContain('07:00–09:00');
  });

  it('gives the place back when an order is cancelled, once, and not for someone else’s order', async () => {
    const slotId = slotIdOf(indiaDay(2), windowAt.morning);
    const order = await placedInSlot(t, asha, product.id, slotId);
    expect(await placesTaken(windowAt.morning, indiaDay(2))).toBe(1);
    const cancel = (token: string) =>
      call(t, 'POST', `/orders/${order.OrderId}/cancel`, token, { Reason: 'Ordered by mistake' });
    expect((await cancel(ravi.token)).status).toBe(404);
    expect(await placesTaken(windowAt.morning, indiaDay(2))).toBe(1);
    expect((await cancel(asha.token)).status).toBe(200);
    expect((await cancel(asha.token)).status).toBe(409);
    expect(await placesTaken(windowAt.morning, indiaDay(2))).toBe(0);
  });

  it('gives the place back when an online order expires unpaid', async () => {
    const slotId = slotIdOf(indiaDay(2), windowAt.evening);
    const body = {
      ...(await slotOrderBody(t, ravi, product.id, slotId)),
      PaymentMethodId: 'sandbox',
    };
    const { ExpectedAmountPayable: _, ...forQuote } = body;
    const quoted = await call(t, 'POST', '/checkout/quote', ravi.token, {
      ...forQuote,
      DeliverySlotId: undefined,
    });
    const res = await postOrder(
      t,
      ravi.token,
      {
        ...body,
        ExpectedAmountPayable: (quoted.body as { Bill: { AmountPayable: number } }).Bill
          .AmountPayable,
      },
      'slot-expiry',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const orderId = (res.body as { Order: { OrderId: number } }).Order.OrderId;
    expect(await placesTaken(windowAt.evening, indiaDay(2))).toBe(1);
    await passDeadline(t, orderId, 2);
    expect(await placesTaken(windowAt.evening, indiaDay(2))).toBe(0);
  });
});
