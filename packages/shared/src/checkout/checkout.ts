import { z } from 'zod';
import { BusinessName, Gstin } from '../common/gstin-field';
import { Pincode } from '../common/india';
import { dbId, int4, text } from '../common/input';
import { DeliveryEstimate, DeliverySlotId } from '../delivery';
import { Bill } from './bill';
import { PAYMENT_METHOD_IDS } from './payment-methods';

/** The least a gateway takes online (Razorpay's minimum): the wallet leaves at least this. */
export const MIN_ONLINE_PAISE = 100;

/** How many different lines one order may carry. */
export const MAX_ORDER_LINES = 50;

export const PaymentMethodId = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof PaymentMethodId>;

const id = dbId;

/** A coupon code as typed: letters and digits, compared upper-case. */
export const CouponCode = text()
  .trim()
  .min(3, 'A coupon code has at least 3 characters')
  .max(20, 'A coupon code has at most 20 characters')
  .regex(/^[A-Za-z0-9]+$/, 'A coupon code has only letters and digits')
  .transform((c) => c.toUpperCase());

/** One line the shopper wants: the server decides its price. */
export const CheckoutItem = z
  .object({
    ProductId: dbId,
    VariantId: id
      .nullable()
      .default(null)
      .describe('the chosen variant row; null for a simple product'),
    Qty: z
      .number({ error: 'Qty must be a whole number' })
      .int('Qty must be a whole number')
      .min(1, 'Qty must be at least 1')
      .max(1000, 'Qty is too large'),
  })
  .strict();
export type CheckoutItem = z.infer<typeof CheckoutItem>;

const Items = z
  .array(CheckoutItem)
  .min(1, 'The cart is empty')
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines in one order`);

/** What the bill is asked for: the cart, and as much of the checkout as is chosen. */
export const QuoteBody = z
  .object({
    Items,
    AddressId: dbId.optional().describe('a saved address of the signed-in shopper'),
    Pincode: Pincode.optional().describe('for an estimate before an address is chosen'),
    DeliveryMethodId: text().max(40).optional(),
    PaymentMethodId: PaymentMethodId.optional(),
    CouponCode: CouponCode.optional(),
    WalletAmount: int4(0)
      .optional()
      .describe('paise the shopper means to take from the wallet beside PaymentMethodId'),
  })
  .strict();
export type QuoteBody = z.input<typeof QuoteBody>;

/** Placing an order: everything chosen, and the amount the shopper saw. */
export const PlaceOrderBody = z
  .object({
    Items,
    AddressId: dbId,
    DeliveryMethodId: text().min(1).max(40),
    PaymentMethodId,
    CouponCode: CouponCode.optional(),
    ExpectedAmountPayable: int4(0).describe(
      'paise the shopper was shown; a different server bill answers PRICE_CHANGED',
    ),
    WalletAmount: int4(0)
      .default(0)
      .describe('paise to take from the wallet; all of it with PaymentMethodId wallet'),
    WhatsAppUpdates: z
      .boolean()
      .optional()
      .describe('opt in to order updates on WhatsApp, to the account’s mobile'),
    DeliverySlotId: DeliverySlotId.optional().describe(
      'required while the store offers delivery slots (GET /delivery-slots)',
    ),
    BuyerGstin: Gstin.optional().describe(
      "a business buyer's GSTIN (checked, upper-cased): the invoice is then a B2B one",
    ),
    BuyerBusinessName: BusinessName.optional().describe(
      "the business's name, printed on the invoice beside BuyerGstin",
    ),
  })
  .strict();
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

/** Why a line of the cart cannot be bought as asked. */
export const ItemProblem = z.object({
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Code: z.enum(['UNAVAILABLE', 'OUT_OF_STOCK', 'QTY_LIMIT', 'LOW_STOCK']),
  Message: z.string(),
  AvailableQty: z.number().int().describe('what can be bought now (0 when none)'),
});
export type ItemProblem = z.infer<typeof ItemProblem>;

export const DeliveryOption = z.object({
  DeliveryMethodId: z.string(),
  Name: z.string(),
  Description: z.string(),
  Fee: z.number().int().describe('paise for this cart (0 when free)'),
  FreeAbove: z.number().int().nullable(),
  EtaFrom: z.string(),
  EtaTo: z.string(),
});
export type DeliveryOption = z.infer<typeof DeliveryOption>;

export const PaymentOption = z.object({
  PaymentMethodId,
  Name: z.string(),
  Description: z.string(),
  IsSandbox: z.boolean(),
  IsTestMode: z.boolean(),
  Fee: z.number().int().describe('paise added for this method'),
  IsAvailable: z.boolean(),
  Reason: z.string().nullable().describe('why it cannot be used for this order'),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

export const CouponOutcome = z.object({
  Code: z.string(),
  Applied: z.boolean(),
  Discount: z.number().int(),
  Message: z.string(),
});
export type CouponOutcome = z.infer<typeof CouponOutcome>;

/** The server's bill for a cart and what stands between it and an order. */
export const QuoteAnswer = z.object({
  Bill,
  Problems: z.array(ItemProblem),
  Delivery: DeliveryEstimate.nullable(),
  DeliveryMethods: z.array(DeliveryOption),
  PaymentMethods: z.array(PaymentOption),
  Coupon: CouponOutcome.nullable(),
  CouponHint: z
    .object({ Code: z.string(), Message: z.string() })
    .nullable()
    .describe('the best coupon for this cart, or the nearest one in reach'),
  CanPlaceOrder: z.boolean(),
  PreferredPaymentMethodId: PaymentMethodId.nullable().describe(
    'the method to preselect: that of the shopper’s last paid order when this cart allows it, ' +
      'else the first it allows; null when none is allowed',
  ),
  WalletBalance: z
    .number()
    .int()
    .nullable()
    .describe('the signed-in shopper’s wallet; null for a guest'),
});
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;
