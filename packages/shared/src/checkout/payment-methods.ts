import type { PaymentMethodId } from './checkout';

// The payment methods as every side names them: which are paid online through a gateway, and
// the label a shopper or the store reads for each. No zod here, so the console's first screen
// can take the labels without the schemas.

/** Every payment method the store knows. */
export const PAYMENT_METHOD_IDS = ['cod', 'wallet', 'razorpay', 'sandbox'] as const;

/** The methods the owner's payment settings edit (COD has its own rules in the settings page). */
export const EDITABLE_PAYMENT_METHODS = [
  'wallet',
  'razorpay',
  'sandbox',
] as const satisfies readonly PaymentMethodId[];

/** Methods whose part is paid through a gateway after the order is written. */
export const ONLINE_METHODS = ['razorpay', 'sandbox'] as const satisfies readonly PaymentMethodId[];
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** True for a method paid online (Razorpay or the sandbox gateway). */
export const isOnlineMethod = (m: PaymentMethodId | null | undefined): m is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(m ?? '');

/** Each method's name on the order pages, the console's orders and its coupon editor. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodId, string>> = {
  cod: 'Cash on delivery',
  wallet: 'Kirana wallet',
  razorpay: 'Online (Razorpay)',
  sandbox: 'Online (test gateway)',
};

/** Each method as a sentence names it (a coupon's terms: "works only with cash on delivery"). */
export const PAYMENT_METHOD_PHRASES: Readonly<Record<PaymentMethodId, string>> = {
  cod: 'cash on delivery',
  wallet: 'the Kirana wallet',
  razorpay: 'UPI / online payment',
  sandbox: 'UPI / online payment',
};
