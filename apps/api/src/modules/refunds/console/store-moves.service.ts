import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canMoveRefund, type AdminRefundDetails, type AdminRefundStatusBody } from '@kirana/shared';
import { inTransaction } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { lockOrder, reserveReturnQty } from '../../orders';
import { recordAudit, type AuditActor } from '../../staff';
import { adminRefundDetails } from './refund-queries';
import { payOutRefund } from '../payout.service';
import { photoLinks } from '../photo-links';
import { isPaidOut, lockRefund, moveRefund, type RefundRow } from '../refund-store';
import { refundLines, refunds } from '../refunds.tables';

// The store owner moves a refund along its transition table: approve or reject a return, mark
// its parcel picked up (the money moves then), and mark a UPI payout made. Each move writes its
// audit entry (who, the status before and after) in the move's transaction.

type Move = z.output<typeof AdminRefundStatusBody>;

const invalid = (r: RefundRow, to: string, why?: string) =>
  new AppError(
    409,
    'REFUND_TRANSITION_INVALID',
    why ?? `A refund that is ${r.status.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
  );

const AUDIT_ACTIONS: Record<Move['Status'], string> = {
  approved: 'refund.approve',
  rejected: 'refund.reject',
  picked_up: 'refund.pick_up',
  refunded: 'refund.pay_upi',
};

/** What the audit trail keeps of a refund. */
const auditView = (r: RefundRow) => ({
  Status: r.status,
  RejectReason: r.rejectReason,
  PayoutReference: r.payoutReference,
  CreditNoteNumber: r.creditNoteNumber,
});

/**
 * One move, on the order row and then the refund row locked FOR UPDATE (the order every refund
 * writer takes them in), so of concurrent identical moves only the first finds it allowed.
 */
export async function moveRefundByStore(
  deps: AppDeps,
  actor: AuditActor,
  refundId: number,
  move: Move,
): Promise<AdminRefundDetails> {
  // before the transaction: the key may be read from the database the first time
  const links = await photoLinks(deps);
  return inTransaction(
    deps.database.db,
    async (tx) => {
      const [peek] = await tx
        .select({ orderId: refunds.orderId })
        .from(refunds)
        .where(eq(refunds.id, refundId));
      if (!peek) throw new AppError(404, 'REFUND_NOT_FOUND', 'Refund not found');
      const order = (await lockOrder(tx, peek.orderId, null))!;
      const refund = (await lockRefund(tx, refundId))!;
      if (!canMoveRefund(refund.status, move.Status)) throw invalid(refund, move.Status);

      if (move.Status === 'approved') {
        await moveRefund(tx, refund, 'approved', { actor: 'store' });
      } else if (move.Status === 'rejected') {
        const lines = await tx
          .select()
          .from(refundLines)
          .where(eq(refundLines.refundId, refund.id));
        for (const l of lines) {
          if (!(await reserveReturnQty(tx, refund.orderId, l.orderLineId, -l.qty)))
            throw new Error(`refund ${refund.id}: line ${l.orderLineId} had fewer units reserved`);
        }
        await moveRefund(
          tx,
          refund,
          'rejected',
          { actor: 'store', note: move.Reason },
          { rejectReason: move.Reason! },
        );
      } else if (move.Status === 'picked_up') {
        if (refund.kind !== 'return')
          throw invalid(refund, move.Status, 'Only a return is picked up');
        // allowed: the table was asked above
        const picked = (await moveRefund(tx, refund, 'picked_up', { actor: 'store' }))!;
        await payOutRefund(tx, picked, order);
      } else {
        if (refund.upiPaise === 0)
          throw invalid(
            refund,
            move.Status,
            'Only a UPI payout is marked refunded by hand; the wallet and the gateway refund by themselves',
          );
        if (!isPaidOut(refund))
          throw invalid(refund, move.Status, 'Mark the parcel picked up before paying it out');
        if (!move.PayoutReference)
          throw new AppError(
            400,
            'PAYOUT_REFERENCE_REQUIRED',
            'Enter the UPI payout reference',
            undefined,
            [{ Field: 'body.PayoutReference', Message: 'Enter the UPI payout reference' }],
          );
        await moveRefund(
          tx,
          refund,
          'refunded',
          { actor: 'store', note: `Paid by UPI, reference ${move.PayoutReference}` },
          { payoutReference: move.PayoutReference },
        );
      }
      const after = (await lockRefund(tx, refundId))!;
      await recordAudit(tx, actor, {
        action: AUDIT_ACTIONS[move.Status],
        entity: 'refund',
        entityId: refundId,
        before: auditView(refund),
        after: { ...auditView(after), Amount: after.amountPaise },
      });
      return adminRefundDetails(tx, refundId, links);
    },
    { retry: true },
  );
}
