import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { verifyWebhookSignature } from './razorpay';
import type { GatewayPayment } from './gateways';

// Razorpay webhooks: verified over the raw body with the webhook secret, then reduced to the
// one thing each can change: a payment's status or a refund's.

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  fee: z.number().int().nullable().optional(),
  tax: z.number().int().nullable().optional(),
});
const RefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
const Envelope = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntity }).optional(),
    refund: z.object({ entity: RefundEntity }).optional(),
  }),
});

export type WebhookEffect =
  | { kind: 'payment'; payment: GatewayPayment }
  | { kind: 'refund-processed'; gatewayRefundId: string; refundId: number | null }
  | { kind: 'none' };

/** What each payment event says about the payment's status. */
const PAYMENT_EVENTS: Record<string, GatewayPayment['status']> = {
  'payment.authorized': 'authorized',
  'payment.captured': 'captured',
  'order.paid': 'captured',
  'payment.failed': 'failed',
};

/**
 * Checks the signature (400 when it does not match: a forged or altered message) and reads
 * the event. The event id is Razorpay's X-Razorpay-Event-Id, else a hash of the body.
 */
export function readRazorpayWebhook(
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): { eventId: string; event: string; effect: WebhookEffect } {
  if (!signature || !verifyWebhookSignature(rawBody, signature, webhookSecret))
    throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match');
  let parsed: z.infer<typeof Envelope>;
  try {
    parsed = Envelope.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError(400, 'WEBHOOK_BODY_INVALID', 'The webhook body is not a Razorpay event');
  }
  const eventId =
    eventIdHeader?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return { eventId, event: parsed.event, effect: effectOf(parsed) };
}

function effectOf(e: z.infer<typeof Envelope>): WebhookEffect {
  const status = PAYMENT_EVENTS[e.event];
  const p = e.payload.payment?.entity;
  if (status && p?.order_id) {
    return {
      kind: 'payment',
      payment: {
        gatewayPaymentId: p.id,
        gatewayOrderId: p.order_id,
        status,
        amount: p.amount,
        currency: p.currency,
        method: p.method ?? null,
        failureReason: p.error_description ?? null,
        fee: p.fee ?? null,
        feeTax: p.tax ?? null,
      },
    };
  }
  const r = e.payload.refund?.entity;
  if (e.event === 'refund.processed' && r) {
    const notes = r.notes && !Array.isArray(r.notes) ? r.notes : {};
    const ours = Number(notes.kirana_refund_id);
    return {
      kind: 'refund-processed',
      gatewayRefundId: r.id,
      refundId: Number.isInteger(ours) && ours > 0 ? ours : null,
    };
  }
  return { kind: 'none' };
}
