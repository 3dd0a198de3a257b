import { z } from 'zod';
import { ONLINE_METHODS } from '../checkout/payment-methods';
import { int4, text } from '../common/input';

// Paying an order online: Razorpay, or the sandbox gateway of the demo (no money moves).

export const OnlineProvider = z.enum(ONLINE_METHODS);
export type OnlineProvider = z.infer<typeof OnlineProvider>;

/**
 * A payment attempt's status only moves forward: created, then cancelled or failed, then
 * authorized, then captured. A late authorisation after a failure is accepted (a higher rank).
 */
export const PAYMENT_STATUSES = [
  'created',
  'cancelled',
  'failed',
  'authorized',
  'captured',
] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

const RANK: Readonly<Record<PaymentStatus, number>> = {
  created: 0,
  cancelled: 1,
  failed: 1,
  authorized: 2,
  captured: 3,
};

/** True when a payment may move from `from` to `to` (forward only; staying is no move). */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return RANK[to] > RANK[from];
}

/** True for a status that means the money is ours (authorised or captured). */
export const isPaidStatus = (s: PaymentStatus): boolean => RANK[s] >= RANK.authorized;

/** What the browser needs to open the gateway for an order awaiting payment. */
export const PaymentSession = z.object({
  PaymentId: z.number().int(),
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Provider: OnlineProvider,
  Amount: z.number().int().describe('paise'),
  Currency: z.literal('INR'),
  /** the Razorpay order id (order_…) or the sandbox's own id */
  GatewayOrderId: z.string(),
  /** Razorpay's public key id; null for the sandbox */
  KeyId: z.string().nullable(),
  /** Razorpay test-mode keys (rzp_test_…): the page shows a "Test mode" label */
  IsTestMode: z.boolean(),
  CheckoutScriptUrl: z.string().nullable(),
  StoreName: z.string(),
  Description: z.string(),
  Prefill: z.object({ Name: z.string(), Email: z.string(), Contact: z.string() }),
});
export type PaymentSession = z.infer<typeof PaymentSession>;

export const StartPaymentBody = z.object({ Provider: OnlineProvider }).strict();

/** The three fields Razorpay Checkout hands the page on success. */
export const VerifyPaymentBody = z
  .object({
    razorpay_payment_id: text().min(1).max(64),
    razorpay_order_id: text().min(1).max(64),
    razorpay_signature: text().min(1).max(256),
  })
  .strict();
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;

/** What the page reports when Checkout closes or fails (the server never trusts it as success). */
export const PaymentAbandonBody = z
  .object({
    Outcome: z.enum(['cancelled', 'failed']),
    Reason: text().max(300).optional(),
    GatewayPaymentId: text().max(64).optional(),
  })
  .strict();

export const SANDBOX_OUTCOMES = ['succeed', 'fail', 'cancel'] as const;
export const SandboxOutcomeBody = z.object({ Outcome: z.enum(SANDBOX_OUTCOMES) }).strict();

/** Paying the rest of an unpaid online order in cash instead, at the total the shopper saw. */
export const SwitchToCodBody = z
  .object({ ExpectedAmountPayable: int4(0).describe('paise with the COD fee, as shown') })
  .strict();

/** Where an order's payment stands, for the pages that wait on it. */
export const OrderPaymentState = z.object({
  OrderId: z.number().int(),
  OrderStatus: z.string(),
  PaymentStatus: PaymentStatus.nullable().describe('of the latest attempt; null before any'),
  Provider: OnlineProvider.nullable(),
  FailureReason: z.string().nullable(),
  IsPaid: z.boolean(),
  /** when an unpaid order expires (ISO); null once paid or closed */
  PayBy: z.string().nullable(),
  AmountPayable: z.number().int().describe('the whole bill'),
  OnlineAmount: z
    .number()
    .int()
    .describe('the part the gateway takes (the bill less the wallet part)'),
  /** paying the rest in cash instead: the new total with the COD fee, or why it cannot be */
  CodOption: z
    .object({
      IsAvailable: z.boolean(),
      AmountPayable: z.number().int(),
      Reason: z.string().nullable(),
    })
    .nullable(),
});
export type OrderPaymentState = z.infer<typeof OrderPaymentState>;

/** How an order was paid: wallet part, online or cash part, and what came back. */
export const OrderPaymentSummary = z.object({
  WalletAmount: z.number().int(),
  RestAmount: z.number().int().describe('paid online or in cash on delivery'),
  PaidAmount: z.number().int().describe('received so far'),
  RefundedAmount: z.number().int(),
  Provider: OnlineProvider.nullable(),
  GatewayPaymentId: z.string().nullable(),
});
export type OrderPaymentSummary = z.infer<typeof OrderPaymentSummary>;

/**
 * A gateway payment that paid nothing and is sent back (console): a second payment of a paid
 * order, or a capture of another amount or currency. `failed`: the gateway refused the refund
 * after every try; staff settle it by hand.
 */
export const StrayPayment = z.object({
  GatewayPaymentId: z.string(),
  Reason: z.enum(['duplicate', 'amount_mismatch']),
  Amount: z.number().int().describe('in the smallest unit of Currency'),
  Currency: z.string(),
  Status: z.enum(['pending', 'refunded', 'failed']),
  Tries: z.number().int(),
  GatewayRefundId: z.string().nullable(),
  LastError: z.string().nullable(),
  At: z.string(),
});
export type StrayPayment = z.infer<typeof StrayPayment>;

export * from './razorpay-connection';
