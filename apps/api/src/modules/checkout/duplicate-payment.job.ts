import type { OnlineProvider } from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import { refundThroughGateway } from '../payments';

/** The job that sends a second payment of an already paid order back to its source. */
export const DUPLICATE_PAYMENT_REFUND_JOB = 'duplicate-payment-refund';

/**
 * Refunds a duplicate payment in full through its gateway, outside any transaction. It was
 * never counted as paid on the order, so no order refund or credit note is written; one
 * idempotency key per gateway payment makes a retried job (or a second webhook for the same
 * payment) reuse the first refund.
 */
export function duplicatePaymentJob(deps: AppDeps) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const gatewayPaymentId = String(payload.gatewayPaymentId);
    await refundThroughGateway(deps, {
      provider: payload.provider as OnlineProvider,
      gatewayPaymentId,
      amount: Number(payload.amount),
      idempotencyKey: `duplicate-${gatewayPaymentId}`,
      receipt: `duplicate of order ${String(payload.orderId)}`,
      refundId: 0,
    });
  };
}
