import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { urlForLog } from '../../lib/request-log';
import { call } from '../address/address-test-kit';
import {
  admin,
  ADMIN_TOKEN,
  aProduct,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from './console/orders-test-kit';
import { openStream, ticketFor, type LiveStream } from './order-updates-test-kit';
import { issueTicket } from './order-updates.service';

describe.each(DB_KINDS)('live order updates (server-sent events) on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let ravi: Shopper;
  let order: OrderDetails;
  const open: LiveStream[] = [];

  const stream = async (ticket: string) => {
    const s = await openStream(t, ticket);
    open.push(s);
    return s;
  };
  const move = async (orderId: number, Status: string) => {
    const res = await admin(t, 'POST', `/admin/orders/${orderId}/status`, { Status });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    asha = await shopperAt(t, 'asha.live@example.com');
    ravi = await shopperAt(t, 'ravi.live@example.com', { Mobile: '9123456780' });
    const product = await aProduct(t, 3, 25_000);
    order = await placeOrder(t, asha, 'cod', [{ ProductId: product.id, VariantId: null, Qty: 1 }]);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
  });

  it('tells the open order page each move as the store makes it', async () => {
    const live = await stream(await ticketFor(t, asha.token, order.OrderId));
    expect(live.status).toBe(200);
    await expect.poll(() => live.text()).toContain(': open');
    await move(order.OrderId, 'confirmed');
    await expect
      .poll(() => live.movesSincePlaced(), { timeout: 10_000 })
      .toEqual([{ OrderId: order.OrderId, Status: 'confirmed' }]);
    await move(order.OrderId, 'packed');
    await expect
      .poll(() => live.movesSincePlaced().map((m) => m.Status), { timeout: 10_000 })
      .toEqual(['confirmed', 'packed']);
  });

  it("refuses another shopper's order, a guest, a forged and an expired ticket", async () => {
    const foreign = await call(t, 'POST', `/orders/${order.OrderId}/updates-ticket`, ravi.token);
    expect(foreign.status).toBe(404);
    const guest = await call(t, 'POST', `/orders/${order.OrderId}/updates-ticket`);
    expect(guest.status).toBe(401);

    // Asha's ticket with Ravi written into it as its holder: the signature no longer matches
    const [, mac] = (await ticketFor(t, asha.token, order.OrderId)).split('.');
    const forgedBody = Buffer.from(
      JSON.stringify([ravi.userId, order.OrderId, Math.floor(Date.now() / 1000) + 60]),
    ).toString('base64url');
    const forged = await stream(`${forgedBody}.${mac}`);
    expect(forged.status).toBe(401);

    const expired = await issueTicket(t.deps, asha.userId, order.OrderId, Date.now() - 61_000);
    expect((await stream(expired)).status).toBe(401);
    expect((await stream('bm90.YS10aWNrZXQ')).status).toBe(401);
    expect((await stream('not a ticket')).status).toBe(400);
  });

  it('holds at most five streams a shopper, and frees a place when one closes', async () => {
    const ticket = await ticketFor(t, asha.token, order.OrderId);
    for (const s of open) s.close();
    await Promise.all(open.map((s) => s.ended));
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => stream(ticket)));
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await stream(ticket);
    expect(sixth.status).toBe(429);
    // another shopper is counted apart
    const raviOrder = await placeOrder(
      t,
      ravi,
      'cod',
      order.Lines.map((l) => ({
        ProductId: l.ProductId,
        VariantId: null,
        Qty: 1,
      })),
    );
    expect((await stream(await ticketFor(t, ravi.token, raviOrder.OrderId))).status).toBe(200);

    five[0]!.close();
    await expect
      .poll(async () => {
        const again = await stream(ticket);
        if (again.status === 200) again.close();
        return again.status;
      })
      .toBe(200);
  });

  it('keeps the ticket out of the request log', () => {
    expect(urlForLog('/api/order-updates?ticket=abc.def')).toBe(
      '/api/order-updates?ticket=[redacted]',
    );
  });

  it('ends open streams when the server stops, so it stops at once', async () => {
    const live = await stream(await ticketFor(t, asha.token, order.OrderId));
    expect(live.status).toBe(200);
    await t.close();
    await live.ended;
    expect(live.text()).toContain(': open');
    t = undefined as unknown as TestApp;
  });
});
