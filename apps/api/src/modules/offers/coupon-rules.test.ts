import { describe, expect, it } from 'vitest';

import {
  bestCoupon,
  couponDiscount,
  evaluateCoupon,
  type Coupon,
  type CouponContext,
} from './coupon-rules';

const NOW = new Date('2026-11-15T10:00:00+05:30');

function coupon(over: Partial<Coupon> = {}): Coupon {
  return {
    code: 'SAVE50',
    title: 'Flat ₹50 off',
    description: '',
    kind: 'flat',
    value: 5_000,
    maxDiscount: null,
    minOrderValue: 0,
    startsAt: null,
    endsAt: null,
    totalLimit: null,
    perUserLimit: null,
    firstOrderOnly: false,
    categoryIds: [],
    productIds: [],
    paymentMethods: [],
    scopeLabel: null,
    isActive: true,
    ...over,
  };
}

// two snack lines (category 7) and one soap line (category 9): ₹480.00 in all
function ctx(over: Partial<CouponContext> = {}): CouponContext {
  return {
    now: NOW,
    lines: [
      { key: 'a', productId: 1, categoryId: 7, lineTotal: 12_000 },
      { key: 'b', productId: 2, categoryId: 7, lineTotal: 24_000 },
      { key: 'c', productId: 3, categoryId: 9, lineTotal: 12_000 },
    ],
    paymentMethod: null,
    shopperOrderCount: 2,
    shopperUses: 0,
    totalUses: 0,
    ...over,
  };
}

describe('evaluateCoupon', () => {
  it('gives a flat discount on every line, never more than their total', () => {
    expect(evaluateCoupon(coupon(), ctx())).toEqual({
      ok: true,
      discount: 5_000,
      lineKeys: ['a', 'b', 'c'],
    });
    const huge = evaluateCoupon(coupon({ value: 1_000_000 }), ctx());
    expect(huge).toMatchObject({ ok: true, discount: 48_000 });
  });

  it('gives a percent discount rounded down and capped', () => {
    const tenPercent = coupon({ kind: 'percent', value: 10 });
    expect(couponDiscount(tenPercent, 12_345)).toBe(1_234);
    expect(evaluateCoupon(tenPercent, ctx())).toMatchObject({ ok: true, discount: 4_800 });
    expect(evaluateCoupon({ ...tenPercent, maxDiscount: 3_000 }, ctx())).toMatchObject({
      discount: 3_000,
    });
    expect(couponDiscount(coupon({ kind: 'percent', value: 100 }), 999)).toBe(999);
  });

  it('counts only eligible lines for scope, minimum and discount', () => {
    const snacks = coupon({ kind: 'percent', value: 50, categoryIds: [7], scopeLabel: 'Snacks' });
    expect(evaluateCoupon(snacks, ctx())).toEqual({
      ok: true,
      discount: 18_000,
      lineKeys: ['a', 'b'],
    });
    // products inside the categories: a line must pass both filters
    const one = evaluateCoupon({ ...snacks, productIds: [2, 3] }, ctx());
    expect(one).toMatchObject({ ok: true, discount: 12_000, lineKeys: ['b'] });
    const soapOnly = ctx({ lines: [{ key: 'c', productId: 3, categoryId: 9, lineTotal: 12_000 }] });
    expect(evaluateCoupon(snacks, soapOnly)).toEqual({
      ok: false,
      code: 'COUPON_SCOPE',
      message: 'SAVE50 applies to Snacks only',
    });
    expect(evaluateCoupon({ ...snacks, scopeLabel: null }, soapOnly)).toMatchObject({
      message: 'SAVE50 does not apply to the items in your cart',
    });
  });

  it('names the shortfall on eligible lines against the minimum', () => {
    const min = coupon({ minOrderValue: 48_000, categoryIds: [7] }); // snacks are ₹360.00
    expect(evaluateCoupon(min, ctx())).toEqual({
      ok: false,
      code: 'COUPON_MIN_ORDER',
      message: 'Add ₹120.00 more to use SAVE50',
      shortfall: 12_000,
    });
    expect(evaluateCoupon({ ...min, categoryIds: [] }, ctx())).toMatchObject({ ok: true });
  });

  it('refuses outside its dates, in India time', () => {
    const expired = coupon({ endsAt: new Date('2026-11-15T10:00:00+05:30') });
    expect(evaluateCoupon(expired, ctx())).toEqual({
      ok: false,
      code: 'COUPON_EXPIRED',
      message: 'SAVE50 has expired',
    });
    expect(evaluateCoupon({ ...expired, endsAt: new Date(NOW.getTime() + 1) }, ctx()).ok).toBe(
      true,
    );
    // 1 Dec 00:30 IST is still 30 Nov in UTC: the shopper reads the Indian date
    const later = coupon({ startsAt: new Date('2026-12-01T00:30:00+05:30') });
    expect(evaluateCoupon(later, ctx())).toEqual({
      ok: false,
      code: 'COUPON_NOT_STARTED',
      message: 'SAVE50 starts on 1 Dec 2026',
    });
    expect(evaluateCoupon(coupon({ startsAt: NOW }), ctx()).ok).toBe(true);
  });

  it('refuses when used up, already used, not the first order, or inactive', () => {
    expect(evaluateCoupon(coupon({ totalLimit: 100 }), ctx({ totalUses: 100 }))).toMatchObject({
      code: 'COUPON_EXHAUSTED',
      message: 'SAVE50 has been fully used',
    });
    expect(evaluateCoupon(coupon({ totalLimit: 100 }), ctx({ totalUses: 99 })).ok).toBe(true);
    expect(evaluateCoupon(coupon({ perUserLimit: 1 }), ctx({ shopperUses: 1 }))).toMatchObject({
      code: 'COUPON_USED',
      message: 'You have already used SAVE50',
    });
    expect(evaluateCoupon(coupon({ firstOrderOnly: true }), ctx())).toMatchObject({
      code: 'COUPON_FIRST_ORDER',
      message: 'SAVE50 is only for your first order',
    });
    expect(evaluateCoupon(coupon({ firstOrderOnly: true }), ctx({ shopperOrderCount: 0 })).ok).toBe(
      true,
    );
    expect(evaluateCoupon(coupon({ isActive: false }), ctx())).toMatchObject({
      code: 'COUPON_INACTIVE',
      message: 'SAVE50 is not valid',
    });
  });

  it('keeps to its payment methods, and flags them while none is chosen', () => {
    const upi = coupon({ paymentMethods: ['razorpay', 'sandbox'] });
    expect(evaluateCoupon(upi, ctx({ paymentMethod: 'cod' }))).toEqual({
      ok: false,
      code: 'COUPON_PAYMENT_METHOD',
      message: 'SAVE50 works only with UPI / online payment',
    });
    expect(evaluateCoupon(upi, ctx({ paymentMethod: 'sandbox' }))).toEqual({
      ok: true,
      discount: 5_000,
      lineKeys: ['a', 'b', 'c'],
    });
    expect(evaluateCoupon(upi, ctx())).toMatchObject({
      ok: true,
      needsPaymentMethod: ['razorpay', 'sandbox'],
    });
    const codOrWallet = coupon({ paymentMethods: ['cod', 'wallet'] });
    expect(evaluateCoupon(codOrWallet, ctx({ paymentMethod: 'razorpay' }))).toMatchObject({
      message: 'SAVE50 works only with cash on delivery or the Kirana wallet',
    });
  });
});

