import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatInr, type AdminCodCollectedBody, type AdminOrderDetails } from '@kirana/shared';
import { inTransaction, queryRows, type Db, type DbOrTx } from '../../../db/client';
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

/** The delivery person named in "Cash collected": a staff member, a typed name, or who marks it. */
async function collectorOf(
  db: DbOrTx,
  body: AdminCodCollectedBody,
  actor: AuditActor,
): Promise<{ staffId: number | null; name: string }> {
  if (body.CollectorStaffId) {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`SELECT name FROM staff WHERE id = ${body.CollectorStaffId} AND is_active`,
    );
    if (!row)
      throw new AppError(409, 'COLLECTOR_NOT_STAFF', {
        messageId: 'books.cod.collector-not-staff',
      });
    return { staffId: body.CollectorStaffId, name: row.name };
  }
  if (body.CollectorName) return { staffId: null, name: body.CollectorName };
  return { staffId: actor.staffId, name: actor.name };
}

/**
 * The amount must be what is due at the door. Less is taken only with Shortfall: true, and the
 * shortfall is then on record (cod_collected_paise below the due amount, in the audit, and in the
 * books as short); more is never taken (change is given back at the door, not booked).
 */
function refuseAmount(body: AdminCodCollectedBody, due: number): void {
  if (body.Amount > due)
    throw new AppError(409, 'COD_AMOUNT_OVER', {
      messageId: 'books.cod.amount-over',
      values: { due: formatInr(due) },
    });
  if (body.Amount < due && !body.Shortfall)
    throw new AppError(409, 'COD_AMOUNT_SHORT', {
      messageId: 'books.cod.amount-short',
      values: { due: formatInr(due), amount: formatInr(body.Amount) },
    });
}

/**
 * Marks a delivered cash-on-delivery order's cash as received, with the amount, cash or UPI, the
 * delivery person, who marked it and when: once only. The order row is locked and the write is
 * guarded on "not collected yet", so of two clicks (or two staff) only the first records it; the
 * second is refused and changes nothing.
 */
export async function markCodCollected(
  deps: AppDeps,
  orderId: number,
  body: AdminCodCollectedBody,
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
      const due = restAfterWallet(order);
      refuseAmount(body, due);
      const collector = await collectorOf(tx, body, actor);
      const [done] = await tx
        .update(orders)
        .set({
          codCollectedAt: sql`now()`,
          codCollectedByStaffId: actor.staffId,
          codCollectedByName: actor.name,
          codCollectedPaise: body.Amount,
          codCollectedMethod: body.Method,
          codCollectedReference: body.Method === 'upi' ? (body.Reference ?? null) : null,
          codCollectorStaffId: collector.staffId,
          codCollectorName: collector.name,
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
          Amount: body.Amount,
          Due: due,
          ...(body.Amount < due ? { Shortfall: due - body.Amount } : {}),
          Method: body.Method,
          ...(body.Method === 'upi' ? { Reference: body.Reference } : {}),
          Collector: collector.name,
        },
      });
      return (await storeOrderDetails(tx, orderId, true))!;
    },
    { retry: true },
  );
}
