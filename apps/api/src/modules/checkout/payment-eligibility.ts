import { formatInr, type PaymentMethod } from '@kirana/shared';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { storeWordsIn } from './store-words';

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
 * Why `m` may not pay this order, in the reader's words (English by default); null when it may.
 * The maximum is checked on what the method collects (its fee included), the minimum on the
 * order's value.
 */
export function methodRefusal(
  m: PaymentMethod,
  o: PayingOrder,
  { t, language }: Reader = readerIn(),
): string | null {
  const amount = amountWithMethod(m, o);
  const method = storeWordsIn(language)(m.Name);
  if (m.MaxOrderValue !== null && amount > m.MaxOrderValue)
    return t('checkout.method.max', { method, amount: formatInr(m.MaxOrderValue) });
  if (m.MinOrderValue != null && o.amountBeforeCodFee < m.MinOrderValue)
    return t('checkout.method.min', { method, amount: formatInr(m.MinOrderValue) });
  const pincode = o.pincode;
  if (pincode && m.PincodePrefixes.length && !m.PincodePrefixes.some((p) => pincode.startsWith(p)))
    return t('checkout.method.pincode', { method, pincode });
  if (m.PaymentMethodId === 'wallet' && o.walletBalance < amount)
    return t('checkout.method.wallet-short', { amount: formatInr(o.walletBalance) });
  return null;
}
