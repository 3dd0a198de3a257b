import type { PaymentMethod, UpiDirectSettings } from '@kirana/shared';
import { razorpayOn, sandboxOn, type PaymentConfig } from '../../config';
import type { Db } from '../../db/client';
import { getSetting } from './settings.service';
import { getUpiDirectSettings } from './console/settings.service';

/**
 * The payment methods a shopper may choose: the stored list, with Razorpay only when its keys
 * are set and the sandbox gateway only when it is on (and always labelled as such), and
 * "Pay by any UPI app" when the owner turned it on with the shop's UPI ID and payee name.
 */
export async function listPaymentMethods(
  db: Db,
  config: PaymentConfig,
): Promise<{ PaymentMethods: PaymentMethod[] }> {
  const [{ PaymentMethods }, upi] = await Promise.all([
    getSetting(db, 'paymentMethods'),
    getUpiDirectSettings(db),
  ]);
  return { PaymentMethods: offeredPaymentMethods(PaymentMethods, upi, config) };
}

/** What listPaymentMethods answers, from the stored list and UPI-direct settings already read. */
export function offeredPaymentMethods(
  stored: PaymentMethod[],
  upi: UpiDirectSettings,
  config: PaymentConfig,
): PaymentMethod[] {
  const live = { razorpay: razorpayOn(config), sandbox: sandboxOn(config) };
  const testKeys = config.RAZORPAY_KEY_ID?.startsWith('rzp_test_') ?? false;
  return stored
    .filter(
      (m) =>
        m.IsEnabled &&
        (m.PaymentMethodId === 'razorpay' ? live.razorpay : true) &&
        (m.PaymentMethodId === 'sandbox' ? live.sandbox : true),
    )
    .map((m) => ({ ...m, IsTestMode: m.PaymentMethodId === 'razorpay' && testKeys }))
    .concat(upiDirectOn(upi) ? [UPI_DIRECT_METHOD] : []);
}

/** UPI straight to the shop's bank is offered when on, with a UPI ID and a payee name. */
export const upiDirectOn = (s: UpiDirectSettings): boolean =>
  s.IsEnabled && s.Vpa !== '' && s.PayeeName !== '';

const UPI_DIRECT_METHOD: PaymentMethod = {
  PaymentMethodId: 'upi_direct',
  Name: 'Pay by any UPI app',
  Description: 'Google Pay, PhonePe, Paytm, BHIM or your bank’s app: paid straight to the shop',
  IsEnabled: true,
  MaxOrderValue: null,
  MinOrderValue: null,
  IsSandbox: false,
  IsTestMode: false,
  Fee: 0,
  FeeGstRate: 18,
  PincodePrefixes: [],
};
