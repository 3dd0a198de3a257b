import {
  storeNextStatuses,
  type AdminBulkStatusAnswer,
  type AdminOrderDetails,
  type AdminOrderStatusBody,
  type CancelReasonCode,
  type OrderStatus,
} from '@kirana/shared';
import { eq } from 'drizzle-orm';
import { orders } from '../orders.tables';
import { inTransaction, type Tx } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { findOrder, lockOrder, moveOrder, recordOrderPaid } from '../orders.service';
import { stillDue } from '../order-money';
import { storeOrderDetails } from './order-queries';
import { type OrderRow } from '../order-mapping';
import { recordAudit, type AuditActor } from '../../staff';
import { cancelLocked, orderNotFound, showReleasedStock } from '../order-status.service';

// The store moves orders from the console: one at a time, many at once (confirm, pack), and
// cancelling with a reason. Every move runs on the locked order row and writes its audit entry
// in the same transaction; cancelling gives back stock, coupon and money by the rules the
// shopper's cancel follows (order-status.service).

/** The audit action of a move to each status. */
const ACTION: Partial<Record<OrderStatus, string>> = {
  confirmed: 'order.confirm',
  packed: 'order.pack',
  shipped: 'order.ship',
  out_for_delivery: 'order.out_for_delivery',
  delivered: 'order.deliver',
  cancelled: 'order.cancel',
};

/** What the audit log keeps of an order before and after a move. */
const snapshot = (o: Pick<OrderRow, 'status' | 'carrier' | 'trackingNumber' | 'cancelReason'>) => ({
  Status: o.status,
  Carrier: o.carrier,
  TrackingNumber: o.trackingNumber,
  CancelReason: o.cancelReason,
});

/**
 * A test order (a test user's, or paid in the sandbox: no money came in) stops at confirmed
 * unless the move says FulfilTestOrder: the store's explicit override, kept in the audit log.
 */
