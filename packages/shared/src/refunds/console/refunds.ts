import { z } from 'zod';
import { PageNo } from '../../common/api-error';
import { intParam, text } from '../../common/input';
import { PaymentMethodId } from '../../checkout/checkout';
import { OrderStatusSchema } from '../../orders/order-status';
import {
  RefundDestination,
  RefundDetails,
  RefundKind,
  RefundStatus,
  RefundSummary,
} from '../refunds';

// The store owner's side of returns and refunds: the queue, one refund with its order and
// customer, and where each part of the money went.

export const AdminRefundsQuery = z.object({
  status: RefundStatus.optional(),
  kind: RefundKind.optional(),
  search: text()
    .trim()
    .max(60)
    .optional()
    .describe('an order number (or part of one), a refund number, or a mobile number'),
  pageNo: PageNo,
  pageSize: intParam(1, 60).default(10),
});
export type AdminRefundsQuery = z.output<typeof AdminRefundsQuery>;

/** Who asked for the refund, as the console shows them. */
export const RefundCustomer = z.object({
  UserId: z.number().int(),
  Name: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
});
export type RefundCustomer = z.infer<typeof RefundCustomer>;

/**
 * A return photo as the console shows it: `Url` opens it without the staff token (an `<img>`
 * cannot send one) for 10 to 15 minutes, and opens no other photo.
 */
export const RefundPhotoLink = z.object({
  PhotoId: z.string(),
  Url: z.string().describe('WebP; a signed address that expires within 15 minutes'),
});
export type RefundPhotoLink = z.infer<typeof RefundPhotoLink>;

/** The query of a signed photo address: its expiry (unix seconds) and its signature. */
export const RefundPhotoLinkQuery = z.object({
  exp: intParam(1).describe('when the address expires, in unix seconds'),
  sig: z
    .string()
    .regex(/^[\w-]{43}$/, 'not a photo address signature')
    .describe('base64url HMAC-SHA256 of "refund-photo:<photoId>:<exp>"'),
});

/** A row of the console's queue: the refund, why, its photos and its customer. */
export const AdminRefundSummary = RefundSummary.extend({
  UserId: z.number().int(),
  Customer: RefundCustomer,
  Reason: z.string(),
  PhotoIds: z.array(z.string()),
  Photos: z.array(RefundPhotoLink),
});
export type AdminRefundSummary = z.infer<typeof AdminRefundSummary>;

export const AdminRefundsAnswer = z.object({
  CountTotalRefunds: z.number().int(),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
  Refunds: z.array(AdminRefundSummary),
});
export type AdminRefundsAnswer = z.infer<typeof AdminRefundsAnswer>;

/**
 * Where one part of a refund stands. waiting: not sent yet (before the pickup); credited: in the
 * wallet; sending: asked of the gateway; processed: the gateway says it is back; to_pay: the store
 * owes a UPI payout; paid: paid by UPI; cancelled: the refund was rejected.
 */
export const MONEY_PART_STATUSES = [
  'waiting',
  'credited',
  'sending',
  'processed',
  'to_pay',
  'paid',
  'cancelled',
] as const;
export const MoneyPartStatus = z.enum(MONEY_PART_STATUSES);
export type MoneyPartStatus = z.infer<typeof MoneyPartStatus>;

export const MONEY_PART_LABELS: Readonly<Record<MoneyPartStatus, string>> = {
  waiting: 'Waiting for pickup',
  credited: 'Credited',
  sending: 'Sent to the gateway',
  processed: 'Processed by the gateway',
  to_pay: 'To pay by UPI',
  paid: 'Paid by UPI',
  cancelled: 'Not paid (rejected)',
};

export const RefundMoneyPart = z.object({
  Destination: RefundDestination,
  Amount: z.number().int(),
  Status: MoneyPartStatus,
  /** the wallet ledger entry, the gateway's refund id, or the UPI payout reference */
  Reference: z.string().nullable(),
  /** the gateway (razorpay…) or the UPI id the money goes to */
  To: z.string().nullable(),
  At: z.string().nullable().describe('ISO time the part was credited or paid'),
});
export type RefundMoneyPart = z.infer<typeof RefundMoneyPart>;

/** The order a refund belongs to, as the console shows it. */
export const RefundOrder = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Status: OrderStatusSchema,
  PaymentMethod: PaymentMethodId,
  AmountPayable: z.number().int(),
  Paid: z.number().int(),
  Refunded: z.number().int(),
  PlacedAt: z.string(),
});

export const AdminRefundDetails = RefundDetails.extend({
  UserId: z.number().int(),
  Customer: RefundCustomer,
  Order: RefundOrder,
  MoneyTrail: z.array(RefundMoneyPart),
  Photos: z.array(RefundPhotoLink),
});
export type AdminRefundDetails = z.infer<typeof AdminRefundDetails>;

export const AdminRefundAnswer = z.object({ RefundDetails: AdminRefundDetails });
export type AdminRefundAnswer = z.infer<typeof AdminRefundAnswer>;

export const PAYOUT_REFERENCE_MESSAGE =
  'A UPI reference has 12 digits (a bank UTR: 16 to 22 letters and digits)';

/**
 * The reference of a UPI refund the store paid by hand, as its bank app shows it: the UPI
 * reference (RRN, also "UPI Ref No."), 12 digits; or, when the payout went by IMPS/NEFT/RTGS
 * instead, the bank's UTR, 16 to 22 letters and digits (NEFT 16, RTGS 22). Spaces anywhere are
 * taken out (apps print it in groups) and letters kept in capitals; anything else is refused.
 */
export const PAYOUT_REFERENCE_PATTERN = /^(?:\d{12}|[A-Z0-9]{16,22})$/;
export const UpiPayoutReference = text()
  .max(60)
  .overwrite((s) => s.replace(/\s+/g, '').toUpperCase())
  .regex(PAYOUT_REFERENCE_PATTERN, PAYOUT_REFERENCE_MESSAGE);

/** The store owner's move of a refund; rejecting needs a reason, a UPI payout its reference. */
export const AdminRefundStatusBody = z
  .object({
    Status: z.enum(['approved', 'rejected', 'picked_up', 'refunded']),
    Reason: text().trim().min(3).max(200).optional(),
    PayoutReference: UpiPayoutReference.optional(),
  })
  .strict()
  .refine((b) => b.Status !== 'rejected' || !!b.Reason, {
    path: ['Reason'],
    message: 'Say why the refund is rejected',
  });
export type AdminRefundStatusBody = z.input<typeof AdminRefundStatusBody>;
