import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { describeRaces } from '../../../test/races';
import { callerTokens, type Caller } from '../../staff/staff-test-kit';
import {
  ADMIN_TOKEN,
  aProduct,
  auditOf,
  consoleAs,
  deliver,
  orderRow,
  placeOrder,
  shopperAt,
  UNLIMITED,
} from './orders-test-kit';

describeRaces('COD collected under concurrent calls', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
  });
  afterAll(() => t?.close());

  it('records the cash once when owner and manager click together, 10 times each', async () => {
    const as = consoleAs(t, tokens);
    const shopper = await shopperAt(t, 'race.cod@example.com');
    const product = await aProduct(t, 4, 30_000);
    const order = await placeOrder(t, shopper, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    await deliver(t, order.OrderId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(i % 2 ? 'owner' : 'manager', 'POST', `/admin/orders/${order.OrderId}/cod-collected`, {
          Amount: order.AmountPayable,
          Method: 'cash',
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Code).toBe('COD_ALREADY_COLLECTED');
    expect(await auditOf(t, order.OrderId, 'order.cod_collected')).toHaveLength(1);
    const row = await orderRow(t, order.OrderId);
    expect(row.codCollectedAt).not.toBeNull();
    expect(row.paidPaise).toBe(order.AmountPayable);
  });
});
