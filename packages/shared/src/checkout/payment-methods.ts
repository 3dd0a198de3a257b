import type { PaymentMethodId } from './checkout';

// The payment methods as every side names them: which are paid online through a gateway, and
// the label a shopper or the store reads for each. No zod here, so the console's first screen
// can take the labels without the schemas.

/** Every payment method the store knows. */
export const PAYMENT_METHOD_IDS = ['cod', 'wallet', 'razorpay', 'sandbox', 'upi_direct'] as const;

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

/**
 * Methods whose order is placed `awaiting_payment`, holding its stock, coupon and wallet part
 * until paid or expired: the gateways, and UPI straight to the shop's bank (confirmed by the
 * store from its bank statement, not by a gateway).
 */
export const HELD_METHODS = [...ONLINE_METHODS, 'upi_direct'] as const;

/** True for a method whose order waits, held, for its payment (online or UPI direct). */
export const isHeldMethod = (m: PaymentMethodId | null | undefined): boolean =>
  (HELD_METHODS as readonly string[]).includes(m ?? '');

/** Methods whose refund may be paid out by the owner to a shopper's UPI id (no gateway to reverse). */
export const UPI_PAYOUT_METHODS = [
  'cod',
  'upi_direct',
] as const satisfies readonly PaymentMethodId[];

/** True when a refund of an order paid this way may go to a UPI id. */
export const refundsToUpiId = (m: PaymentMethodId | null | undefined): boolean =>
  (UPI_PAYOUT_METHODS as readonly string[]).includes(m ?? '');

/** Each method's name on the order pages, the console's orders and its coupon editor. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodId, string>> = {
  cod: 'Cash on delivery',
  wallet: 'Kirana wallet',
  razorpay: 'Online (Razorpay)',
  sandbox: 'Online (test gateway)',
  upi_direct: 'UPI to the shop',
};

/** Each method as a sentence names it (a coupon's terms: "works only with cash on delivery"). */
export const PAYMENT_METHOD_PHRASES: Readonly<Record<PaymentMethodId, string>> = {
  cod: 'cash on delivery',
  wallet: 'the Kirana wallet',
  razorpay: 'UPI / online payment',
  sandbox: 'UPI / online payment',
  upi_direct: 'UPI paid straight to the shop',
};
