import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { claimWebhookEvent, lockAttempt } from './payment-attempts';
import { readRazorpayWebhook } from './razorpay-webhook';
import { markGatewayRefundProcessed } from '../refunds';
import { applyGatewayPayment } from './payment-effects';
import { paymentConfigOf } from '../../lib/razorpay-keys';

/**
 * One Razorpay webhook: verified over the raw body, then handled in one transaction with its
 * event id claimed first, so a redelivery (or three at once) changes nothing twice. Events
 * about payments we never opened are acknowledged and ignored.
 */
export async function handleRazorpayWebhook(
  deps: AppDeps,
  raw: { body: string; signature?: string; eventId?: string },
  log?: FastifyBaseLogger,
): Promise<{ status: 'handled' | 'duplicate' | 'ignored' | 'amount-mismatch' }> {
  const secret = paymentConfigOf(deps).RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new AppError(404, 'NOT_FOUND', 'Razorpay is not configured');
  const { eventId, event, effect } = readRazorpayWebhook(
    secret,
    raw.body,
    raw.signature,
    raw.eventId,
  );
  return inTransaction(
    deps.database.db,
    async (tx) => {
      if (!(await claimWebhookEvent(tx, { provider: 'razorpay', eventId, event })))
        return { status: 'duplicate' as const };
      if (effect.kind === 'payment') {
        const attempt = await lockAttempt(tx, { gatewayOrderId: effect.payment.gatewayOrderId });
        if (!attempt) return { status: 'ignored' as const };
        const outcome = await applyGatewayPayment(tx, attempt, effect.payment, log);
        if (outcome === 'amount-mismatch') return { status: 'amount-mismatch' as const };
        return { status: outcome === 'ignored' ? ('ignored' as const) : ('handled' as const) };
      }
      if (effect.kind === 'refund-processed') {
        const done = await markGatewayRefundProcessed(tx, {
          gatewayRefundId: effect.gatewayRefundId,
          refundId: effect.refundId ?? undefined,
        });
        return { status: done ? ('handled' as const) : ('ignored' as const) };
      }
      return { status: 'ignored' as const };
    },
    { retry: true },
  );
}
