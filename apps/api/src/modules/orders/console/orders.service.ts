import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AdminOrderDetails } from '@kirana/shared';
import { inTransaction, type Db } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { getSetting } from '../../content';
import { recordAudit, type AuditActor } from '../../staff';
import { storeOrderDetails } from './order-queries';
import { restAfterWallet } from '../order-money';
import { orderLinesOf } from '../order-queries';
import { lockOrder, findOrder } from '../orders.service';
import { orders } from '../orders.tables';
import { packingSlipHtml } from './packing-slip';

// The console's order actions that belong to orders alone: the packing slip, and marking a
// cash-on-delivery order's cash as received by the store.

const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');

/** The packing slip of an order, as an HTML page to print. */
export async function packingSlip(db: Db, orderId: number): Promise<string> {
  const order = await findOrder(db, orderId);
  if (!order) throw orderNotFound();
  const store = await getSetting(db, 'storeConfigs');
  return packingSlipHtml(order, await orderLinesOf(db, orderId), store.StoreName);
}

/**
 * Marks a delivered cash-on-delivery order's cash as received, with who and when: once only.
 * The order row is locked and the write is guarded on "not collected yet", so of two clicks
 * (or two staff) only the first records it; the second is refused and changes nothing.
 */
export async function markCodCollected(
  deps: AppDeps,
  orderId: number,
  actor: AuditActor,
): Promise<AdminOrderDetails> {
  return inTransaction(
    deps.database.db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, null);
      if (!order) throw orderNotFound();
      if (order.paymentMethod !== 'cod')
        throw new AppError(409, 'NOT_COD', 'This order was not paid by cash on delivery');
      if (order.status !== 'delivered')
        throw new AppError(
          409,
          'NOT_DELIVERED',
          'Cash is marked collected once the order is delivered',
        );
      if (order.codCollectedAt)
        throw new AppError(
          409,
          'COD_ALREADY_COLLECTED',
          `Cash was already marked collected by ${order.codCollectedByName ?? 'the store'}`,
        );
      const [done] = await tx
        .update(orders)
        .set({
          codCollectedAt: sql`now()`,
          codCollectedByStaffId: actor.staffId,
          codCollectedByName: actor.name,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), isNull(orders.codCollectedAt)))
        .returning({ at: orders.codCollectedAt });
      if (!done) throw new Error(`order ${orderId} changed under its lock`);
      await recordAudit(tx, actor, {
        action: 'order.cod_collected',
        entity: 'order',
        entityId: orderId,
        before: { CodCollectedAt: null },
        after: {
          CodCollectedAt: done.at!.toISOString(),
          CodCollectedBy: actor.name,
          Amount: restAfterWallet(order),
        },
      });
      return (await storeOrderDetails(tx, orderId, true))!;
    },
    { retry: true },
  );
}
