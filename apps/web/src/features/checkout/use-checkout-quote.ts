import { useEffect, useRef } from 'react';
import type { QuoteAnswer, QuoteBody } from '@kirana/shared';
import { useAppDispatch } from '../../app/hooks';
import { track } from '../../lib/analytics';
import { checkoutItemsOf, useQuote } from '../cart';
import type { CheckoutChoices } from './order-draft';
import { couponsApplied, type AppliedCoupon } from './order-process-slice';

/** What the quote is asked to bill: the cart and the choices made so far. */
function quoteBodyOf(choices: CheckoutChoices): QuoteBody {
  const { items, address, deliveryMethodId, coupon, payment } = choices;
  const { paymentMethodId, useWallet, walletCovers, walletHeld } = payment;
  return {
    Items: checkoutItemsOf(items),
    ...(address ? { AddressId: address.AddressId } : {}),
    ...(deliveryMethodId ? { DeliveryMethodId: deliveryMethodId } : {}),
    ...(paymentMethodId ? { PaymentMethodId: paymentMethodId } : {}),
    ...(coupon ? { CouponCode: coupon.Code } : {}),
    // the wallet paying a part is told to the quote, so a coupon for online payments alone
    // shows as not applied here rather than refused at Place order (its exact part needs
    // the bill; any part counts for that rule, and the balance does not move with the body)
    ...(useWallet && !walletCovers && walletHeld > 0 ? { WalletAmount: walletHeld } : {}),
  };
}

/** The coupon in state takes the outcome the quote gave it (applied, or why not). */
function useCouponOutcome(coupon: AppliedCoupon | null, quote: QuoteAnswer | null) {
  const dispatch = useAppDispatch();
  const outcome = quote?.Coupon ?? null;
  useEffect(() => {
    if (coupon && outcome && outcome.Code === coupon.Code && outcome !== coupon.Outcome)
      dispatch(couponsApplied({ Code: coupon.Code, Outcome: outcome }));
  }, [dispatch, coupon, outcome]);
}

/**
 * A coupon the server said does not apply is kept (pending) only while the shopper is on this
 * page, where its reason shows; leaving checkout drops it so it does not come back stale.
 */
function useDropPendingCouponOnLeave(coupon: AppliedCoupon | null) {
  const dispatch = useAppDispatch();
  const latest = useRef(coupon);
  latest.current = coupon;
  useEffect(
    () => () => {
      const left = latest.current;
      if (left?.Outcome && !left.Outcome.Applied) dispatch(couponsApplied(null));
    },
    [dispatch],
  );
}

/** The analytics begin_checkout event, once, with the first bill. */
function useBeginCheckoutEvent(quote: QuoteAnswer | null) {
  const began = useRef(false);
  useEffect(() => {
    if (!quote || began.current) return;
    began.current = true;
    track('begin_checkout', {
      currency: 'INR',
      value: quote.Bill.AmountPayable / 100,
      coupon: quote.Bill.CouponCode ?? undefined,
      items: quote.Bill.Lines.map((l) => ({
        item_id: String(l.ProductId),
        item_name: l.Name,
        price: l.UnitPrice / 100,
        quantity: l.Qty,
      })),
    });
  }, [quote]);
}

/**
 * The server's bill for the checkout as chosen (nothing asked unless `asking`): the payment
 * choice learns from each quote, the coupon takes its outcome, the first bill records
 * begin_checkout.
 */
export function useCheckoutQuote(choices: CheckoutChoices, asking: boolean) {
  const state = useQuote(asking ? quoteBodyOf(choices) : null);
  choices.payment.learn(state.quote);
  useCouponOutcome(choices.coupon, state.quote);
  useDropPendingCouponOnLeave(choices.coupon);
  useBeginCheckoutEvent(state.quote);
  return state;
}
