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
