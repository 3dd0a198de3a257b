import { expect } from 'vitest';
import type { OrderDetails } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import type { consoleAs } from '../orders/console/orders-test-kit';
import { deliver, placeOrder, type Items, type Shopper } from '../orders/console/orders-test-kit';

type As = ReturnType<typeof consoleAs>;

/** A cash-on-delivery order placed, delivered and its cash marked collected by `collector`. */
export async function collectedCodOrder(
  t: TestApp,
  as: As,
  shopper: Shopper,
  items: Items,
  collect: { CollectorName: string; Method?: 'cash' | 'upi'; Reference?: string; Short?: number },
): Promise<OrderDetails> {
  const order = await placeOrder(t, shopper, 'cod', items);
  await deliver(t, order.OrderId);
  const res = await as('manager', 'POST', `/admin/orders/${order.OrderId}/cod-collected`, {
    Amount: order.AmountPayable - (collect.Short ?? 0),
    Method: collect.Method ?? 'cash',
    CollectorName: collect.CollectorName,
    ...(collect.Reference ? { Reference: collect.Reference } : {}),
    ...(collect.Short ? { Shortfall: true } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return order;
}
