import {
  canMoveOrder,
  isCancellableByShopper,
  type OrderDetails,
  type OrderStatus,
} from '@kirana/shared';
import { inTransaction, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { releaseStock } from '../catalogue';
import { releaseCoupon } from '../offers';
import { lockOrder, orderDetails, orderLinesOf, recordStatus, type OrderRow } from '../orders';

const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');

/** Where a test user's order may go: confirmed or cancelled, never packed or shipped. */
const TEST_ORDER_MOVES: readonly OrderStatus[] = ['confirmed', 'cancelled'];

/**
 * Cancels an order and gives back what it held: its stock and its coupon use. Runs on the
 * locked order row, so of concurrent cancels only the first finds it cancellable; the others
 * are refused and nothing comes back twice.
 */
async function cancelLocked(
  tx: Tx,
  order: OrderRow,
  actor: 'shopper' | 'store',
  reason: string,
): Promise<void> {
  await recordStatus(tx, order, 'cancelled', { actor, note: reason }, { cancelReason: reason });
  const lines = await orderLinesOf(tx, order.id);
  await releaseStock(
    tx,
    lines.map((l) => ({ productId: l.productId, variantId: l.variantId, qty: l.qty })),
  );
  await releaseCoupon(tx, order.id);
}

/** The shopper cancels their own order before it ships, with a reason. */
export async function cancelOrderByShopper(
  deps: AppDeps,
  userId: number,
  orderId: number,
  reason: string,
): Promise<OrderDetails> {
  return inTransaction(
    deps.database.db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) throw orderNotFound();
      if (!isCancellableByShopper(order.status)) {
        throw new AppError(
          409,
          'ORDER_NOT_CANCELLABLE',
          order.status === 'cancelled'
            ? 'This order is already cancelled'
            : 'This order can no longer be cancelled',
          'Orders can be cancelled until they are shipped.',
        );
      }
      await cancelLocked(tx, order, 'shopper', reason);
      return (await orderDetails(tx, userId, orderId))!;
    },
    { retry: true },
  );
}

/**
 * The store owner moves an order along the transition table (shipping needs a carrier and a
 * tracking number); cancelling gives back stock and coupon. Test users' orders stop at confirmed.
 */
export async function moveOrderByStore(
  deps: AppDeps,
  orderId: number,
  move: { Status: OrderStatus; Carrier?: string; TrackingNumber?: string; Note?: string },
): Promise<OrderDetails> {
  return inTransaction(
    deps.database.db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, null);
      if (!order) throw orderNotFound();
      if (!canMoveOrder(order.status, move.Status)) {
        throw new AppError(
          409,
          'ORDER_TRANSITION_INVALID',
          `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${move.Status.replace(/_/g, ' ')}`,
        );
      }
      if (order.isTestOrder && !TEST_ORDER_MOVES.includes(move.Status)) {
        throw new AppError(
          409,
          'TEST_ORDER',
          'Orders of test users are never fulfilled past confirmed',
        );
      }
      if (move.Status === 'cancelled')
        await cancelLocked(tx, order, 'store', move.Note ?? 'Cancelled by the store');
      else
        await recordStatus(
          tx,
          order,
          move.Status,
          { actor: 'store', note: move.Note ?? null },
          move.Status === 'shipped'
            ? { carrier: move.Carrier!, trackingNumber: move.TrackingNumber! }
            : {},
        );
      return (await orderDetails(tx, null, orderId))!;
    },
    { retry: true },
  );
}
