import { formatInr, PAYMENT_METHOD_PHRASES } from '@kirana/shared';
import { formatDate } from '@kirana/shared/common/india-dates';

// Pure coupon rules: whether a coupon applies to a cart, and the discount it gives. No
// database: the caller brings the coupon, the cart lines and the shopper's counts. Counters
// that carry money (uses) are still guarded again when the coupon is redeemed.

export interface Coupon {
  /** upper-case */
  code: string;
  title: string;
  description: string;
  kind: 'flat' | 'percent';
  /** paise for a flat coupon; whole percent 1-100 for a percent one */
  value: number;
  /** paise; null = no cap */
  maxDiscount: number | null;
  /** paise of eligible items; 0 = no minimum */
  minOrderValue: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  perUserLimit: number | null;
  firstOrderOnly: boolean;
  /** empty = every category; with productIds too, a line must pass both */
  categoryIds: readonly number[];
  /** empty = every product */
  productIds: readonly number[];
  /** payment method ids ('cod', 'wallet', 'razorpay', 'sandbox'); empty = any */
  paymentMethods: readonly string[];
  /** what the scope is called for shoppers, e.g. 'Snacks'; null = the whole store */
  scopeLabel?: string | null;
  isActive: boolean;
}

export interface CouponLine {
  key: string;
  productId: number;
  categoryId: number;
  /** paise */
  lineTotal: number;
}

export interface CouponContext {
  now: Date;
  lines: readonly CouponLine[];
  /** null while the shopper has not chosen one */
  paymentMethod: string | null;
  /** paise the wallet pays beside the chosen method (0 or absent: none) */
  walletPaise?: number;
  /** the shopper's orders that were placed and not cancelled or expired */
  shopperOrderCount: number;
  shopperUses: number;
  totalUses: number;
}

export type CouponErrorCode =
  | 'COUPON_MIN_ORDER'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_FIRST_ORDER'
  | 'COUPON_EXHAUSTED'
  | 'COUPON_USED'
  | 'COUPON_SCOPE'
  | 'COUPON_PAYMENT_METHOD'
  | 'COUPON_INACTIVE';

export interface CouponApplies {
  ok: true;
  discount: number;
  /** the eligible lines the discount is spread over */
  lineKeys: string[];
  /** set when the coupon needs one of these payment methods and none is chosen yet */
  needsPaymentMethod?: string[];
}

export interface CouponRefused {
  ok: false;
  code: CouponErrorCode;
  message: string;
  /** paise more of eligible items needed (COUPON_MIN_ORDER only) */
  shortfall?: number;
}

export type CouponResult = CouponApplies | CouponRefused;

/** 'UPI / online payment', 'cash on delivery or the Kirana wallet', …, each name once. */
function paymentLabel(methods: readonly string[]): string {
  const phrases: Readonly<Record<string, string>> = PAYMENT_METHOD_PHRASES;
  return [...new Set(methods.map((m) => phrases[m] ?? m))].join(' or ');
}

const refuse = (code: CouponErrorCode, message: string): CouponRefused => ({
  ok: false,
  code,
  message,
});

/** The checks that do not depend on the cart's contents, in the order a shopper would fix them. */
function checkAvailability(c: Coupon, ctx: CouponContext): CouponRefused | null {
  if (!c.isActive) return refuse('COUPON_INACTIVE', `${c.code} is not valid`);
  if (c.startsAt && ctx.now < c.startsAt) {
    return refuse('COUPON_NOT_STARTED', `${c.code} starts on ${formatDate(c.startsAt)}`);
  }
  if (c.endsAt && ctx.now >= c.endsAt) return refuse('COUPON_EXPIRED', `${c.code} has expired`);
  if (c.totalLimit !== null && ctx.totalUses >= c.totalLimit) {
    return refuse('COUPON_EXHAUSTED', `${c.code} has been fully used`);
  }
  if (c.perUserLimit !== null && ctx.shopperUses >= c.perUserLimit) {
    return refuse('COUPON_USED', `You have already used ${c.code}`);
  }
  if (c.firstOrderOnly && ctx.shopperOrderCount > 0) {
    return refuse('COUPON_FIRST_ORDER', `${c.code} is only for your first order`);
  }
  return null;
}

/**
 * The coupon's payment-method restriction: refused when the order is paid another way (`method`
 * null: not chosen yet, not refused) or when the wallet pays part of it and the coupon does not
 * name the wallet.
 */
