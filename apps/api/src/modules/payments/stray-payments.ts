import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { strayPayments, type StrayReason, type StrayStatus } from './payments.tables';

// Payments that pay nothing and go straight back (a duplicate, a wrong amount or currency).
// Claimed once per gateway payment in the transaction that learns of it; the refund itself is
// a job run after commit (duplicate-payment.job), tried a bounded number of times.

export type StrayPaymentRow = typeof strayPayments.$inferSelect;

/**
 * Records a stray payment in the caller's transaction; answers its id when this call claimed
 * it, null when verify or another webhook already did (then nothing more is to be done).
 */
export async function claimStrayPayment(
  tx: DbOrTx,
  s: {
    provider: StrayPaymentRow['provider'];
    gatewayPaymentId: string;
    orderId: number;
    paymentId: number;
    reason: StrayReason;
    amount: number;
    currency: string;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(strayPayments)
    .values(s)
    .onConflictDoNothing()
    .returning({ id: strayPayments.id });
  return row?.id ?? null;
}

export async function findStrayPayment(db: DbOrTx, id: number): Promise<StrayPaymentRow | null> {
  const [row] = await db.select().from(strayPayments).where(eq(strayPayments.id, id));
  return row ?? null;
}

/** Counts one more refund call of a pending stray payment; null when it is no longer pending. */
export async function countStrayRefundTry(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .update(strayPayments)
    .set({ tries: sql`${strayPayments.tries} + 1`, updatedAt: sql`now()` })
    .where(and(eq(strayPayments.id, id), eq(strayPayments.status, 'pending')))
    .returning({ tries: strayPayments.tries });
  return row?.tries ?? null;
}

/** Settles a pending stray payment (refunded, or given up), or notes why its try failed. */
export async function settleStrayPayment(
  db: DbOrTx,
  id: number,
  to: StrayStatus,
  info: { gatewayRefundId?: string; lastError?: string },
): Promise<void> {
  await db
    .update(strayPayments)
    .set({ status: to, ...info, updatedAt: sql`now()` })
    .where(and(eq(strayPayments.id, id), eq(strayPayments.status, 'pending')));
}

/** An order's stray payments, oldest first (staff see them beside its payment). */
export const strayPaymentsOf = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(strayPayments)
    .where(eq(strayPayments.orderId, orderId))
    .orderBy(asc(strayPayments.id));
