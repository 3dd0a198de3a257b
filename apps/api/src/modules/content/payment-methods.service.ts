import type { PaymentMethod } from '@kirana/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { getSetting } from './settings.service';

/**
 * The payment methods a shopper may choose: the stored list, with the sandbox gateway shown
 * only when PAYMENTS_SANDBOX is on (and always labelled as such).
 */
export async function listPaymentMethods(
  db: Db,
  config: Pick<Config, 'PAYMENTS_SANDBOX'>,
): Promise<{ PaymentMethods: PaymentMethod[] }> {
  const { PaymentMethods } = await getSetting(db, 'paymentMethods');
  const sandbox = config.PAYMENTS_SANDBOX ?? true;
  return {
    PaymentMethods: PaymentMethods.filter(
      (m) => m.IsEnabled && (m.PaymentMethodId !== 'sandbox' || sandbox),
    ),
  };
}
