import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, startTestApp, type TestApp } from '../../test/harness';
import {
  admin,
  ADMIN_TOKEN,
  aProduct,
  placeOrder,
  shopperAt,
  UNLIMITED,
} from './console/orders-test-kit';
import { OrderMoves } from './order-moves';
import { openStream, ticketFor, type LiveStream } from './order-updates-test-kit';

// Two API processes on one PostgreSQL and one Redis: the order page's stream is held by one,
// the store moves the order through the other (whose job worker may be the one that tells it).
describe('live order updates across API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  let live: LiveStream | undefined;

  beforeAll(async () => {
    const pg = await createPostgresDatabase();
    drop = pg.drop;
    const config = { ...UNLIMITED, ADMIN_TOKEN, REDIS_URL: process.env.REDIS_URL! };
    a = await startTestApp('postgres', config, { databaseUrl: pg.url });
    b = await startTestApp('postgres', config, { databaseUrl: pg.url });
  });
  afterAll(async () => {
    live?.close();
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('reaches the page held by one process when the order moves in another', async () => {
    const asha = await shopperAt(a, 'asha.processes@example.com');
    const product = await aProduct(a, 4, 30_000);
    const order = await placeOrder(a, asha, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    live = await openStream(a, await ticketFor(a, asha.token, order.OrderId));
    expect(live.status).toBe(200);
    const res = await admin(b, 'POST', `/admin/orders/${order.OrderId}/status`, {
      Status: 'confirmed',
    });
    expect(res.status).toBe(200);
    await expect
      .poll(() => live!.movesSincePlaced(), { timeout: 10_000 })
      .toEqual([{ OrderId: order.OrderId, Status: 'confirmed' }]);

    // whichever worker ran that job, a move told by another process's bus reaches a's stream
    const elsewhere = await OrderMoves.open(b.deps);
    await elsewhere.publish({ OrderId: order.OrderId, Status: 'packed' });
    elsewhere.close();
    await expect
      .poll(() => live!.movesSincePlaced().map((m) => m.Status), { timeout: 10_000 })
      .toEqual(['confirmed', 'packed']);
  });
});
