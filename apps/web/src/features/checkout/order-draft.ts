import type { Address, QuoteAnswer } from '@kirana/shared';
import { checkoutItemsOf, type CartItem } from '../cart';
import type { AppliedCoupon, OrderDraft } from './order-process-slice';
import type { PaymentChoice } from './use-payment-choice';
import type { Translate } from '../../lib/i18n';

/** Why Place order is not possible yet, in the shopper's words (null when it is). */
export function placeOrderBlocker(
  t: Translate,
  quote: QuoteAnswer | null,
  hasAddress: boolean,
  needsSlot = false,
): string | null {
  if (!quote) return t('checkout.blocker.billing');
  if (!hasAddress) return t('checkout.blocker.address');
  if (needsSlot) return t('delivery.slot.choose');
  if (quote.Problems.length > 0) return t('checkout.blocker.problems');
  if (quote.Delivery && !quote.Delivery.IsServiceable) return quote.Delivery.Message;
  if (!quote.CanPlaceOrder) return t('checkout.blocker.choose');
  return null;
}

/** What the shopper chose so far, with the cart: what the quote bills and the order sends. */
export interface CheckoutChoices {
  items: CartItem[];
  address: Address | null;
  deliveryMethodId: string | undefined;
  /** the delivery slot chosen (null without one, or while the store offers none) */
  deliverySlotId?: string | null;
  coupon: AppliedCoupon | null;
  payment: PaymentChoice;
  /** "Send order updates on WhatsApp" ticked */
  whatsAppUpdates?: boolean;
  /** the business's GSTIN and name, checked (see businessFieldsOf) */
  business?: { BuyerGstin?: string; BuyerBusinessName?: string };
}

/** What Place order sends for the checkout as chosen (null while something is missing). */
export function orderDraftOf(
  choices: CheckoutChoices,
  quote: QuoteAnswer | null,
  walletPart: number,
): OrderDraft | null {
  const { address, deliveryMethodId, coupon } = choices;
  const { paymentMethodId } = choices.payment;
  if (!quote || !address || !deliveryMethodId || !paymentMethodId) return null;
  return {
    Items: checkoutItemsOf(choices.items),
    AddressId: address.AddressId,
    DeliveryMethodId: deliveryMethodId,
    PaymentMethodId: paymentMethodId,
    // a coupon that does not apply stays pending on this page, out of the order
    ...(coupon && quote.Coupon?.Applied ? { CouponCode: coupon.Code } : {}),
    ExpectedAmountPayable: quote.Bill.AmountPayable,
    ...(walletPart > 0 ? { WalletAmount: walletPart } : {}),
    ...(choices.deliverySlotId ? { DeliverySlotId: choices.deliverySlotId } : {}),
    ...(choices.whatsAppUpdates ? { WhatsAppUpdates: true } : {}),
    ...choices.business,
  };
}
