import {
  formatInr,
  PAYMENT_METHOD_IDS,
  type Bill,
  type CheckoutItem,
  type CouponOutcome,
  type DeliveryArea,
  type DeliveryEstimate,
  type DeliveryMethod,
  type DeliveryOption,
  type ItemProblem,
  type PaymentMethodId,
  type PaymentOption,
} from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { findPricing } from '../catalogue';
import {
  deliveryWindow,
  estimateFor,
  findDeliveryArea,
  indiaDatePlus,
  slowerHere,
} from '../delivery';
import {
  couponUsesOf,
  evaluateCoupon,
  findCoupon,
  liveCoupons,
  type StoredCoupon,
} from '../offers';
import { computeBill } from './bill';
import { methodRefusal } from './payment-eligibility';
import { resolveLines, type SellableLine } from './cart-lines';
import type { CheckoutSettings } from './checkout-settings';

/** GST on delivery charges (courier and delivery services). */
export const DELIVERY_GST_RATE = 18;

/** Payment methods an order can be placed with: every one the store knows. */
export const PAYABLE_METHODS: readonly PaymentMethodId[] = PAYMENT_METHOD_IDS;

export interface CheckoutRequest {
  items: readonly CheckoutItem[];
  userId: number | null;
  pincode: string | null;
  /** the pincode's delivery area when the caller has just read it (undefined: read here) */
  area?: DeliveryArea | null;
  /** the items' product rows as productPricingSql read them in the caller's transaction */
  productsRead?: unknown;
  deliveryState: string | null;
  deliveryMethodId?: string;
  paymentMethodId?: PaymentMethodId;
  couponCode?: string;
  /** paise the shopper takes from the wallet beside the payment method (0 when none) */
  walletAmount?: number;
  /** orders of the shopper that still stand, for first-order coupons */
  shopperOrderCount: number;
  /** the shopper's wallet balance in paise (0 for a guest) */
  walletBalance: number;
  /** look for a better coupon to suggest (the checkout screens); off when placing the order */
  withHint?: boolean;
  /** who reads the bill's sentences (coupon, problems, payment reasons, delivery); English if none */
  reader?: Reader;
  now: Date;
}

export interface PricedCheckout {
  lines: SellableLine[];
  problems: ItemProblem[];
  bill: Bill;
  method: DeliveryMethod | undefined;
  coupon: { stored: StoredCoupon; discount: number; lineKeys: string[] } | null;
  couponOutcome: CouponOutcome | null;
  couponHint: { Code: string; Message: string } | null;
  delivery: DeliveryEstimate | null;
  deliveryMethods: DeliveryOption[];
  paymentOptions: PaymentOption[];
}

type CouponLine = { key: string; productId: number; categoryId: number; lineTotal: number };
const couponLines = (lines: readonly SellableLine[]): CouponLine[] =>
  lines.map((l) => ({
    key: l.key,
    productId: l.productId,
    categoryId: l.categoryId,
    lineTotal: l.unitPrice * l.qty,
  }));

/** What a coupon's rules are checked against: this cart, its payment and the uses so far. */
function couponContext(
  req: CheckoutRequest,
  lines: readonly SellableLine[],
  shopperUses: number,
  totalUses: number,
) {
  return {
    now: req.now,
    lines: couponLines(lines),
    paymentMethod: req.paymentMethodId ?? null,
    walletPaise: req.walletAmount ?? 0,
    shopperOrderCount: req.shopperOrderCount,
    shopperUses,
    totalUses,
  };
}

async function applyCoupon(
  db: DbOrTx,
  req: CheckoutRequest,
  lines: readonly SellableLine[],
): Promise<{ applied: PricedCheckout['coupon']; outcome: CouponOutcome | null }> {
  if (!req.couponCode) return { applied: null, outcome: null };
  const code = req.couponCode;
  const r = req.reader ?? readerIn();
  const stored = await findCoupon(db, code);
  if (!stored)
    return {
      applied: null,
      outcome: {
        Code: code,
        Applied: false,
        Discount: 0,
        Message: r.t('offers.coupon.unknown', { code }),
      },
    };
  const shopperUses = req.userId ? await couponUsesOf(db, req.userId, stored.id) : 0;
  const result = evaluateCoupon(
    stored.rules,
    couponContext(req, lines, shopperUses, stored.usedCount),
    r,
  );
  if (!result.ok)
    return {
      applied: null,
      outcome: { Code: code, Applied: false, Discount: 0, Message: result.message },
    };
  return {
    applied: { stored, discount: result.discount, lineKeys: [...result.lineKeys] },
    outcome: {
      Code: code,
      Applied: true,
      Discount: result.discount,
      Message: r.t('offers.coupon.applied', { code, amount: formatInr(result.discount) }),
    },
  };
}

