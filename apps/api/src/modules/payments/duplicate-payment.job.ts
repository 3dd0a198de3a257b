import { z } from 'zod';
import { defineJob, rowId, type JobContext } from '../../lib/jobs';
import { countStrayRefundTry, findStrayPayment, settleStrayPayment } from './stray-payments';
import { refundThroughGateway } from './refund-through-gateway';

const StrayPaymentPayload = z.object({ strayPaymentId: rowId });

/** The job that sends a stray payment (a duplicate, a wrong amount) back to its source. */
export const duplicatePaymentJob = defineJob(
  'duplicate-payment-refund',
  StrayPaymentPayload,
  refundStrayPayment,
);

/** Refund calls made for one stray payment before it is left to staff (shown on its order). */
export const STRAY_REFUND_TRIES = 5;

/**
 * Refunds a stray payment in full through its gateway, outside any transaction. It was never
 * counted as paid on the order, so no order refund or credit note is written. One job per
 * stray payment (claimed once by its unique key) and one idempotency key per gateway payment:
 * a retried call reuses the first refund. A refused or failing call is retried by the job
 * queue until STRAY_REFUND_TRIES calls were made; then it is marked failed for staff.
 */
function refundStrayPayment({ deps, log }: JobContext) {
  const db = deps.database.db;
  return async ({ strayPaymentId: id }: z.output<typeof StrayPaymentPayload>): Promise<void> => {
    const stray = await findStrayPayment(db, id);
    if (!stray) {
      log.error(
        { strayPaymentId: id },
        'stray payment refund job without a stray payment: dropped',
      );
      return;
    }
    const tries = await countStrayRefundTry(db, id);
    if (tries === null) return; // settled by an earlier run
    try {
      const sent = await refundThroughGateway(deps, {
        provider: stray.provider,
        gatewayPaymentId: stray.gatewayPaymentId,
        amount: stray.amount,
        idempotencyKey: `stray-${stray.gatewayPaymentId}`,
        receipt: `stray payment of order ${stray.orderId}`,
        refundId: 0,
      });
      await settleStrayPayment(db, id, 'refunded', { gatewayRefundId: sent.gatewayRefundId });
    } catch (err) {
      // the gateway's own words (Razorpay 400 ...), not the shopper's "not answering"
      const why = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const lastError = why instanceof Error ? why.message : String(why);
      if (tries >= STRAY_REFUND_TRIES) {
        log.error(
          { err, strayPaymentId: id, orderId: stray.orderId },
          'stray payment could not be refunded: left to staff',
        );
        await settleStrayPayment(db, id, 'failed', { lastError });
        return;
      }
      await settleStrayPayment(db, id, 'pending', { lastError });
      throw err;
    }
  };
}