export function paymentMethodRefusal(
  c: Coupon,
  method: string | null,
  walletPaise: number,
): CouponRefused | null {
  const methods = c.paymentMethods;
  if (methods.length === 0) return null;
  if (method !== null && !methods.includes(method))
    return refuse('COUPON_PAYMENT_METHOD', `${c.code} works only with ${paymentLabel(methods)}`);
  // the wallet is a payment method too: an online-only coupon is not earned by paying ₹1 online
  // and the rest from the wallet
  if (walletPaise > 0 && !methods.includes('wallet'))
    return refuse(
      'COUPON_PAYMENT_METHOD',
      `${c.code} works only with ${paymentLabel(methods)}: pay the whole order that way, without the wallet`,
    );
  return null;
}

/** The lines the coupon covers: in its categories (if any) and among its products (if any). */
export function eligibleLines(c: Coupon, lines: readonly CouponLine[]): CouponLine[] {
  return lines.filter(
    (l) =>
      (c.categoryIds.length === 0 || c.categoryIds.includes(l.categoryId)) &&
      (c.productIds.length === 0 || c.productIds.includes(l.productId)),
  );
}

/** The discount on an eligible total: percent rounded down and capped, flat at most the total. */
export function couponDiscount(c: Coupon, eligibleTotal: number): number {
  const raw = c.kind === 'percent' ? Math.floor((eligibleTotal * c.value) / 100) : c.value;
  const capped = c.maxDiscount === null ? raw : Math.min(raw, c.maxDiscount);
  return Math.max(0, Math.min(capped, eligibleTotal));
}

/**
 * Whether the coupon applies to this cart now, and its discount (never more than the eligible
 * lines' total); otherwise a machine code and a message the shopper can act on.
 */
export function evaluateCoupon(c: Coupon, ctx: CouponContext): CouponResult {
  const unavailable = checkAvailability(c, ctx);
  if (unavailable) return unavailable;
  const lines = eligibleLines(c, ctx.lines);
  if (lines.length === 0) {
    const message = c.scopeLabel
      ? `${c.code} applies to ${c.scopeLabel} only`
      : `${c.code} does not apply to the items in your cart`;
    return refuse('COUPON_SCOPE', message);
  }
  const wrongMethod = paymentMethodRefusal(c, ctx.paymentMethod, ctx.walletPaise ?? 0);
  if (wrongMethod) return wrongMethod;
  const eligibleTotal = lines.reduce((a, l) => a + l.lineTotal, 0);
  if (eligibleTotal < c.minOrderValue) {
    const shortfall = c.minOrderValue - eligibleTotal;
    const message = `Add ${formatInr(shortfall)} more to use ${c.code}`;
    return { ...refuse('COUPON_MIN_ORDER', message), shortfall };
  }
  const result: CouponApplies = {
    ok: true,
    discount: couponDiscount(c, eligibleTotal),
    lineKeys: lines.map((l) => l.key),
  };
  if (c.paymentMethods.length > 0 && ctx.paymentMethod === null)
    result.needsPaymentMethod = [...c.paymentMethods];
  return result;
}

export interface BestCoupon<C extends Coupon> {
  /** the applicable coupon with the largest discount; null when none applies */
  best: (CouponApplies & { coupon: C }) | null;
  /** the not-yet-met minimum-order coupon closest to being met, for "add ₹x more" */
  hint: { code: string; shortfall: number } | null;
}

const endTime = (c: Coupon) => c.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;

/** True when a beats b: a larger discount, then the earlier end, then the code A-Z. */
function beats(a: CouponApplies & { coupon: Coupon }, b: CouponApplies & { coupon: Coupon }) {
  if (a.discount !== b.discount) return a.discount > b.discount;
  if (endTime(a.coupon) !== endTime(b.coupon)) return endTime(a.coupon) < endTime(b.coupon);
  return a.coupon.code < b.coupon.code;
}

/** The best coupon for the cart (largest discount; ties to the earliest ending) and the nearest minimum-order hint. */
export function bestCoupon<C extends Coupon>(
  coupons: readonly C[],
  ctx: CouponContext,
): BestCoupon<C> {
  let best: BestCoupon<C>['best'] = null;
  let hint: BestCoupon<C>['hint'] = null;
  for (const coupon of coupons) {
    const r = evaluateCoupon(coupon, ctx);
    if (r.ok) {
      const candidate = { ...r, coupon };
      if (!best || beats(candidate, best)) best = candidate;
    } else if (r.code === 'COUPON_MIN_ORDER' && r.shortfall !== undefined) {
      if (!hint || r.shortfall < hint.shortfall)
        hint = { code: coupon.code, shortfall: r.shortfall };
    }
  }
  return { best, hint };
}
