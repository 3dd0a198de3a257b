import { isCancellableByShopper, type OrderDetails } from '@kirana/shared';
import { inTransaction, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { dropStockAnswers, releaseStock } from '../catalogue';
import { announceReleasedStock } from '../notifications';
import { releaseCoupon } from '../offers';
import { lockOrder, recordOrderRefunded, recordStatus } from './orders.service';
import { orderDetails, orderLinesOf } from './order-queries';
import { type OrderRow } from './order-mapping';
import { refundCancelledOrder } from '../refunds';
import { creditWallet } from '../wallet';

export const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');

/** Gives back an order's stock (telling shoppers waiting for a row now back) and coupon use. */
async function releaseHoldings(tx: Tx, order: OrderRow): Promise<void> {
  const lines = await orderLinesOf(tx, order.id);
  const items = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, qty: l.qty }));
  await releaseStock(tx, items);
  await announceReleasedStock(tx, items);
  await releaseCoupon(tx, order.id);
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
 * An order that was never paid online hands its wallet part straight back: no invoice was
 * issued, so no refund or credit note is needed, only a once-only ledger credit.
 */
async function returnUnpaidWalletPart(tx: Tx, order: OrderRow): Promise<void> {
  const back = order.walletPaise - order.refundedPaise;
  if (back <= 0) return;
  if (!(await recordOrderRefunded(tx, order.id, back))) return;
  await creditWallet(tx, {
    userId: order.userId,
    amount: back,
    reason: 'order_expired',
    reference: `order:${order.id}`,
    orderId: order.id,
  });
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
  await recordStatus(
    tx,
    order,
    'cancelled',
    { actor, note: reason },
    { cancelReason: reason, payBy: null },
  );
  await releaseHoldings(tx, order);
  if (order.status === 'awaiting_payment') await returnUnpaidWalletPart(tx, order);
  else await refundCancelledOrder(tx, order, { refundTo, actor, note: reason });
}

/**
 * Expires a locked online order still unpaid at its pay-by time: stock, coupon and wallet part
 * come back once (the row lock and the status check make a second run a no-op).
 */
export async function expireUnpaidOrder(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.status !== 'awaiting_payment') return false;
  await recordStatus(
    tx,
    order,
    'expired',
    { actor: 'system', note: 'Not paid in time' },
    { payBy: null },
  );
  await releaseHoldings(tx, order);
  await returnUnpaidWalletPart(tx, order);
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
            ? 'This order is already cancelled'
            : 'This order can no longer be cancelled',
          'Orders can be cancelled until they are shipped.',
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
