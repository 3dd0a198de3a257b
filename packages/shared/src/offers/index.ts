import { z } from 'zod';

import { PaymentMethodId } from '../checkout/checkout';

// The offers list the web app shows (coupons a shopper can apply), as the API answers it.

import { CouponKind } from './coupon-kind';

export { CouponKind } from './coupon-kind';
export * from './console/coupons';

export const Offer = z.object({
  Code: z.string().describe('upper-case coupon code'),
  Title: z.string(),
  Description: z.string(),
  Kind: CouponKind,
  Value: z
    .number()
    .int()
    .describe('paise for a flat coupon; whole percent (1-100) for a percent one'),
  MaxDiscount: z.number().int().nullable().describe('paise; null means no cap'),
  MinOrderValue: z.number().int().describe('paise of eligible items; 0 means no minimum'),
  EndsAt: z.iso.datetime().nullable().describe('ISO date-time; null means no end'),
  FirstOrderOnly: z.boolean(),
  PaymentMethods: z.array(PaymentMethodId).describe('empty means any payment method'),
  ScopeLabel: z.string().nullable().describe("e.g. 'Snacks'; null means the whole store"),
});
export type Offer = z.infer<typeof Offer>;

export const Offers = z.object({ Offers: z.array(Offer) });
export type Offers = z.infer<typeof Offers>;
