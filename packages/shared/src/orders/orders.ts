import { z } from 'zod';
import { OrderSlot } from '../delivery/slots';
import { PageNo, PageSize } from '../common/api-error';
import { dbIdParam, text } from '../common/input';
import { Bill } from '../checkout/bill';
import { PaymentMethodId } from '../checkout/checkout';
import { OrderStatusSchema } from './order-status';
import { OrderPaymentSummary } from '../payments';
import { RefundKind, RefundStatus } from '../refunds';

/** An order id in a query string or path: digits only, within the id range. */
export const OrderIdParam = dbIdParam();

/** A line as it was sold: a snapshot that later catalogue changes never alter. */
export const OrderLine = z.object({
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Slug: z.string(),
  Name: z.string(),
  VariantLabel: z.string().nullable(),
  ImageId: z.string().nullable(),
  Qty: z.number().int(),
  UnitPrice: z.number().int(),
  UnitMrp: z.number().int(),
  LineTotal: z.number().int(),
  Discount: z.number().int(),
  NetAmount: z.number().int(),
  GstRate: z.number().describe('percent as sold (0.25 %; 12 or 28 on old orders)'),
  Hsn: z.string(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderAddress = z.object({
  Name: z.string(),
  Mobile: z.string(),
  House: z.string(),
  Street: z.string(),
  Landmark: z.string().nullable(),
  City: z.string(),
  State: z.string(),
  Pincode: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderEvent = z.object({
  Status: OrderStatusSchema,
  At: z.string().describe('ISO time'),
  Note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** An order as the history lists it. */
export const OrderSummary = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Status: OrderStatusSchema,
  PlacedAt: z.string(),
  ItemCount: z.number().int(),
  AmountPayable: z.number().int(),
  PaymentMethodId,
  EtaFrom: z.string().nullable(),
  EtaTo: z.string().nullable(),
  Preview: z.array(
    z.object({ Name: z.string(), ImageId: z.string().nullable(), Qty: z.number().int() }),
  ),
  IsTestOrder: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** The console's preset cancel reasons ('other': the store's own words). */
export const CancelReasonCode = z.enum([
  'out_of_stock',
  'customer_asked',
  'address_not_serviceable',
  'payment_issue',
  'other',
]);
export type CancelReasonCode = z.infer<typeof CancelReasonCode>;

/** The GST credit note an edit of an invoiced order issued for the value it took off. */
export const EditCreditNote = z.object({
  EditId: z.number().int(),
  CreditNoteNumber: z.string(),
  IssuedAt: z.string().describe('ISO 8601: when the edit was made (the credit note’s date)'),
});
export type EditCreditNote = z.infer<typeof EditCreditNote>;

/** Everything about one order. */
export const OrderDetails = OrderSummary.extend({
  Lines: z.array(OrderLine),
  Bill,
  Address: OrderAddress,
  DeliveryMethodName: z.string(),
  DeliverySlot: OrderSlot.nullable().describe('the delivery slot chosen; null without one'),
  Timeline: z.array(OrderEvent),
  CanCancel: z.boolean(),
  CancelReason: z.string().nullable(),
  CancelReasonCode: CancelReasonCode.nullable().describe(
    "the store's preset reason (words in the shopper's language from it); null: CancelReason as written",
  ),
  InvoiceNumber: z.string().nullable(),
  BuyerGstin: z.string().nullable().describe("the business buyer's GSTIN; null for a shopper"),
  BuyerBusinessName: z.string().nullable(),
  Carrier: z.string().nullable(),
  TrackingNumber: z.string().nullable(),
  Payment: OrderPaymentSummary,
  /** ISO time an unpaid online order expires; null otherwise */
  PayBy: z.string().nullable(),
  CanReturn: z.boolean().describe('delivered, with a line still inside its return window'),
  Refunds: z.array(
    z.object({
      RefundId: z.number().int(),
      RefundNumber: z
        .string()
        .describe("the refund's own number ('RF-000123'), as its credit note says"),
      Kind: RefundKind,
      Status: RefundStatus,
      Amount: z.number().int(),
      /** where it goes: the wallet (at once), the original payment, a UPI payout */
      WalletAmount: z.number().int(),
      SourceAmount: z.number().int(),
      UpiAmount: z.number().int(),
      CreditNoteNumber: z.string().nullable(),
    }),
  ),
  EditCreditNotes: z
    .array(EditCreditNote)
    .describe("the credit notes of the store's edits of an invoiced order, oldest first"),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

export const OrderHistoryQuery = z.object({
  pageNo: PageNo,
  pageSize: PageSize.default(10),
  search: text().trim().max(60).optional().describe('a word of a product name'),
});
export const OrderHistoryAnswer = z.object({
  NoOrders: z.boolean(),
  CountTotalOrders: z.number().int(),
  PageNo: z.number().int(),
  Orders: z.array(OrderSummary),
});
export type OrderHistoryAnswer = z.infer<typeof OrderHistoryAnswer>;

export const OrderIdQuery = z.object({ orderId: OrderIdParam });
export const OrderIdParams = z.object({ orderId: OrderIdParam });
/** One edit of an order: its credit note's address. */
export const OrderEditParams = z.object({ orderId: OrderIdParam, editId: dbIdParam() });

export const OrderByIdAnswer = z.object({ NoOrder: z.boolean(), Order: OrderSummary.nullable() });
export type OrderByIdAnswer = z.infer<typeof OrderByIdAnswer>;
export const OrderDetailsAnswer = z.object({
  NoOrder: z.boolean(),
  OrderDetails: OrderDetails.nullable(),
});
export type OrderDetailsAnswer = z.infer<typeof OrderDetailsAnswer>;

export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found a better price',
  'Delivery is too late',
  'Want to change the address or items',
  'Other',
] as const;
export const CancelOrderBody = z
  .object({
    Reason: z.enum(CANCEL_REASONS),
    RefundTo: z
      .enum(['wallet', 'source'])
      .default('wallet')
      .describe(
        'where money already paid online goes; the wallet part always goes back to the wallet',
      ),
  })
  .strict();

export const PlaceOrderAnswer = z.object({ Order: OrderDetails });
