import type { Language } from '@kirana/shared';
import { messagesIn } from './server-messages';

/**
 * The store's own words for its delivery methods, payment methods and fees as the demo store
 * and the code name them (the seed, the UPI-direct method, the COD fee), with their message ids
 * in apps/api/src/locales/<language>/checkout.json (the quote, the order page). An owner who
 * renamed a method in the console wrote their own words: those are shown as written, in every
 * language.
 */
const STORE_WORDS: Readonly<Record<string, string>> = {
  'Standard delivery': 'checkout.delivery.standard.name',
  'Delivered in 2-4 days': 'checkout.delivery.standard.description',
  'Next-day delivery': 'checkout.delivery.express.name',
  'Order by 6 pm, delivered tomorrow': 'checkout.delivery.express.description',
  Delivery: 'checkout.delivery.fallback',
  'Cash on delivery': 'checkout.payment.cod.name',
  'Pay in cash or UPI when your order arrives': 'checkout.payment.cod.description',
  'Kirana wallet': 'checkout.payment.wallet.name',
  'Pay from your wallet balance': 'checkout.payment.wallet.description',
  'UPI, cards and netbanking': 'checkout.payment.razorpay.name',
  'UPI, cards, netbanking and wallets, secured by Razorpay':
    'checkout.payment.razorpay.description',
  'Test payment (sandbox)': 'checkout.payment.sandbox.name',
  'A pretend gateway for trying the store: no money moves': 'checkout.payment.sandbox.description',
  'Pay by any UPI app': 'checkout.payment.upi-direct.name',
  'Google Pay, PhonePe, Paytm, BHIM or your bank’s app: paid straight to the shop':
    'checkout.payment.upi-direct.description',
  'Platform fee': 'checkout.fee.platform',
  'Cash on delivery fee': 'checkout.fee.cod',
};

/** One of the store's texts in `language`: its catalogue text when it is a known default. */
export function storeWordsIn(language: Language): (text: string) => string {
  const t = messagesIn(language);
  return (text) => {
    const id = STORE_WORDS[text];
    return id ? t(id) : text;
  };
}

/** The ids a default text maps to (the catalogue test checks each exists). */
export const STORE_WORD_IDS = Object.values(STORE_WORDS);
