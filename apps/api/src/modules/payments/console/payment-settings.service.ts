import {
  EDITABLE_PAYMENT_METHODS,
  type PaymentSettings,
  type PaymentSettingsBody,
  type UpiDirectSettings,
} from '@kirana/shared';
import { razorpayOn, sandboxOn, type PaymentConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import {
  changeSetting,
  getSetting,
  getUpiDirectSettings,
  saveUpiDirectSettings,
  type SettingValue,
} from '../../content';
import type { AuditActor } from '../../staff';
import { paymentConfigOf } from '../../../lib/razorpay-keys';

// The owner's payment settings: the wallet and the online methods (Razorpay, the sandbox) on or
// off, their names and order limits. Razorpay's keys are the environment's or those the owner
// connected (razorpay-connection.service.ts): a method without keys is never offered
// (listPaymentMethods), whatever is saved here. COD has its own rules in
// the settings page (settings:write).

type Methods = SettingValue<'paymentMethods'>;

function view(methods: Methods, config: PaymentConfig): Omit<PaymentSettings, 'Upi'> {
  const configured = { wallet: true, razorpay: razorpayOn(config), sandbox: sandboxOn(config) };
  return {
    Methods: methods.PaymentMethods.flatMap((m) =>
      // COD has its own rules; UPI direct its own settings (upiDirect)
      m.PaymentMethodId === 'cod' || m.PaymentMethodId === 'upi_direct'
        ? []
        : [
            {
              PaymentMethodId: m.PaymentMethodId,
              Name: m.Name,
              Description: m.Description,
              IsEnabled: m.IsEnabled,
              MaxOrderValue: m.MaxOrderValue,
              IsConfigured: configured[m.PaymentMethodId],
            },
          ],
    ),
  };
}

export async function readPaymentSettings(db: Db, config: PaymentConfig): Promise<PaymentSettings> {
  const [methods, upi] = await Promise.all([
    getSetting(db, 'paymentMethods'),
    getUpiDirectSettings(db),
  ]);
  return { ...view(methods, config), Upi: upi };
}

/** Saves the methods named in the body; the others (and COD) are kept as they are. */
export function savePaymentSettings(
  deps: Pick<AppDeps, 'database' | 'cache' | 'redis' | 'config' | 'razorpayKeys'>,
  actor: AuditActor,
  body: PaymentSettingsBody,
): Promise<PaymentSettings> {
  return changeSetting(
    deps,
    actor,
    'paymentMethods',
    (current) => {
      for (const m of body.Methods)
        if (!current.PaymentMethods.some((c) => c.PaymentMethodId === m.PaymentMethodId))
          throw new AppError(
            409,
            'PAYMENT_METHOD_MISSING',
            `This store has no ${m.PaymentMethodId} method`,
          );
      const next = current.PaymentMethods.map((m) => {
        const given = body.Methods.find((b) => b.PaymentMethodId === m.PaymentMethodId);
        return given && (EDITABLE_PAYMENT_METHODS as readonly string[]).includes(m.PaymentMethodId)
          ? { ...m, ...given }
          : m;
      });
      if (!next.some((m) => m.IsEnabled))
        throw new AppError(400, 'VALIDATION_ERROR', 'Keep at least one way to pay', undefined, [
          { Field: 'Methods', Message: 'Keep at least one way to pay' },
        ]);
      return { PaymentMethods: next };
    },
    (m) => view(m, paymentConfigOf(deps)),
  ).then(async (v) => ({ ...v, Upi: await getUpiDirectSettings(deps.database.db) }));
}

/**
 * Saves "Pay by any UPI app": the shop's UPI ID and payee name (both needed to turn it on, the
 * schema's rule) and how long an order waits for its UPI payment.
 */
export async function saveUpiSettings(
  deps: Pick<AppDeps, 'database' | 'cache' | 'redis' | 'config' | 'razorpayKeys'>,
  actor: AuditActor,
  body: UpiDirectSettings,
): Promise<PaymentSettings> {
  await saveUpiDirectSettings(deps, actor, body);
  return readPaymentSettings(deps.database.db, paymentConfigOf(deps));
}