describe('bestCoupon', () => {
  it('picks the largest discount, ties to the earliest ending, and hints the nearest minimum', () => {
    const coupons = [
      coupon({ code: 'FLAT40', value: 4_000 }),
      coupon({ code: 'TEN', kind: 'percent', value: 10, endsAt: new Date('2026-12-31') }),
      coupon({ code: 'SOON', value: 4_800, endsAt: new Date('2026-11-20') }),
      coupon({ code: 'BIG200', value: 20_000, minOrderValue: 99_900 }),
      coupon({ code: 'MID100', value: 10_000, minOrderValue: 60_000 }),
      coupon({ code: 'GONE', value: 90_000, isActive: false }),
    ];
    const { best, hint } = bestCoupon(coupons, ctx());
    expect(best?.coupon.code).toBe('SOON'); // 4,800 = TEN's 10% of 48,000, but ends first
    expect(best?.discount).toBe(4_800);
    expect(hint).toEqual({ code: 'MID100', shortfall: 12_000 });
    expect(bestCoupon([coupons[3]!], ctx())).toEqual({
      best: null,
      hint: { code: 'BIG200', shortfall: 51_900 },
    });
    expect(bestCoupon([], ctx())).toEqual({ best: null, hint: null });
  });

  it('prefers a coupon with an end date over an open-ended one of the same value', () => {
    const open = coupon({ code: 'AAA' });
    const dated = coupon({ code: 'ZZZ', endsAt: new Date('2027-01-01') });
    expect(bestCoupon([open, dated], ctx()).best?.coupon.code).toBe('ZZZ');
    expect(bestCoupon([dated, open], ctx()).best?.coupon.code).toBe('ZZZ');
  });
});
