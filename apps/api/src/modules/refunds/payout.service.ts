import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inTransaction, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { defineJob, enqueue, rowId, type JobContext } from '../../lib/jobs';
import { cashNotMarked, recordOrderRefunded, type OrderRow } from '../orders';
import { refundThroughGateway } from '../payments';
import { creditWallet } from '../wallet';
import { refundNumber, takeCreditNoteNumber } from './refund-numbers';
import { isPaidOut, lockRefund, moveRefund, type RefundRow } from './refund-store';
import { refunds } from './refunds.tables';

// Paying a refund out: one step in the caller's transaction (the order's refunded total, the
// wallet part, the credit note), then the source part through the gateway after commit.

const PayoutPayload = z.object({ refundId: rowId });

/** The job that sends a refund's source part back through the gateway. */
export const refundPayoutJob = defineJob('refund-gateway-payout', PayoutPayload, sendSourcePart);

/**
 * Pays a refund out on its locked order, in the caller's transaction: the order's refunded
 * total moves by one guarded UPDATE (409 REFUND_EXCEEDS_PAID when it would pass what the store
 * received, COD_CASH_NOT_COLLECTED when that is because cash on delivery is not marked collected
 * yet; the caller's transaction rolls back with nothing written), the wallet part is credited
 * once, a source part is left to the gateway job, a UPI part to the store owner; a refund with
 * only a wallet part is refunded at once. An order with an invoice gets a credit note number,
 * taken last.
 */
export async function payOutRefund(
  tx: Tx,
  refund: RefundRow,
  order: OrderRow,
  /** a credit note number taken already (an order edit's: its credit note credits the edit) */
  creditNoteNumber?: string | null,
): Promise<RefundRow> {
  // a return gives back goods delivered: only what the store received for them (a COD order's
  // cash once marked collected); money given back before delivery is capped by what was paid
  const upTo = refund.kind === 'return' ? 'received' : 'paid';
  if (!(await recordOrderRefunded(tx, refund.orderId, refund.amountPaise, upTo))) {
    // `order` is the row locked in this transaction: its cash mark is the one the guard read
    if (upTo === 'received' && cashNotMarked(order))
      throw new AppError(409, 'COD_CASH_NOT_COLLECTED', {
        messageId: 'refunds.payout.cash-not-collected',
      });
    throw new AppError(
      409,
      'REFUND_EXCEEDS_PAID',
      'This refund would give back more than was paid for the order',
    );
  }
  if (refund.walletPaise > 0) {
    const credited = await creditWallet(tx, {
      userId: refund.userId,
      amount: refund.walletPaise,
      reason: 'refund',
      reference: `refund:${refund.id}`,
      orderId: refund.orderId,
      refundId: refund.id,
    });
    if (!credited) throw new Error(`refund ${refund.id} was already credited to the wallet`);
  }
  let row = refund;
  if (refund.sourcePaise > 0) await enqueue(tx, refundPayoutJob, { refundId: refund.id });
  else if (refund.upiPaise === 0) {
    const refunded = await moveRefund(tx, row, 'refunded', {
      actor: 'system',
      note: 'Credited to your Kirana wallet',
    });
    if (!refunded) throw new Error(`refund ${refund.id} paid out from ${refund.status}`);
    row = refunded;
  }
  if (order.invoiceNumber) {
    const number = creditNoteNumber ?? (await takeCreditNoteNumber(tx, order, new Date()));
    const [numbered] = await tx
      .update(refunds)
      .set({ creditNoteNumber: number })
      .where(eq(refunds.id, refund.id))
      .returning();
    row = numbered!;
  }
  return row;
}

/**
 * The job handler: reads the refund outside any transaction, asks the gateway to send the
 * source part back (one idempotency key per refund, so a retried job makes no second refund),
 * then in a short transaction stores the gateway's refund id and, once processed, refunds it.
 */
function sendSourcePart({ deps }: Pick<JobContext, 'deps'>) {
  const db = deps.database.db;
  return async ({ refundId }: z.output<typeof PayoutPayload>): Promise<void> => {
    const [r] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!r || r.sourcePaise === 0 || !isPaidOut(r)) return;
    if (!r.sourceProvider || !r.sourcePaymentId)
      throw new Error(`refund ${refundId} has a source part but no payment to send it to`);
    const sent = await refundThroughGateway(deps, {
      provider: r.sourceProvider,
      gatewayPaymentId: r.sourcePaymentId,
      amount: r.sourcePaise,
      idempotencyKey: `refund-${r.id}`,
      receipt: refundNumber(r.id),
      refundId: r.id,
    });
    await inTransaction(
      db,
      async (tx) => {
        const locked = await lockRefund(tx, refundId);
        if (!locked) return;
        if (!locked.gatewayRefundId)
          await tx
            .update(refunds)
            .set({ gatewayRefundId: sent.gatewayRefundId, updatedAt: sql`now()` })
            .where(eq(refunds.id, refundId));
        if (sent.processed && isPaidOut(locked))
          await moveRefund(tx, locked, 'refunded', {
            actor: 'system',
            note: 'Sent back to your original payment method',
          });
      },
      { retry: true },
    );
  };
}

/**
 * The gateway says a refund was processed (the `refund.processed` webhook), in the caller's
 * transaction: the refund is found by the gateway's refund id, else by our id from the
 * gateway's notes (when the webhook beats our job), and moves to refunded. True when this call
 * moved it; a repeat, an unknown refund or one not yet paid out answers false and changes nothing.
 */
export async function markGatewayRefundProcessed(
  tx: Tx,
  r: { gatewayRefundId: string; refundId?: number },
): Promise<boolean> {
  let [row] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.gatewayRefundId, r.gatewayRefundId))
    .for('update');
  if (!row && r.refundId !== undefined) {
    [row] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.id, r.refundId),
          sql`${refunds.sourcePaise} > 0`,
          or(isNull(refunds.gatewayRefundId), eq(refunds.gatewayRefundId, r.gatewayRefundId)),
        ),
      )
      .for('update');
  }
  if (!row || row.sourcePaise === 0 || !isPaidOut(row)) return false;
  const moved = await moveRefund(
    tx,
    row,
    'refunded',
    { actor: 'system', note: 'Sent back to your original payment method' },
    row.gatewayRefundId ? {} : { gatewayRefundId: r.gatewayRefundId },
  );
  return moved !== null;
}
