import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  canMovePayment,
  isPaidStatus,
  type OnlineProvider,
  type PaymentStatus,
} from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { paymentWebhookEvents, payments } from './payments.tables';

// Payment attempts in the database. Their status only moves forward, by guarded updates on a
// locked row, so a late or repeated report from the gateway can never move one back.

export type PaymentRow = typeof payments.$inferSelect;

/** The newest attempt of an order that can still be paid (created, failed or cancelled). */
export async function latestAttempt(db: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** One attempt by id, unlocked. */
export async function findAttempt(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** Every attempt of an order, newest first. */
export const attemptsOf = (db: DbOrTx, orderId: number) =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));

export async function insertAttempt(
  db: DbOrTx,
  a: { orderId: number; userId: number; provider: OnlineProvider; amount: number },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ orderId: a.orderId, userId: a.userId, provider: a.provider, amountPaise: a.amount })
    .returning();
  return row!;
}

/** Records the gateway's order id of an attempt (once). */
export async function setGatewayOrder(
  db: DbOrTx,
  id: number,
  gatewayOrderId: string,
): Promise<void> {
  await db
    .update(payments)
    .set({ gatewayOrderId, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), sql`${payments.gatewayOrderId} IS NULL`));
}

/** Locks an attempt by our id or the gateway's order id (FOR UPDATE); null when unknown. */
export async function lockAttempt(
  tx: DbOrTx,
  by: { id: number } | { gatewayOrderId: string },
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where('id' in by ? eq(payments.id, by.id) : eq(payments.gatewayOrderId, by.gatewayOrderId))
    .for('update');
  return row ?? null;
}

/**
 * Moves a locked attempt forward to `to`, with the movers' contract (see moveOrder in orders):
 * the table (canMovePayment: forward only) is checked here, the guarded update answers the
 * moved row, or null when the move is not allowed (nothing written); a row changed under its
 * lock throws. A paid status records the gateway payment that paid it.
 */
export async function moveAttempt(
  tx: DbOrTx,
  attempt: PaymentRow,
  to: PaymentStatus,
  info: { gatewayPaymentId?: string | null; method?: string | null; failureReason?: string | null },
): Promise<PaymentRow | null> {
  if (!canMovePayment(attempt.status, to)) return null;
  const [moved] = await tx
    .update(payments)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(isPaidStatus(to) && info.gatewayPaymentId
        ? { gatewayPaymentId: info.gatewayPaymentId }
        : {}),
      ...(info.method ? { method: info.method } : {}),
      failureReason: isPaidStatus(to) ? null : (info.failureReason ?? attempt.failureReason),
    })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, attempt.status)))
    .returning();
  if (!moved) throw new Error(`payment ${attempt.id} changed under its lock`);
  return moved;
}

/**
 * Records the gateway's fee and its GST on the attempt its payment paid (the same figures from
 * every report, so a repeat writes the same); another payment of the attempt changes nothing.
 */
export async function recordGatewayFee(
  tx: DbOrTx,
  attemptId: number,
  p: { gatewayPaymentId: string; fee?: number | null; feeTax?: number | null },
): Promise<void> {
  if (p.fee == null) return;
  await tx
    .update(payments)
    .set({ feePaise: p.fee, feeTaxPaise: p.feeTax ?? 0, updatedAt: sql`now()` })
    .where(and(eq(payments.id, attemptId), eq(payments.gatewayPaymentId, p.gatewayPaymentId)));
}

/** The attempt that paid an order (authorised or captured), for refunds to the source. */
export async function findPaidPayment(
  db: DbOrTx,
  orderId: number,
): Promise<{ provider: OnlineProvider; gatewayPaymentId: string; amount: number } | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, ['authorized', 'captured'])),
    );
  if (!row?.gatewayPaymentId) return null;
  return {
    provider: row.provider,
    gatewayPaymentId: row.gatewayPaymentId,
    amount: row.amountPaise,
  };
}

/**
 * Claims a webhook event id in the caller's transaction: false when it was handled before, so
 * a redelivery changes nothing. Concurrent deliveries wait on the key and then see it taken.
 */
export async function claimWebhookEvent(
  tx: DbOrTx,
  e: { provider: OnlineProvider; eventId: string; event: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values(e)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.eventId });
  return inserted.length === 1;
}
