import { z } from 'zod';

import { PaymentMethodId } from '../../checkout/checkout';
import { dbId, dbIdParam, int4, multiLineText, text } from '../../common/input';
import { CouponKind } from '../coupon-kind';

// The console's coupon calls: the list with uses, create, edit, pause/resume, and the uses.

/** 3-20 letters and digits, upper-cased (shoppers type it in any case). */
export const NewCouponCode = text()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, 'Use 3 to 20 letters and digits, no spaces'));

const Paise = int4(0, 100_000_000);
const Limit = int4(1, 10_000_000).nullable();
const When = z.iso.datetime({ offset: true }).nullable();

/** The most categories one coupon may name. */
export const COUPON_CATEGORIES_MAX = 50;

/** Categories a coupon is limited to, each with those below it; repeats dropped; [] = all. */
export const CouponCategoryIds = z
  .array(dbId)
  .max(COUPON_CATEGORIES_MAX, `Choose at most ${COUPON_CATEGORIES_MAX} categories`)
  .transform((ids) => [...new Set(ids)])
  .describe(
    'category ids the coupon is limited to (each with the categories below it); empty = the whole store',
  );

/** The fields an owner may set on a coupon (the code and kind only on create). */
const CouponFields = z.object({
  Title: text().trim().min(1).max(80),
  Description: multiLineText().trim().max(300).default(''),
  Value: int4(1, 100_000_000).describe('paise for a flat coupon; whole percent 1-100 for percent'),
  MaxDiscount: int4(1, 100_000_000).nullable().default(null).describe('paise; null = no cap'),
  MinOrderValue: Paise.default(0).describe('paise of eligible items; 0 = no minimum'),
  StartsAt: When.default(null),
  EndsAt: When.default(null),
  TotalLimit: Limit.default(null).describe('uses in all; null = no limit'),
  PerUserLimit: Limit.default(null).describe('uses per shopper; null = no limit'),
  FirstOrderOnly: z.boolean().default(false),
  PaymentMethods: z.array(PaymentMethodId).max(4).default([]).describe('empty = any'),
  CategoryIds: CouponCategoryIds.default([]),
  IsActive: z.boolean().default(true),
});

/** The rules every coupon's fields keep together (checked again on the server after an edit). */
export function couponFieldIssues(c: {
  Kind: CouponKind;
  Value: number;
  MaxDiscount: number | null;
  StartsAt: string | null;
  EndsAt: string | null;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (c.Kind === 'percent' && (c.Value < 1 || c.Value > 100))
    issues.push({ path: 'Value', message: 'A percent coupon gives 1 to 100 percent' });
  if (c.Kind === 'flat' && c.MaxDiscount !== null)
    issues.push({ path: 'MaxDiscount', message: 'Only a percent coupon has a maximum discount' });
  if (c.StartsAt && c.EndsAt && Date.parse(c.StartsAt) >= Date.parse(c.EndsAt))
    issues.push({ path: 'EndsAt', message: 'The end must be after the start' });
  return issues;
}

export const CouponCreateBody = CouponFields.extend({ Code: NewCouponCode, Kind: CouponKind })
  .strict()
  .superRefine((c, ctx) => {
    for (const i of couponFieldIssues(c))
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });
export type CouponCreateBody = z.infer<typeof CouponCreateBody>;

/** An edit: any of the fields; the merged coupon is checked by the same rules. */
export const CouponUpdateBody = z
  .object({
    Title: CouponFields.shape.Title.optional(),
    Description: multiLineText().trim().max(300).optional(),
    Value: CouponFields.shape.Value.optional(),
    MaxDiscount: int4(1, 100_000_000).nullable().optional(),
    MinOrderValue: Paise.optional(),
    StartsAt: When.optional(),
    EndsAt: When.optional(),
    TotalLimit: Limit.optional(),
    PerUserLimit: Limit.optional(),
    FirstOrderOnly: z.boolean().optional(),
    PaymentMethods: z.array(PaymentMethodId).max(4).optional(),
    CategoryIds: CouponCategoryIds.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type CouponUpdateBody = z.infer<typeof CouponUpdateBody>;

export const CouponStatus = z.enum(['active', 'paused', 'scheduled', 'expired', 'used-up']);
export type CouponStatus = z.infer<typeof CouponStatus>;

/** A category a coupon is limited to, named for the console. */
export const CouponCategory = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsVisible: z.boolean().describe('false once it or a category above it is hidden from shoppers'),
});
export type CouponCategory = z.infer<typeof CouponCategory>;

export const AdminCoupon = z.object({
  CouponId: dbId,
  Code: z.string(),
  Title: z.string(),
  Description: z.string(),
  Kind: CouponKind,
  Value: z.number().int(),
  MaxDiscount: z.number().int().nullable(),
  MinOrderValue: z.number().int(),
  StartsAt: z.string().nullable(),
  EndsAt: z.string().nullable(),
  TotalLimit: z.number().int().nullable(),
  PerUserLimit: z.number().int().nullable(),
  FirstOrderOnly: z.boolean(),
  PaymentMethods: z.array(PaymentMethodId),
  CategoryIds: z.array(z.number().int()).describe('empty = the whole store'),
  Categories: z.array(CouponCategory).describe('the CategoryIds that still exist, named'),
  ScopeLabel: z
    .string()
    .nullable()
    .describe("what shoppers are told the coupon covers, e.g. 'Snacks & Namkeen'; null = all"),
  IsActive: z.boolean(),
  UsedCount: z.number().int().describe('uses on orders that still stand'),
  TopShopperUses: z.number().int().describe('the most uses of one shopper (for PerUserLimit)'),
  Status: CouponStatus,
  CreatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponList = z.object({ Coupons: z.array(AdminCoupon) });
export type AdminCouponList = z.infer<typeof AdminCouponList>;

export const CouponIdParams = z.object({ couponId: dbIdParam() });

export const CouponUse = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string().nullable(),
  UserId: z.number().int(),
  Discount: z.number().int().describe('paise'),
  At: z.string(),
  ReleasedAt: z
    .string()
    .nullable()
    .describe('set when the order was cancelled and the use given back'),
});
export type CouponUse = z.infer<typeof CouponUse>;
export const CouponUses = z.object({ Code: z.string(), Uses: z.array(CouponUse) });
export type CouponUses = z.infer<typeof CouponUses>;
