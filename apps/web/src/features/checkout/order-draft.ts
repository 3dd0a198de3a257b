import type { Address, QuoteAnswer } from '@kirana/shared';
import { checkoutItemsOf, type CartItem } from '../cart';
import { SLOT_MESSAGES } from '../delivery';
import type { AppliedCoupon, OrderDraft } from './order-process-slice';
import type { PaymentChoice } from './use-payment-choice';

/** Why Place order is not possible yet, in the shopper's words (null when it is). */
export function placeOrderBlocker(
  quote: QuoteAnswer | null,
  hasAddress: boolean,
  needsSlot = false,
): string | null {
  if (!quote) return 'Working out your bill…';
  if (!hasAddress) return 'Add a delivery address to place this order';
  if (needsSlot) return SLOT_MESSAGES.choose;
  if (quote.Problems.length > 0)
    return 'Some items cannot be ordered as they are. Please review your cart.';
  if (quote.Delivery && !quote.Delivery.IsServiceable) return quote.Delivery.Message;
  if (!quote.CanPlaceOrder) return 'Choose a delivery method and a payment method';
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
  };
}
