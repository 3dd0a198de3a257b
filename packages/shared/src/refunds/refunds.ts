import { z } from 'zod';
import { PageNo } from '../common/api-error';
import { dbId, dbIdParam, int4, multiLineText, text } from '../common/input';

// Refunds: a cancelled prepaid order's money back, or a return of delivered lines.

export const REFUND_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'refunded',
  'rejected',
] as const;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;

/**
 * The refund transition table. A return is approved, picked up, then refunded (the money
 * moves when the parcel is picked up); a cancellation's refund needs no pickup.
 */
const TRANSITIONS: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['picked_up', 'refunded'],
  picked_up: ['refunded'],
  refunded: [],
  rejected: [],
};

export function canMoveRefund(from: RefundStatus, to: RefundStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  picked_up: 'Picked up',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

export const RefundKind = z.enum(['cancellation', 'return', 'edit']);
export type RefundKind = z.infer<typeof RefundKind>;

/** Where the money goes: the wallet (instant), the original method, or a UPI payout (COD). */
export const RefundDestination = z.enum(['wallet', 'source', 'upi']);
export type RefundDestination = z.infer<typeof RefundDestination>;

export const RETURN_REASONS = [
  'Damaged or defective',
  'Wrong item delivered',
  'Item missing from the parcel',
  'Quality not as expected',
  'No longer needed',
  'Other',
] as const;

/** A UPI id (VPA): name@bank. */
export const UpiId = text()
  .trim()
  .max(60)
  .regex(/^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9.-]{1,}$/, 'Enter a UPI id like name@bank');

export const ReturnRequestBody = z
  .object({
    OrderId: dbId,
    Lines: z
      .array(
        z
          .object({ ProductId: dbId, VariantId: dbId.nullable().default(null), Qty: int4(1, 1000) })
          .strict(),
      )
      .min(1, 'Choose at least one item to return')
      .max(50),
    Reason: z.enum(RETURN_REASONS),
    Comment: multiLineText().trim().max(500).optional(),
    Destination: RefundDestination,
    UpiId: UpiId.optional(),
    PhotoIds: z.array(z.string().uuid('not a photo id')).max(4).default([]),
  })
  .strict()
  .refine((b) => b.Destination !== 'upi' || !!b.UpiId, {
    path: ['UpiId'],
    message: 'Enter the UPI id to send the refund to',
  });
export type ReturnRequestBody = z.input<typeof ReturnRequestBody>;

export const RefundLine = z.object({
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  VariantLabel: z.string().nullable(),
  ImageId: z.string().nullable(),
  Qty: z.number().int(),
  Amount: z.number().int(),
});

export const RefundEvent = z.object({
  Status: RefundStatus,
  At: z.string(),
  Note: z.string().nullable(),
});

/** A refund as the list shows it. */
export const RefundSummary = z.object({
  RefundId: z.number().int(),
  RefundNumber: z.string(),
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Kind: RefundKind,
  Status: RefundStatus,
  Amount: z.number().int(),
  Destination: RefundDestination,
  CreatedAt: z.string(),
  ItemCount: z.number().int(),
});
export type RefundSummary = z.infer<typeof RefundSummary>;

/** Everything about one refund: lines, timeline and where each rupee went. */
export const RefundDetails = RefundSummary.extend({
  Lines: z.array(RefundLine),
  Timeline: z.array(RefundEvent),
  Reason: z.string(),
  Comment: z.string().nullable(),
  RejectReason: z.string().nullable(),
  WalletAmount: z.number().int().describe('credited to the wallet'),
  SourceAmount: z.number().int().describe('sent back to the original payment method'),
  UpiAmount: z.number().int().describe('paid out to the UPI id'),
  UpiId: z.string().nullable(),
  GatewayRefundId: z.string().nullable(),
  PayoutReference: z.string().nullable(),
  CreditNoteNumber: z.string().nullable(),
  PhotoIds: z.array(z.string()),
});
export type RefundDetails = z.infer<typeof RefundDetails>;

export const RefundListQuery = z.object({ pageNo: PageNo });
export const REFUND_PAGE_SIZE = 10;
export const RefundListAnswer = z.object({
  NoRefunds: z.boolean(),
  CountTotalRefunds: z.number().int(),
  PageNo: z.number().int(),
  Refunds: z.array(RefundSummary),
});
export type RefundListAnswer = z.infer<typeof RefundListAnswer>;

export const RefundIdParams = z.object({ refundId: dbIdParam() });

export const RefundDetailsAnswer = z.object({
  NoRefund: z.boolean(),
  RefundDetails: RefundDetails.nullable(),
});

/** What a delivered order can still return, line by line. */
export const ReturnableLine = z.object({
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  VariantLabel: z.string().nullable(),
  ImageId: z.string().nullable(),
  Qty: z.number().int(),
  ReturnableQty: z.number().int(),
  UnitRefund: z.number().int().describe('paise back per unit (its share of the coupon taken off)'),
  ReturnBy: z.string().nullable().describe('ISO date; null when the category takes no returns'),
  Reason: z.string().nullable().describe('why it cannot be returned'),
});
export const ReturnOptionsAnswer = z.object({
  OrderId: z.number().int(),
  Lines: z.array(ReturnableLine),
  Destinations: z.array(RefundDestination),
  CanReturn: z.boolean(),
  Message: z.string().nullable(),
});
export type ReturnOptionsAnswer = z.infer<typeof ReturnOptionsAnswer>;

export const RefundPhotoAnswer = z.object({ PhotoId: z.string() });
