import { and, eq, sql } from 'drizzle-orm';
import { canMoveRefund, type RefundStatus } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { queuePush } from '../notifications';
import { messagesForUser } from '../users';
import { queueRefundMessage } from './refund-messages';
import { refundPush } from './refund-push';
import { refundEvents, refunds } from './refunds.tables';

// A refund row and its timeline: locking it, and moving it along the transition table.

export type RefundRow = typeof refunds.$inferSelect;
export type RefundActor = 'shopper' | 'store' | 'system';

/** One refund row, locked FOR UPDATE for a move; null when missing. */
export async function lockRefund(tx: DbOrTx, refundId: number): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row ?? null;
}

/** Writes one timeline event of a refund. */
export async function addRefundEvent(
  tx: DbOrTx,
  refundId: number,
  status: RefundStatus,
  event: { actor: RefundActor; note?: string | null },
): Promise<void> {
  await tx
    .insert(refundEvents)
    .values({ refundId, status, actor: event.actor, note: event.note ?? null });
}

/**
 * Moves a locked refund from its status to `to` with its timeline event, with the movers'
 * contract (see moveOrder in orders): the transition table is checked here, the guarded update
 * answers the moved row, or null when the table does not allow the move (nothing written); a
 * row changed under its lock throws. Callers that owe the shopper a reason refuse with 409 first.
 */
export async function moveRefund(
  tx: DbOrTx,
  refund: RefundRow,
  to: RefundStatus,
  event: { actor: RefundActor; note?: string | null },
  set: Partial<Pick<RefundRow, 'rejectReason' | 'payoutReference' | 'gatewayRefundId'>> = {},
): Promise<RefundRow | null> {
  if (!canMoveRefund(refund.status, to)) return null;
  const [moved] = await tx
    .update(refunds)
    .set({ status: to, updatedAt: sql`now()`, ...set })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, refund.status)))
    .returning();
  if (!moved) throw new Error(`refund ${refund.id} changed under its lock`);
  await addRefundEvent(tx, refund.id, to, event);
  const push = refundPush(moved, to, await messagesForUser(tx, moved.userId));
  if (push) await queuePush(tx, moved.userId, push);
  await queueRefundMessage(tx, moved, to);
  return moved;
}

/**
 * True once the money of a refund was sent on its way: a cancellation's (or an order edit's) as
 * soon as it is approved, a return's when the parcel is picked up.
 */
export const isPaidOut = (r: Pick<RefundRow, 'kind' | 'status'>): boolean =>
  r.kind === 'return' ? r.status === 'picked_up' : r.status === 'approved';
