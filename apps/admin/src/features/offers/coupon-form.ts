import type { AdminCoupon, CouponCreateBody, CouponUpdateBody } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { indiaInputOf, isoOfIndiaInput, paiseOf, rupeesText, wholeOf } from '../../components';

/** A coupon as its form holds it: amounts in rupees, dates in India's time, as typed. */
export interface CouponForm {
  Code: string;
  Title: string;
  Description: string;
  Kind: 'flat' | 'percent';
  Value: string;
  MaxDiscount: string;
  MinOrderValue: string;
  StartsAt: string;
  EndsAt: string;
  TotalLimit: string;
  PerUserLimit: string;
  FirstOrderOnly: boolean;
  PaymentMethods: AdminCoupon['PaymentMethods'];
  /** the whole store, or only the chosen categories (kept while the owner flips back and forth) */
  Scope: 'all' | 'categories';
  CategoryIds: number[];
  IsActive: boolean;
}

export const EMPTY_COUPON: CouponForm = {
  Code: '',
  Title: '',
  Description: '',
  Kind: 'flat',
  Value: '',
  MaxDiscount: '',
  MinOrderValue: '',
  StartsAt: '',
  EndsAt: '',
  TotalLimit: '',
  PerUserLimit: '1',
  FirstOrderOnly: false,
  PaymentMethods: [],
  Scope: 'all',
  CategoryIds: [],
  IsActive: true,
};

export function formOf(c: AdminCoupon): CouponForm {
  return {
    Code: c.Code,
    Title: c.Title,
    Description: c.Description,
    Kind: c.Kind,
    Value: c.Kind === 'flat' ? rupeesText(c.Value) : String(c.Value),
    MaxDiscount: rupeesText(c.MaxDiscount),
    MinOrderValue: rupeesText(c.MinOrderValue || null),
    StartsAt: indiaInputOf(c.StartsAt),
    EndsAt: indiaInputOf(c.EndsAt),
    TotalLimit: c.TotalLimit === null ? '' : String(c.TotalLimit),
    PerUserLimit: c.PerUserLimit === null ? '' : String(c.PerUserLimit),
    FirstOrderOnly: c.FirstOrderOnly,
    PaymentMethods: c.PaymentMethods,
    Scope: c.CategoryIds.length ? 'categories' : 'all',
    CategoryIds: c.CategoryIds,
    IsActive: c.IsActive,
  };
}

/** The Value sent: paise off for a flat coupon, a whole percent for a percent one. */
const couponValueOf = (f: CouponForm) => (f.Kind === 'flat' ? paiseOf(f.Value) : wholeOf(f.Value));

/**
 * What the console can tell of the typed fields by itself, in its own words (an amount that is
 * not one, a limit of 0, "some categories" with none); the request schema checks the rest.
 */
export function couponFormErrors(t: Translate, f: CouponForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const value = couponValueOf(f);
  if (value === null || Number.isNaN(value))
    errors.Value = f.Kind === 'flat' ? t('offers.error.amount-off') : t('offers.error.percent');
  const moneyNames =
    f.Kind === 'percent'
      ? (['MaxDiscount', 'MinOrderValue'] as const)
      : (['MinOrderValue'] as const);
  for (const name of moneyNames)
    if (Number.isNaN(paiseOf(f[name]))) errors[name] = t('offers.error.amount');
  for (const name of ['TotalLimit', 'PerUserLimit'] as const) {
    const v = wholeOf(f[name]);
    if (Number.isNaN(v) || v === 0) errors[name] = t('offers.error.limit');
  }
  if (f.Scope === 'categories' && f.CategoryIds.length === 0)
    errors.CategoryIds = t('offers.error.categories');
  return errors;
}

/** The fields typed in rupees: a flat coupon's value too (a percent one's is a percent). */
export const couponRupees = (f: CouponForm): readonly string[] =>
  f.Kind === 'flat' ? ['Value', 'MaxDiscount', 'MinOrderValue'] : ['MaxDiscount', 'MinOrderValue'];

/** The form's fields as the server takes them in an edit. */
export const updateBodyOf = (f: CouponForm): CouponUpdateBody => ({
  Title: f.Title,
  Description: f.Description,
  Value: couponValueOf(f) ?? 0,
  MaxDiscount: f.Kind === 'percent' ? paiseOf(f.MaxDiscount) : null,
  MinOrderValue: paiseOf(f.MinOrderValue) ?? 0,
  StartsAt: isoOfIndiaInput(f.StartsAt),
  EndsAt: isoOfIndiaInput(f.EndsAt),
  TotalLimit: wholeOf(f.TotalLimit),
  PerUserLimit: wholeOf(f.PerUserLimit),
  FirstOrderOnly: f.FirstOrderOnly,
  PaymentMethods: f.PaymentMethods,
  CategoryIds: f.Scope === 'all' ? [] : f.CategoryIds,
});

/** A new coupon: the edit's fields with its code, kind and whether it is live at once. */
export const createBodyOf = (f: CouponForm): Partial<CouponCreateBody> => ({
  ...updateBodyOf(f),
  Code: f.Code,
  Kind: f.Kind,
  IsActive: f.IsActive,
});
