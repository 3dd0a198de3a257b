import { formatInr, type PaymentMethod } from '@kirana/shared';

// Whether a payment method may pay an order: the one rule the quote's payment options and the
// switch of an unpaid order to cash on delivery both ask. Pure: the caller brings the method's
// settings and the order's amounts.

export interface PayingOrder {
  /** paise payable before any cash-on-delivery fee (the bill the shopper sees online) */
  amountBeforeCodFee: number;
  /** the delivery pincode; null before one is chosen (no pincode rule applies then) */
  pincode: string | null;
  /** the shopper's wallet balance in paise (asked only of the wallet method) */
  walletBalance: number;
}

/** What this method would collect for the order: the bill, with its own fee when it is COD. */
export const amountWithMethod = (m: PaymentMethod, o: PayingOrder): number =>
  o.amountBeforeCodFee + (m.PaymentMethodId === 'cod' ? m.Fee : 0);

/**
 * Why `m` may not pay this order, in the shopper's words; null when it may. The maximum is
 * checked on what the method collects (its fee included), the minimum on the order's value.
 */
export function methodRefusal(m: PaymentMethod, o: PayingOrder): string | null {
  const amount = amountWithMethod(m, o);
  if (m.MaxOrderValue !== null && amount > m.MaxOrderValue)
    return `${m.Name} is available for orders up to ${formatInr(m.MaxOrderValue)}`;
  if (m.MinOrderValue != null && o.amountBeforeCodFee < m.MinOrderValue)
    return `${m.Name} is available for orders of ${formatInr(m.MinOrderValue)} or more`;
  const pincode = o.pincode;
  if (pincode && m.PincodePrefixes.length && !m.PincodePrefixes.some((p) => pincode.startsWith(p)))
    return `${m.Name} is not available at ${pincode}`;
  if (m.PaymentMethodId === 'wallet' && o.walletBalance < amount)
    return `Your wallet has ${formatInr(o.walletBalance)}; use it with another method`;
  return null;
}
