import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import {
  ADMIN_TOKEN,
  aProduct,
  consoleAs,
  shopperAt,
  UNLIMITED,
} from '../orders/console/orders-test-kit';
import { callerTokens } from '../staff/staff-test-kit';
import { collectedCodOrder } from './books-test-kit';

describeRaces('COD hand-ins under concurrent calls', (kind) => {
  let t: TestApp;
  let as: ReturnType<typeof consoleAs>;
  let orderIds: number[];
  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    as = consoleAs(t, await callerTokens(t));
    const shopper = await shopperAt(t, 'race.handin@example.com');
    const product = await aProduct(t, 4, 30_000);
    const items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    orderIds = [];
    for (let i = 0; i < 3; i++)
      orderIds.push(
        (await collectedCodOrder(t, as, shopper, items, { CollectorName: 'Ravi' })).OrderId,
      );
  });
  afterAll(() => t?.close());

  const count = async (table: 'cod_handins' | 'cod_handin_orders') =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*) AS n FROM ${sql.raw(table)}`,
        )
      )[0]!.n,
    );

  it('takes the same orders once when two hand-ins (owner, manager) are sent at once', async () => {
    const results = await Promise.all(
      (['owner', 'manager'] as const).map((who, i) =>
        as(who, 'POST', '/admin/books/cod/hand-ins', {
          Key: `race-handin-${i}-${Date.now()}`,
          OrderIds: orderIds.slice(0, 2),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.Code).toBe('COD_NOT_OWED');
    expect(await count('cod_handins')).toBe(1);
    expect(await count('cod_handin_orders')).toBe(2);
  });

  it('records a double submit (the same key, 6 times at once) as one hand-in', async () => {
    const body = { Key: `double-submit-${Date.now()}`, OrderIds: [orderIds[2]!] };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as<{ HandIn: { HandInId: number } }>(
          i % 2 ? 'owner' : 'manager',
          'POST',
          '/admin/books/cod/hand-ins',
          body,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.body.HandIn.HandInId)).size).toBe(1);
    expect(await count('cod_handins')).toBe(2);
    expect(await count('cod_handin_orders')).toBe(3);
  });
});
