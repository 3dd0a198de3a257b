import type { PaymentMethod } from '@kirana/shared';
import { razorpayOn, sandboxOn, type PaymentConfig } from '../../config';
import type { Db } from '../../db/client';
import { getSetting } from './settings.service';

/**
 * The payment methods a shopper may choose: the stored list, with Razorpay only when its keys
 * are set and the sandbox gateway only when it is on (and always labelled as such).
 */
export async function listPaymentMethods(
  db: Db,
  config: PaymentConfig,
): Promise<{ PaymentMethods: PaymentMethod[] }> {
  const { PaymentMethods } = await getSetting(db, 'paymentMethods');
  const live = { razorpay: razorpayOn(config), sandbox: sandboxOn(config) };
  const testKeys = config.RAZORPAY_KEY_ID?.startsWith('rzp_test_') ?? false;
  return {
    PaymentMethods: PaymentMethods.filter(
      (m) =>
        m.IsEnabled &&
        (m.PaymentMethodId === 'razorpay' ? live.razorpay : true) &&
        (m.PaymentMethodId === 'sandbox' ? live.sandbox : true),
    ).map((m) => ({ ...m, IsTestMode: m.PaymentMethodId === 'razorpay' && testKeys })),
  };
}