function refuseMove(order: OrderRow, move: AdminOrderStatusBody): void {
  const to = move.Status;
  if (storeNextStatuses(order.status, order.isTestOrder).includes(to)) return;
  if (order.isTestOrder && storeNextStatuses(order.status, false).includes(to)) {
    if (move.FulfilTestOrder) return;
    throw new AppError(
      409,
      'TEST_ORDER',
      'Test orders are not fulfilled past confirmed',
      'It was paid in the sandbox (no money moved) or placed by a test user. To pack and ship it anyway, move it with the test-order override.',
    );
  }
  throw new AppError(
    409,
    'ORDER_TRANSITION_INVALID',
    `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
  );
}

/** One move of a locked order, with its audit entry; the caller holds the transaction. */
export async function moveLocked(
  tx: Tx,
  order: OrderRow,
  move: AdminOrderStatusBody,
  actor: AuditActor,
): Promise<void> {
  refuseMove(order, move);
  const after = { ...snapshot(order), Status: move.Status };
  if (move.Status === 'cancelled') {
    const reason = move.Note ?? 'Cancelled by the store';
    await cancelLocked(tx, order, 'store', reason, 'source');
    after.CancelReason = reason;
  } else {
    const set =
      move.Status === 'shipped'
        ? { carrier: move.Carrier!, trackingNumber: move.TrackingNumber! }
        : {};
    const moved = await moveOrder(
      tx,
      order,
      move.Status,
      { actor: 'store', note: move.Note ?? null },
      set,
    );
    if (!moved)
      throw new Error(`order ${order.id}: ${order.status} to ${move.Status} passed refuseMove`);
    Object.assign(
      after,
      move.Status === 'shipped' ? { Carrier: set.carrier, TrackingNumber: set.trackingNumber } : {},
    );
    // cash on delivery is paid at the door: what a return may refund counts it from here
    const cash = stillDue(order);
    if (move.Status === 'delivered' && order.paymentMethod === 'cod' && cash > 0)
      await recordOrderPaid(tx, order.id, cash);
  }
  await recordAudit(tx, actor, {
    action: ACTION[move.Status] ?? `order.${move.Status}`,
    entity: 'order',
    entityId: order.id,
    before: snapshot(order),
    after: {
      ...after,
      ...(move.Note ? { Note: move.Note } : {}),
      ...(order.isTestOrder && move.FulfilTestOrder ? { FulfilTestOrder: true } : {}),
    },
  });
}

/** Runs `work` on the locked order in its own transaction (retried on a serialization failure). */
export function onLockedOrder<T>(
  deps: AppDeps,
  orderId: number,
  work: (tx: Tx, order: OrderRow) => Promise<T>,
): Promise<T> {
  return inTransaction(
    deps.database.db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, null);
      if (!order) throw orderNotFound();
      return work(tx, order);
    },
    { retry: true },
  );
}

/**
 * The store moves an order along the transition table (shipping needs a carrier and a
 * tracking number); test users' orders stop at confirmed; cancelling needs `mayCancel`
 * (orders:money), since it refunds.
 */
export async function moveOrderByStore(
  deps: AppDeps,
  orderId: number,
  move: AdminOrderStatusBody,
  actor: AuditActor,
  opts: { showMoney: boolean; mayCancel: boolean },
): Promise<AdminOrderDetails> {
  if (move.Status === 'cancelled' && !opts.mayCancel)
    throw new AppError(
      403,
      'FORBIDDEN',
      'Your role may not cancel orders',
      `A ${actor.role} does not have the "orders:money" permission`,
    );
  const details = await onLockedOrder(deps, orderId, async (tx, order) => {
    await moveLocked(tx, order, move, actor);
    return (await storeOrderDetails(tx, orderId, opts.showMoney))!;
  });
  if (move.Status === 'cancelled') await showReleasedStock(deps, orderId);
  return details;
}

/** The console's preset cancel reasons as stored (English, like every stored reason). */
const PRESET_WORDS: Readonly<Record<Exclude<CancelReasonCode, 'other'>, string>> = {
  out_of_stock: 'Out of stock',
  customer_asked: 'The customer asked',
  address_not_serviceable: 'Address not serviceable',
  payment_issue: 'Payment issue',
};

/**
 * The store cancels an order with a reason: stock, coupon and money back by the existing rules.
 * A preset reason is kept as its code and its English words (each reader gets the code's words in
 * their language); 'other' as the code and the words given.
 */
export async function cancelOrderByStore(
  deps: AppDeps,
  orderId: number,
  given: string,
  actor: AuditActor,
  code: CancelReasonCode,
): Promise<AdminOrderDetails> {
  const reason = code !== 'other' ? PRESET_WORDS[code] : given;
  const details = await onLockedOrder(deps, orderId, async (tx, order) => {
    await moveLocked(tx, order, { Status: 'cancelled', Note: reason }, actor);
    await tx.update(orders).set({ cancelReasonCode: code }).where(eq(orders.id, orderId));
    return (await storeOrderDetails(tx, orderId, true))!;
  });
  await showReleasedStock(deps, orderId);
  return details;
}

/**
 * Moves many orders to the same status, each in its own transaction by the same rules as one
 * move: an order that may not move is reported and the others still move.
 */
export async function bulkMoveOrders(
  deps: AppDeps,
  orderIds: readonly number[],
  status: 'confirmed' | 'packed',
  actor: AuditActor,
): Promise<AdminBulkStatusAnswer> {
  const results: AdminBulkStatusAnswer['Results'] = [];
  for (const orderId of orderIds) {
    try {
      const now = await onLockedOrder(deps, orderId, async (tx, order) => {
        await moveLocked(tx, order, { Status: status }, actor);
        return status;
      });
      results.push({ OrderId: orderId, Ok: true, Status: now, Code: null, Message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const order = await findOrder(deps.database.db, orderId);
      results.push({
        OrderId: orderId,
        Ok: false,
        Status: order?.status ?? null,
        Code: err.code,
        Message: err.message,
      });
    }
  }
  const moved = results.filter((r) => r.Ok).length;
  return { Moved: moved, Failed: results.length - moved, Results: results };
}
