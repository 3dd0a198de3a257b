import { formatInr } from '@kirana/shared';
import { readerIn, type Reader } from '../../lib/i18n/reader';

// Pure coupon rules: whether a coupon applies to a cart, and the discount it gives. No
// database: the caller brings the coupon, the cart lines and the shopper's counts. Counters
// that carry money (uses) are still guarded again when the coupon is redeemed. Refusals are
// worded for the reader given (English by default), from locales/<language>/offers.json.

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

/** The ids of each method as a sentence names it ("works only with cash on delivery"). */
const METHOD_PHRASE_IDS: Readonly<Record<string, string>> = {
  cod: 'offers.method.cod',
  wallet: 'offers.method.wallet',
  razorpay: 'offers.method.online',
  sandbox: 'offers.method.online',
  upi_direct: 'offers.method.upi-direct',
};

/** 'UPI / online payment', 'cash on delivery or the Kirana wallet', …, each name once. */
function paymentLabel(methods: readonly string[], r: Reader): string {
  const phrase = (m: string) => {
    const id = METHOD_PHRASE_IDS[m];
    return id ? r.t(id) : m;
  };
  return [...new Set(methods.map(phrase))].join(r.t('offers.method.or'));
}

const refuse = (code: CouponErrorCode, message: string): CouponRefused => ({
  ok: false,
  code,
  message,
});

/** The checks that do not depend on the cart's contents, in the order a shopper would fix them. */
function checkAvailability(c: Coupon, ctx: CouponContext, r: Reader): CouponRefused | null {
  const code = c.code;
  if (!c.isActive) return refuse('COUPON_INACTIVE', r.t('offers.coupon.inactive', { code }));
  if (c.startsAt && ctx.now < c.startsAt) {
    const date = r.date(c.startsAt);
    return refuse('COUPON_NOT_STARTED', r.t('offers.coupon.not-started', { code, date }));
  }
  if (c.endsAt && ctx.now >= c.endsAt)
    return refuse('COUPON_EXPIRED', r.t('offers.coupon.expired', { code }));
  if (c.totalLimit !== null && ctx.totalUses >= c.totalLimit) {
    return refuse('COUPON_EXHAUSTED', r.t('offers.coupon.exhausted', { code }));
  }
  if (c.perUserLimit !== null && ctx.shopperUses >= c.perUserLimit) {
    return refuse('COUPON_USED', r.t('offers.coupon.used', { code }));
  }
  if (c.firstOrderOnly && ctx.shopperOrderCount > 0) {
    return refuse('COUPON_FIRST_ORDER', r.t('offers.coupon.first-order', { code }));
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
  r: Reader = readerIn(),
): CouponRefused | null {
  const methods = c.paymentMethods;
  if (methods.length === 0) return null;
  const said = { code: c.code, methods: paymentLabel(methods, r) };
  if (method !== null && !methods.includes(method))
    return refuse('COUPON_PAYMENT_METHOD', r.t('offers.coupon.method', said));
  // the wallet is a payment method too: an online-only coupon is not earned by paying ₹1 online
  // and the rest from the wallet
  if (walletPaise > 0 && !methods.includes('wallet'))
    return refuse('COUPON_PAYMENT_METHOD', r.t('offers.coupon.method-no-wallet', said));
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
export function evaluateCoupon(
  c: Coupon,
  ctx: CouponContext,
  r: Reader = readerIn(),
): CouponResult {
  const unavailable = checkAvailability(c, ctx, r);
  if (unavailable) return unavailable;
  const lines = eligibleLines(c, ctx.lines);
  if (lines.length === 0) {
    const message = c.scopeLabel
      ? r.t('offers.coupon.scope', { code: c.code, scope: c.scopeLabel })
      : r.t('offers.coupon.not-in-cart', { code: c.code });
    return refuse('COUPON_SCOPE', message);
  }
  const wrongMethod = paymentMethodRefusal(c, ctx.paymentMethod, ctx.walletPaise ?? 0, r);
  if (wrongMethod) return wrongMethod;
  const eligibleTotal = lines.reduce((a, l) => a + l.lineTotal, 0);
  if (eligibleTotal < c.minOrderValue) {
    const shortfall = c.minOrderValue - eligibleTotal;
    const message = r.t('offers.coupon.add-more', { code: c.code, amount: formatInr(shortfall) });
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
  r: Reader = readerIn(),
): BestCoupon<C> {
  let best: BestCoupon<C>['best'] = null;
  let hint: BestCoupon<C>['hint'] = null;
  for (const coupon of coupons) {
    const result = evaluateCoupon(coupon, ctx, r);
    if (result.ok) {
      const candidate = { ...result, coupon };
      if (!best || beats(candidate, best)) best = candidate;
    } else if (result.code === 'COUPON_MIN_ORDER' && result.shortfall !== undefined) {
      if (!hint || result.shortfall < hint.shortfall)
        hint = { code: coupon.code, shortfall: result.shortfall };
    }
  }
  return { best, hint };
}
