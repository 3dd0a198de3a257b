import type { OnlineProvider } from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import { gatewayFor, sandboxGateway } from './gateways';
import { paymentConfigOf } from '../../lib/razorpay-keys';

/**
 * Sends money back to the payment it came from, outside any transaction. The idempotency key
 * makes a retried job reuse the first refund instead of making a second one; our refund id
 * rides in the gateway's notes so its webhook can find us even before we stored its id.
 */
export async function refundThroughGateway(
  deps: AppDeps,
  r: {
    provider: OnlineProvider;
    gatewayPaymentId: string;
    amount: number;
    idempotencyKey: string;
    receipt: string;
    refundId: number;
  },
): Promise<{ gatewayRefundId: string; processed: boolean }> {
  // a sandbox payment goes back to the sandbox (nothing leaves the process), even once the
  // sandbox is switched off for new payments: its refund must still settle
  const gateway =
    r.provider === 'sandbox' ? sandboxGateway : gatewayFor(paymentConfigOf(deps), r.provider);
  return gateway.refund({
    gatewayPaymentId: r.gatewayPaymentId,
    amount: r.amount,
    // Razorpay wants 10+ letters, digits, - or _: one prefix keeps short keys valid
    idempotencyKey: `kirana-${r.idempotencyKey}`.replace(/[^A-Za-z0-9_-]/g, '-'),
    receipt: r.receipt,
    notes: { kirana_refund_id: String(r.refundId) },
  });
}
