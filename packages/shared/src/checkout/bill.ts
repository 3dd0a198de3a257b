import { z } from 'zod';

import { GST_RATES_EVER } from '../common/india-states';

// The one bill of the store, as the API answers it for the cart, the checkout and an order.
// Every amount is integer paise; prices and fees are GST-inclusive, and the tax inside each
// is split out per line and per fee.

const Paise = z.number().int();
// an old order's lines keep the rate they were sold at (12 or 28 %)
const GstRateSchema = z.union(GST_RATES_EVER.map((r) => z.literal(r)));

/** The tax inside one GST-inclusive amount: TaxableValue + Cgst + Sgst + Igst = the amount. */
const TaxSplit = {
  TaxableValue: Paise,
  Cgst: Paise.describe('central GST; 0 for an inter-state supply'),
  Sgst: Paise.describe('state GST; 0 for an inter-state supply'),
  Igst: Paise.describe('integrated GST; 0 for an intra-state supply'),
};

export const BillLine = z.object({
  Key: z.string().describe('the cart line key'),
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  VariantLabel: z.string().nullable(),
  Qty: z.number().int(),
  UnitPrice: Paise.describe('selling price, GST-inclusive'),
  UnitMrp: Paise,
  LineTotal: Paise.describe('UnitPrice x Qty'),
  Discount: Paise.describe("this line's share of the coupon discount"),
  NetAmount: Paise.describe('LineTotal - Discount: what the line is billed at'),
  GstRate: GstRateSchema,
  Hsn: z.string(),
  ...TaxSplit,
});
export type BillLine = z.infer<typeof BillLine>;

export const BillFeeKind = z.enum(['delivery', 'platform', 'cod']);
export type BillFeeKind = z.infer<typeof BillFeeKind>;

export const BillFee = z.object({
  Kind: BillFeeKind,
  Name: z.string(),
  Amount: Paise.describe('GST-inclusive; delivery shows 0 when free'),
  GstRate: z.number().int(),
  ...TaxSplit,
});
export type BillFee = z.infer<typeof BillFee>;

export const Bill = z.object({
  Lines: z.array(BillLine),
  Fees: z.array(BillFee).describe('delivery always; platform and COD fees only when charged'),
  ItemTotal: Paise.describe('sum of LineTotal'),
  MrpTotal: Paise.describe('sum of UnitMrp x Qty'),
  MrpSavings: Paise.describe('MrpTotal - ItemTotal'),
  CouponCode: z.string().nullable(),
  CouponDiscount: Paise,
  DeliveryFee: Paise,
  IsFreeDelivery: z.boolean(),
  AmountToFreeDelivery: Paise.describe(
    'paise more of items needed for free delivery; 0 when free or never',
  ),
  PlatformFee: Paise,
  CodFee: Paise,
  TaxableTotal: Paise,
  CgstTotal: Paise,
  SgstTotal: Paise,
  IgstTotal: Paise,
  TaxTotal: Paise,
  IsInterState: z.boolean(),
  PlaceOfSupply: z
    .string()
    .nullable()
    .describe(
      'state code of the delivery address; null until one is chosen (estimated as intra-state)',
    ),
  AmountPayable: Paise.describe('ItemTotal - CouponDiscount + DeliveryFee + PlatformFee + CodFee'),
});
export type Bill = z.infer<typeof Bill>;
