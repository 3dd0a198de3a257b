import type { PaymentMethodId, QuoteAnswer } from '@kirana/shared';
import type { z } from 'zod';
import type { QuoteBody as QuoteSchema } from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import type { Reader } from '../../lib/i18n/reader';
import { getAddress } from '../address';
import { countStandingOrders, lastPaidMethod } from '../orders';
import { walletBalance } from '../wallet';
import { loadCheckoutSettings } from './checkout-settings';
import { PAYABLE_METHODS, priceCheckout, type PricedCheckout } from './price-checkout';
import { paymentConfigOf } from '../../lib/razorpay-keys';

type QuoteInput = z.output<typeof QuoteSchema>;

/**
 * What stands between a priced checkout and an order, as the API answers it. A coupon that does
 * not apply is not in the way: Coupon says why, the bill leaves it out, and the checkout places
 * the order without it (place-order still refuses an order that asks for it).
 */
export function toQuoteAnswer(
  priced: PricedCheckout,
  req: {
    hasAddress: boolean;
    paymentMethodId?: string;
    walletBalance: number | null;
    lastPaidMethod?: PaymentMethodId | null;
  },
): QuoteAnswer {
  const payment = priced.paymentOptions.find((p) => p.PaymentMethodId === req.paymentMethodId);
  const allowed = priced.paymentOptions.filter(
    (p) => p.IsAvailable && PAYABLE_METHODS.includes(p.PaymentMethodId),
  );
  const preferred =
    allowed.find((p) => p.PaymentMethodId === req.lastPaidMethod) ?? allowed[0] ?? null;
  return {
    Bill: priced.bill,
    Problems: priced.problems,
    Delivery: priced.delivery,
    DeliveryMethods: priced.deliveryMethods,
    PaymentMethods: priced.paymentOptions,
    Coupon: priced.couponOutcome,
    CouponHint: priced.couponHint,
    CanPlaceOrder:
      priced.lines.length > 0 &&
      priced.problems.length === 0 &&
      req.hasAddress &&
      priced.delivery?.IsServiceable === true &&
      Boolean(payment?.IsAvailable && PAYABLE_METHODS.includes(payment.PaymentMethodId)),
    PreferredPaymentMethodId: preferred?.PaymentMethodId ?? null,
    WalletBalance: req.walletBalance,
  };
}

/**
 * The bill of a cart as the checkout stands: for a guest an estimate (by pincode, no
 * per-shopper coupon rules), for a signed-in shopper with their address and coupon uses.
 */
export async function quoteCheckout(
  deps: AppDeps,
  userId: number | null,
  body: QuoteInput,
  reader?: Reader,
): Promise<QuoteAnswer> {
  const db = deps.database.db;
  const settings = await loadCheckoutSettings(db, paymentConfigOf(deps), deps.cache);
  const address = userId && body.AddressId ? await getAddress(db, userId, body.AddressId) : null;
  const balance = userId ? await walletBalance(db, userId) : null;
  const priced = await priceCheckout(db, settings, {
    items: body.Items,
    userId,
    pincode: address?.Pincode ?? body.Pincode ?? null,
    deliveryState: address?.State ?? null,
    deliveryMethodId: body.DeliveryMethodId,
    paymentMethodId: body.PaymentMethodId,
    couponCode: body.CouponCode,
    walletAmount: body.PaymentMethodId === 'wallet' ? 0 : body.WalletAmount,
    shopperOrderCount: userId ? await countStandingOrders(db, userId) : 0,
    walletBalance: balance ?? 0,
    now: new Date(),
    reader,
  });
  return toQuoteAnswer(priced, {
    hasAddress: address !== null,
    paymentMethodId: body.PaymentMethodId,
    walletBalance: balance,
    lastPaidMethod: userId ? await lastPaidMethod(db, userId) : null,
  });
}
