import { isCancellableByShopper, type OrderDetails } from '@kirana/shared';
import { inTransaction, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { dropStockAnswers } from '../catalogue';
import { lockOrder, moveOrder } from './orders.service';
import { isAwaitingPayment } from './order-guards';
import { orderDetails, orderLinesOf } from './order-queries';
import { type OrderRow } from './order-mapping';
import { refundCancelledOrder } from '../refunds';
import {
  releaseOrderCoupon,
  releaseOrderSlot,
  releaseOrderStock,
  releaseOrderWallet,
} from './order-holds';

export const orderNotFound = () => notFound('Order', 'ORDER_NOT_FOUND');

/** Gives back what an order holds but its money: its stock, its coupon use, its delivery slot. */
async function releaseHoldings(tx: Tx, order: OrderRow): Promise<void> {
  await releaseOrderStock(tx, order);
  await releaseOrderCoupon(tx, order);
  await releaseOrderSlot(tx, order);
}

/** After the transaction that gave an order's stock back commits: its products' pages show it. */
export async function showReleasedStock(deps: AppDeps, orderId: number): Promise<void> {
  const lines = await orderLinesOf(deps.database.db, orderId);
  await dropStockAnswers(
    deps,
    lines.map((l) => l.productId),
  );
}

/**
 * Cancels an order and gives back what it held: its stock, its coupon use and the money paid
 * (an unpaid online order's wallet part straight back; a paid order's through a refund). Runs
 * on the locked order row, so of concurrent cancels only the first finds it cancellable.
 */
export async function cancelLocked(
  tx: Tx,
  order: OrderRow,
  actor: 'shopper' | 'store',
  reason: string,
  refundTo: 'wallet' | 'source',
): Promise<void> {
  const cancelled = await moveOrder(
    tx,
    order,
    'cancelled',
    { actor, note: reason },
    { cancelReason: reason, payBy: null },
  );
  if (!cancelled)
    throw new AppError(409, 'ORDER_TRANSITION_INVALID', {
      messageId: 'errors.order.status-not-cancellable',
      values: { status: order.status.replace(/_/g, ' ') },
    });
  await releaseHoldings(tx, order);
  if (isAwaitingPayment(order)) await releaseOrderWallet(tx, order);
  else await refundCancelledOrder(tx, order, { refundTo, actor, note: reason });
}

/**
 * Expires a locked online order still unpaid at its pay-by time: stock, coupon and wallet part
 * come back once (the row lock and the status check make a second run a no-op).
 */
export async function expireUnpaidOrder(tx: Tx, order: OrderRow): Promise<boolean> {
  // only an order awaiting payment may expire (the transition table): any other stays as it is
  const expired = await moveOrder(
    tx,
    order,
    'expired',
    { actor: 'system', note: 'Not paid in time' },
    { payBy: null },
  );
  if (!expired) return false;
  await releaseHoldings(tx, order);
  await releaseOrderWallet(tx, order);
  return true;
}

/**
 * Money that arrived for an order no longer waiting for it (expired, cancelled, or switched to
 * cash on delivery) goes back to where it came from: exactly that amount, all to the source
 * (the refund sees the order as paid that amount and nothing from the wallet).
 */
export async function refundLatePayment(tx: Tx, order: OrderRow, amount: number): Promise<void> {
  const view = { ...order, walletPaise: 0, paidPaise: order.refundedPaise + amount };
  await refundCancelledOrder(tx, view, {
    refundTo: 'source',
    actor: 'system',
    note: 'Payment arrived after the order closed',
  });
}

/** The shopper cancels their own order before it ships, with a reason. */
export async function cancelOrderByShopper(
  deps: AppDeps,
  userId: number,
  orderId: number,
  reason: string,
  refundTo: 'wallet' | 'source' = 'wallet',
): Promise<OrderDetails> {
  const details = await inTransaction(
    deps.database.db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) throw orderNotFound();
      if (!isCancellableByShopper(order.status)) {
        throw new AppError(
          409,
          'ORDER_NOT_CANCELLABLE',
          order.status === 'cancelled'
            ? { messageId: 'errors.order.already-cancelled' }
            : { messageId: 'errors.order.not-cancellable' },
          { messageId: 'errors.order.cancel-until' },
        );
      }
      await cancelLocked(tx, order, 'shopper', reason, refundTo);
      return (await orderDetails(tx, userId, orderId))!;
    },
    { retry: true },
  );
  await showReleasedStock(deps, orderId);
  return details;
}
