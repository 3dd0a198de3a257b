import type { AdminCoupon, CouponCreateBody, CouponUpdateBody } from '@kirana/shared';
import { indiaInputOf, isoOfIndiaInput } from '../../components';
import { paiseOf, rupeesText, wholeOf } from '../settings/form-kit';

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

/** The form's fields as the server takes them, or the errors the form can tell by itself. */
export function bodyOf(
  f: CouponForm,
): { ok: true; body: CouponUpdateBody } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const value = f.Kind === 'flat' ? paiseOf(f.Value) : wholeOf(f.Value);
  if (value === null || Number.isNaN(value))
    errors.Value = f.Kind === 'flat' ? 'Enter the amount off in rupees' : 'Enter a whole percent';
  const money = (name: 'MaxDiscount' | 'MinOrderValue') => {
    const v = paiseOf(f[name]);
    if (Number.isNaN(v)) errors[name] = 'Enter an amount in rupees, like 499 or 49.50';
    return v;
  };
  const count = (name: 'TotalLimit' | 'PerUserLimit') => {
    const v = wholeOf(f[name]);
    if (Number.isNaN(v) || v === 0)
      errors[name] = 'Enter a whole number above 0, or leave it empty';
    return v;
  };
  if (f.Scope === 'categories' && f.CategoryIds.length === 0)
    errors.CategoryIds = 'Choose at least one category, or let it apply to all products';
  const body: CouponUpdateBody = {
    Title: f.Title,
    Description: f.Description,
    Value: value ?? 0,
    MaxDiscount: f.Kind === 'percent' ? money('MaxDiscount') : null,
    MinOrderValue: money('MinOrderValue') ?? 0,
    StartsAt: isoOfIndiaInput(f.StartsAt),
    EndsAt: isoOfIndiaInput(f.EndsAt),
    TotalLimit: count('TotalLimit'),
    PerUserLimit: count('PerUserLimit'),
    FirstOrderOnly: f.FirstOrderOnly,
    PaymentMethods: f.PaymentMethods,
    CategoryIds: f.Scope === 'all' ? [] : f.CategoryIds,
  };
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}

export const createBodyOf = (f: CouponForm, body: CouponUpdateBody): Partial<CouponCreateBody> => ({
  ...body,
  Code: f.Code,
  Kind: f.Kind,
  IsActive: f.IsActive,
});
