import type { Tx } from '../../db/client';
import { and, eq } from 'drizzle-orm';
import { releaseStock, setStockReason, stockTakeAtCommit, takeStock } from '../catalogue';
import { releaseSlotPlace, takeSlotPlace, type ChosenSlot } from '../delivery';
import { announceReleasedStock, queueLowStockCheck } from '../notifications';
import { redeemCoupon, releaseCoupon } from '../offers';
import { orderLinesOf } from './order-queries';
import { recordOrderRefunded } from './orders.service';
import type { OrderRow } from './order-mapping';
import { creditWallet, debitWallet } from '../wallet';
import { orders } from './orders.tables';

// What an order holds while it stands, each take beside its release the way a Medusa step sits
// beside its compensation: its stock, its coupon use, its wallet part, its delivery slot. An order placed takes
// them (place-order); one cancelled or expired gives them back (order-status.service). Takes
// are `(tx, order, what)`, releases `(tx, order)`, all in the caller's transaction.

type StockLine = { productId: number; variantId: number | null; qty: number; name: string };

/** Takes the order's units off the shelf (409 for a line no longer in stock), as its sale. */
export async function takeOrderStock(tx: Tx, order: OrderRow, lines: readonly StockLine[]) {
  // a row now at or below the low-stock threshold is reported by a job, once
  await queueLowStockCheck(tx, lines);
  await setStockReason(tx, {
    reason: 'sale',
    orderId: order.id,
    actor: `shopper:${order.userId}`,
  });
  await takeStock(tx, lines);
}

/**
 * takeOrderStock for the transaction placing the order: the answer is the write asking its
 * commit to take the order's written lines (stockTakeAtCommit), for the caller to send last with
 * the sale as the stock reason (saleReasonSql), so a hot product's row is locked only while the
 * commit runs; the commit queues the low-stock check of the rows it leaves low (migration 0048),
 * where an order queued one for every order before. The caller turns a short line's failed
 * commit into the 409 with stockShortAtCommit.
 */
export const stockAtCommit = (tx: Tx, order: OrderRow, storeLowLevel: number) =>
  stockTakeAtCommit(tx, order.id, storeLowLevel);

/** Puts the order's units back, telling shoppers waiting for a row now back. */
export async function releaseOrderStock(tx: Tx, order: OrderRow): Promise<void> {
  const lines = await orderLinesOf(tx, order.id);
  const items = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, qty: l.qty }));
  await setStockReason(tx, { reason: 'cancellation', orderId: order.id });
  await releaseStock(tx, items);
  await announceReleasedStock(tx, items);
}

/** Counts the order's use of its coupon (409 when the coupon's limits are reached meanwhile). */
export const takeOrderCoupon = (
  tx: Tx,
  order: OrderRow,
  coupon: { couponId: number; code: string; discount: number },
) => redeemCoupon(tx, { ...coupon, userId: order.userId, orderId: order.id });

/** Gives the coupon use back (once: a second release finds none). */
export async function releaseOrderCoupon(tx: Tx, order: OrderRow): Promise<void> {
  await releaseCoupon(tx, order.id);
}

/** Debits the order's wallet part (409 when the balance no longer covers it). */
export async function takeOrderWallet(tx: Tx, order: OrderRow): Promise<void> {
  if (order.walletPaise <= 0) return;
  await debitWallet(tx, {
    userId: order.userId,
    amount: order.walletPaise,
    reason: 'order_payment',
    reference: `order:${order.id}`,
    orderId: order.id,
  });
}

/**
 * Hands an order's wallet part back while it was never paid online: no invoice was issued, so
 * no refund or credit note is needed, only a once-only ledger credit. (A paid order's money
 * comes back through a refund.)
 */
export async function releaseOrderWallet(tx: Tx, order: OrderRow): Promise<void> {
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

/** Takes the order's place in its delivery slot (400 when the slot is full meanwhile). */
export const takeOrderSlot = (tx: Tx, _order: OrderRow, slot: ChosenSlot) =>
  takeSlotPlace(tx, slot);

/** Gives the order's place in its delivery slot back (once: slot_held is cleared first). */
export async function releaseOrderSlot(tx: Tx, order: OrderRow): Promise<void> {
  const [held] = await tx
    .update(orders)
    .set({ slotHeld: false })
    .where(and(eq(orders.id, order.id), eq(orders.slotHeld, true)))
    .returning({ windowId: orders.slotWindowId, date: orders.slotDate });
  if (held?.windowId && held.date)
    await releaseSlotPlace(tx, { windowId: held.windowId, date: held.date });
}
