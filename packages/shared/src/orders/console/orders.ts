import { z } from 'zod';
import { PageNo, PageSize } from '../../common/api-error';
import { Pincode } from '../../common/india';
import { dbId, dbIdParam, text } from '../../common/input';
import { Bill } from '../../checkout/bill';
import { PaymentMethodId } from '../../checkout/checkout';
import { OrderPaymentSummary, StrayPayment } from '../../payments';
import { RefundKind, RefundStatus } from '../../refunds';
import { OrderStatusSchema } from '../order-status';
import {
  CancelReasonCode,
  EditCreditNote,
  OrderDetails,
  OrderEvent,
  OrderLine,
  OrderSummary,
} from '../orders';

// The console's orders. Money fields are optional: the server leaves them out for a role
// without orders:money (a packer), and says so with MoneyHidden.

const IndiaDay = z.iso.date().describe('a date in India (Asia/Kolkata), YYYY-MM-DD');

export const AdminOrdersQuery = z
  .object({
    status: OrderStatusSchema.optional(),
    payment: PaymentMethodId.optional(),
    from: IndiaDay.optional().describe('placed on or after this India date'),
    to: IndiaDay.optional().describe('placed on or before this India date'),
    pincode: Pincode.optional(),
    slotDate: IndiaDay.optional().describe('delivered in a slot on this India date'),
    slotWindow: dbIdParam().optional().describe('delivered in this slot window'),
    test: z.enum(['yes', 'no']).optional().describe("yes: only test users' orders; no: none"),
    cod: z
      .enum(['due'])
      .optional()
      .describe('due: delivered cash-on-delivery orders whose cash is not marked collected'),
    search: text()
      .trim()
      .min(1)
      .max(80)
      .optional()
      .describe('an order number (or its end), a mobile number or an email'),
    pageNo: PageNo,
    pageSize: PageSize,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** A row of the console's order list. */
export const AdminOrderRow = OrderSummary.extend({
  AmountPayable: z.number().int().optional().describe('left out without orders:money'),
  UserId: z.number().int(),
  CustomerName: z.string().describe('the delivery address’s name'),
  Mobile: z.string(),
  Pincode: z.string(),
  City: z.string(),
  CodCollectedAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrdersAnswer = z.object({
  CountTotalOrders: z.number().int(),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
  MoneyHidden: z.boolean(),
  Orders: z.array(AdminOrderRow),
});
export type AdminOrdersAnswer = z.infer<typeof AdminOrdersAnswer>;

const MONEY = {
  UnitPrice: true,
  UnitMrp: true,
  LineTotal: true,
  Discount: true,
  NetAmount: true,
} as const;
export const AdminOrderLine = OrderLine.partial(MONEY);
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;

export const AdminOrderEvent = OrderEvent.extend({
  Actor: z.enum(['shopper', 'store', 'system']),
});

export const COD_COLLECT_METHODS = ['cash', 'upi'] as const;
export const CodCollectMethod = z.enum(COD_COLLECT_METHODS);
export type CodCollectMethod = z.infer<typeof CodCollectMethod>;

/** What was collected at the door of a cash-on-delivery order, and by whom. */
export const CodCollection = z.object({
  Amount: z.number().int().describe('paise collected'),
  Due: z.number().int().describe('paise that were due at the door'),
  Method: CodCollectMethod,
  Reference: z.string().nullable().describe('the UPI reference (UTR) for a UPI payment'),
  Collector: z.string().describe('the delivery person who took the money'),
  CollectorStaffId: z.number().int().nullable(),
});
export type CodCollection = z.infer<typeof CodCollection>;

/**
 * "Cash collected": the amount (it must equal what is due, or be less with Shortfall: true, which
 * records the shortfall), cash or UPI (UPI needs its reference), and the delivery person: a staff
 * member or a typed name (neither: the one who marks it).
 */
export const AdminCodCollectedBody = z
  .object({
    Amount: z.number().int().min(0).max(100_000_000).describe('paise collected at the door'),
    Method: CodCollectMethod,
    Reference: text()
      .trim()
      .min(6)
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
    CollectorStaffId: dbId.optional(),
    CollectorName: text().trim().min(2).max(60).optional(),
    Shortfall: z
      .literal(true)
      .optional()
      .describe('less than due was collected: the shortfall is recorded, not refused'),
  })
  .strict()
  .refine((b) => b.Method !== 'upi' || b.Reference, {
    path: ['Reference'],
    message: 'A UPI payment needs its reference (UTR)',
  })
  .refine((b) => !(b.CollectorStaffId && b.CollectorName), {
    path: ['CollectorName'],
    message: 'Pick a staff member or type a name, not both',
  });
export type AdminCodCollectedBody = z.infer<typeof AdminCodCollectedBody>;

/** Everything about one order for the console. */
export const AdminOrderDetails = OrderDetails.extend({
  AmountPayable: z.number().int().optional(),
  Lines: z.array(AdminOrderLine),
  Bill: Bill.optional(),
  Payment: OrderPaymentSummary.optional(),
  StrayPayments: z
    .array(StrayPayment)
    .optional()
    .describe('payments that paid nothing and are sent back (left out without orders:money)'),
  Refunds: z
    .array(
      z.object({
        RefundId: z.number().int(),
        RefundNumber: z
          .string()
          .describe("the refund's own number ('RF-000123'), as its credit note says"),
        Kind: RefundKind,
        Status: RefundStatus,
        Amount: z.number().int(),
      }),
    )
    .optional(),
  EditCreditNotes: z
    .array(EditCreditNote)
    .optional()
    .describe("the edits' credit notes (left out without orders:money)"),
  Timeline: z.array(AdminOrderEvent),
  UserId: z.number().int(),
  Customer: z.object({
    Name: z.string(),
    Email: z.string().nullable(),
    Phone: z.string().nullable(),
  }),
  NextStatuses: z
    .array(OrderStatusSchema)
    .describe('the moves the store may make now (a test user’s order stops at confirmed)'),
  CodCollectedAt: z.string().nullable(),
  CodCollectedBy: z.string().nullable(),
  CodCollection: CodCollection.nullable()
    .optional()
    .describe('the cash marked collected (left out without orders:money)'),
  MoneyHidden: z.boolean(),
  Version: z.string().describe('changes with every change of the order: an edit sends it back'),
});
export type AdminOrderDetails = z.infer<typeof AdminOrderDetails>;

export const AdminOrderDetailsAnswer = z.object({
  NoOrder: z.boolean(),
  OrderDetails: AdminOrderDetails.nullable(),
});
export type AdminOrderDetailsAnswer = z.infer<typeof AdminOrderDetailsAnswer>;

/** What a move, a cancel or a COD collection answers: the order as it is now. */
export const AdminOrderAnswer = z.object({ OrderDetails: AdminOrderDetails });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswer>;

export const AdminOrderStatusBody = z
  .object({
    Status: OrderStatusSchema,
    Carrier: text().trim().min(2).max(60).optional(),
    TrackingNumber: text()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
    Note: text().trim().max(200).optional(),
    FulfilTestOrder: z
      .literal(true)
      .optional()
      .describe('the override that packs and ships a test order (no money was taken for it)'),
  })
  .strict()
  .refine((b) => b.Status !== 'shipped' || (b.Carrier && b.TrackingNumber), {
    path: ['TrackingNumber'],
    message: 'Shipping needs a carrier and a tracking number',
  });
export type AdminOrderStatusBody = z.infer<typeof AdminOrderStatusBody>;

/** The moves the console makes for many orders at once. */
export const BULK_ORDER_STATUSES = ['confirmed', 'packed'] as const;
export const MAX_BULK_ORDERS = 100;

export const AdminBulkStatusBody = z
  .object({
    OrderIds: z
      .array(dbId)
      .min(1, 'Pick at least one order')
      .max(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'An order is listed twice'),
    Status: z.enum(BULK_ORDER_STATUSES),
  })
  .strict();
export type AdminBulkStatusBody = z.infer<typeof AdminBulkStatusBody>;

export const AdminBulkStatusAnswer = z.object({
  Moved: z.number().int(),
  Failed: z.number().int(),
  Results: z.array(
    z.object({
      OrderId: z.number().int(),
      Ok: z.boolean(),
      Status: OrderStatusSchema.nullable().describe('the order’s status now; null when not found'),
      Code: z.string().nullable(),
      Message: z.string().nullable(),
    }),
  ),
});
export type AdminBulkStatusAnswer = z.infer<typeof AdminBulkStatusAnswer>;

export const AdminCancelOrderBody = z
  .object({
    Reason: text().trim().min(3, 'Say why the order is cancelled (3 characters or more)').max(200),
    ReasonCode: CancelReasonCode.describe(
      'why, always given (#28): a preset reason (Reason holds its words) or other (Reason says why)',
    ),
  })
  .strict();
export type AdminCancelOrderBody = z.infer<typeof AdminCancelOrderBody>;
