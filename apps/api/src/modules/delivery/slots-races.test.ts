import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { slotIdOf } from '@kirana/shared';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { addressFor, postOrder, signIn, UNLIMITED } from '../checkout/checkout-test-kit';
import { orders } from '../orders/orders.tables';
import { aProduct, ADMIN_TOKEN } from '../refunds/refunds-test-kit';
import { deliverySlotBookings } from './delivery.tables';
import { indiaDay, offeredSlots, saveSlots, slotOrderBody } from './slots-test-kit';

const SHOPPERS = Array.from({ length: 20 }, (_, i) => `slotracer${i}@example.com`);

describeRaces('delivery slot races', (kind) => {
  let t: TestApp;
  let shoppers: { token: string; addressId: number }[];
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...UNLIMITED,
      ADMIN_TOKEN,
      TEST_LOGIN_IDENTIFIERS: SHOPPERS.join(','),
      TEST_LOGIN_CODE: '123456',
    });
    shoppers = [];
    for (const email of SHOPPERS) {
      const s = await signIn(t, email);
      shoppers.push({ token: s.token, addressId: await addressFor(t, s.token) });
    }
    productId = (await aProduct(t, 4, 20_000)).id;
  });
  afterAll(() => t.close());

  it('200 concurrent shoppers for a slot of 10 make exactly 10 orders and leave it full', async () => {
    const saved = await saveSlots(t, {
      IsEnabled: true,
      DaysAhead: 2,
      CutoffMinutes: 60,
      Windows: [{ WindowId: null, Starts: '07:00', Ends: '09:00', Capacity: 10, IsEnabled: true }],
    });
    const windowId = saved.Windows[0]!.WindowId;
    const slotId = slotIdOf(indiaDay(1), windowId);
    const bodies = await Promise.all(shoppers.map((s) => slotOrderBody(t, s, productId, slotId)));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postOrder(
          t,
          shoppers[i % shoppers.length]!.token,
          bodies[i % shoppers.length],
          `slot-race-${i}`,
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201 && s !== 400)).toEqual([]);
    for (const r of results.filter((x) => x.status === 400))
      expect((r.body as { Code: string }).Code).toBe('DELIVERY_SLOT_FULL');
    const [placed] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.slotWindowId, windowId));
    expect(placed!.n).toBe(10);
    const [booking] = await t.database.db.select().from(deliverySlotBookings);
    expect(booking).toMatchObject({ windowId, day: indiaDay(1), taken: 10 });
    const slot = (await offeredSlots(t)).Days[1]!.Slots[0]!;
    expect(slot).toMatchObject({ SlotId: slotId, Remaining: 0, IsFull: true });
  });
});
