import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OnlineProvider, PaymentStatus } from '@kirana/shared';

/**
 * One attempt to take an order's online part through a gateway: one Razorpay order (which may
 * see several payment tries) or one sandbox session. Its status only moves forward.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    provider: text('provider').$type<OnlineProvider>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** the gateway's order id (Razorpay order_…, or sandbox_…); null until the gateway answered */
    gatewayOrderId: text('gateway_order_id'),
    /** the gateway payment that paid it (pay_…) */
    gatewayPaymentId: text('gateway_payment_id'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    method: text('method'),
    failureReason: text('failure_reason'),
    /** the gateway's fee and the GST on it in paise, once Razorpay reports them; null until then */
    feePaise: integer('fee_paise'),
    feeTaxPaise: integer('fee_tax_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gateway_order_uq').on(t.gatewayOrderId),
    uniqueIndex('payments_gateway_payment_uq').on(t.gatewayPaymentId),
    index('payments_order_idx').on(t.orderId, t.id),
    // at most one attempt of an order holds its money
    uniqueIndex('payments_one_paid_uq')
      .on(t.orderId)
      .where(sql`status IN ('authorized', 'captured')`),
    check('payments_amount_ck', sql`${t.amountPaise} > 0`),
  ],
);

/** Webhook events already handled, by the gateway's event id: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Why a gateway payment is sent straight back instead of paying its order. */
export type StrayReason = 'duplicate' | 'amount_mismatch';
/** pending: its refund is being asked for; refunded; failed: given up, for staff to settle. */
export type StrayStatus = 'pending' | 'refunded' | 'failed';

/**
 * Money that reached the gateway but pays nothing: a second payment of an order already paid,
 * or a capture of another amount or currency than the attempt asked for. One row per gateway
 * payment (the unique key), so verify and every webhook reporting it make one refund at most.
 */
export const strayPayments = pgTable(
  'stray_payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<OnlineProvider>().notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    orderId: integer('order_id').notNull(),
    /** our attempt it came in on */
    paymentId: integer('payment_id').notNull(),
    reason: text('reason').$type<StrayReason>().notNull(),
    /** in the payment's own currency's smallest unit */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<StrayStatus>().notNull().default('pending'),
    /** refund calls made so far */
    tries: integer('tries').notNull().default(0),
    gatewayRefundId: text('gateway_refund_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stray_payments_payment_uq').on(t.provider, t.gatewayPaymentId),
    index('stray_payments_order_idx').on(t.orderId),
    check('stray_payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Gateway keys the owner connected in the console (one row a provider: 'razorpay'). The key id
 * is public; the secrets are sealed with AES-256-GCM (lib/secret-box.ts) and never kept in
 * clear. `keyFingerprint` names the key that sealed them (not the key).
 */
export const gatewayKeys = pgTable('gateway_keys', {
  provider: text('provider').primaryKey(),
  keyId: text('key_id').notNull(),
  keySecretSealed: text('key_secret_sealed').notNull(),
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
  keyFingerprint: text('key_fingerprint').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  connectedBy: text('connected_by').notNull(),
  connectedByStaffId: integer('connected_by_staff_id'),
});