/** The best coupon for this cart, or the one nearest in reach; none when a coupon is applied. */
async function couponHint(db: DbOrTx, req: CheckoutRequest, lines: readonly SellableLine[]) {
  if (req.withHint === false || req.couponCode || lines.length === 0) return null;
  const reader = req.reader ?? readerIn();
  let best: { code: string; discount: number } | null = null;
  let nearest: { code: string; min: number; message: string } | null = null;
  for (const c of await liveCoupons(db, req.now)) {
    const shopperUses =
      req.userId && c.rules.perUserLimit ? await couponUsesOf(db, req.userId, c.id) : 0;
    const r = evaluateCoupon(c.rules, couponContext(req, lines, shopperUses, c.usedCount), reader);
    if (r.ok && (!best || r.discount > best.discount))
      best = { code: c.rules.code, discount: r.discount };
    if (!r.ok && r.code === 'COUPON_MIN_ORDER' && (!nearest || c.rules.minOrderValue < nearest.min))
      nearest = { code: c.rules.code, min: c.rules.minOrderValue, message: r.message };
  }
  if (best) {
    const amount = formatInr(best.discount);
    return { Code: best.code, Message: reader.t('offers.hint.best', { code: best.code, amount }) };
  }
  return nearest ? { Code: nearest.code, Message: nearest.message } : null;
}

/**
 * Prices a checkout from the catalogue and the store's settings: the lines that can be sold,
 * the problems of the others, the coupon, the fees and the bill. The one place a bill is made,
 * for the cart, the checkout page and order creation alike.
 */
export async function priceCheckout(
  db: DbOrTx,
  settings: CheckoutSettings,
  req: CheckoutRequest,
): Promise<PricedCheckout> {
  const pricing = await findPricing(
    db,
    req.items.map((i) => i.ProductId),
    req.productsRead,
  );
  const reader = req.reader ?? readerIn();
  const { lines, problems } = resolveLines(pricing, req.items, settings.maxQty, reader);
  const enabled = settings.deliveryMethods.filter((m) => m.IsEnabled);
  const method = enabled.find((m) => m.DeliveryMethodId === req.deliveryMethodId) ?? enabled[0];
  const { applied, outcome } = await applyCoupon(db, req, lines);
  const cod = settings.paymentMethods.find((m) => m.PaymentMethodId === 'cod');
  const shippingFee = settings.shipping.Fees.find(
    (f) => f.DeliveryMethodId === method?.DeliveryMethodId,
  );
  const bill = computeBill({
    lines,
    couponDiscount: applied
      ? { code: applied.stored.rules.code, amount: applied.discount, lineKeys: applied.lineKeys }
      : null,
    delivery: {
      methodId: method?.DeliveryMethodId ?? 'none',
      name: method?.Name ?? 'Delivery',
      fee: shippingFee?.Fee ?? 0,
      freeAbove: shippingFee?.FreeAbove ?? null,
      gstRate: DELIVERY_GST_RATE,
    },
    platformFee: settings.platformFee.IsEnabled
      ? {
          name: settings.platformFee.Name,
          fee: settings.platformFee.Fee,
          gstRate: settings.platformFee.GstRate,
        }
      : null,
    codFee:
      req.paymentMethodId === 'cod' && cod && cod.Fee > 0
        ? { fee: cod.Fee, gstRate: cod.FeeGstRate }
        : null,
    storeState: settings.storeState,
    deliveryState: req.deliveryState,
  });
  const netItems = bill.ItemTotal - bill.CouponDiscount;
  const area =
    req.area !== undefined
      ? req.area
      : req.pincode
        ? await findDeliveryArea(db, req.pincode)
        : null;
  return {
    lines,
    problems,
    bill,
    method,
    coupon: applied,
    couponOutcome: outcome,
    couponHint: await couponHint(db, req, lines),
    delivery: req.pincode
      ? estimateFor(area, method ? [method] : [], req.pincode, req.now, reader)
      : null,
    deliveryMethods: enabled.map((m) => {
      const fee = settings.shipping.Fees.find((f) => f.DeliveryMethodId === m.DeliveryMethodId);
      const free = fee?.FreeAbove != null && netItems >= fee.FreeAbove;
      // the area's days and cut-off when it is served; the method's own days before a pincode
      const eta = area?.IsActive
        ? deliveryWindow(area, m, req.now)
        : { from: indiaDatePlus(req.now, m.EtaDaysMin), to: indiaDatePlus(req.now, m.EtaDaysMax) };
      return {
        DeliveryMethodId: m.DeliveryMethodId,
        Name: m.Name,
        // a promise the area cannot keep ("delivered tomorrow" two days away) says why instead
        Description: (area?.IsActive && slowerHere(area, m, reader)) || m.Description,
        Fee: free ? 0 : (fee?.Fee ?? 0),
        FreeAbove: fee?.FreeAbove ?? null,
        EtaFrom: eta.from,
        EtaTo: eta.to,
      };
    }),
    paymentOptions: paymentOptions(settings, bill, req.pincode, req.walletBalance, reader),
  };
}

/** Each payment method the store offers, and whether this order may use it. */
function paymentOptions(
  settings: CheckoutSettings,
  bill: Bill,
  pincode: string | null,
  walletBalance: number,
  reader: Reader,
): PaymentOption[] {
  return settings.paymentMethods
    .filter((m) => m.IsEnabled && PAYABLE_METHODS.includes(m.PaymentMethodId))
    .map((m) => {
      const reason = methodRefusal(
        m,
        { amountBeforeCodFee: bill.AmountPayable - bill.CodFee, pincode, walletBalance },
        reader,
      );
      return {
        PaymentMethodId: m.PaymentMethodId,
        Name: m.Name,
        Description: m.Description,
        IsSandbox: m.IsSandbox,
        IsTestMode: m.IsTestMode,
        Fee: m.Fee,
        IsAvailable: reason === null,
        Reason: reason,
      };
    });
}
