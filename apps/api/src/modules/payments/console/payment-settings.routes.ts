import { PaymentSettings, PaymentSettingsBody, UpiDirectSettings } from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { paymentConfigOf } from '../../../lib/razorpay-keys';
import { auditActor } from '../../staff';
import {
  readPaymentSettings,
  savePaymentSettings,
  saveUpiSettings,
} from './payment-settings.service';
import { registerRazorpayConnectionRoutes } from './razorpay-connection.routes';

const tags = ['console: settings'];
const config = { permission: 'payments:settings' } as const;

/** The owner's payment settings (payments:settings: the owner only). */
export function registerPaymentsAdminRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/admin/payment-settings',
    {
      config,
      schema: {
        tags,
        summary: 'Wallet and online payment methods',
        response: { 200: PaymentSettings },
      },
    },
    async () => readPaymentSettings(deps.database.db, paymentConfigOf(deps)),
  );
  app.put(
    '/admin/payment-settings',
    {
      config,
      schema: {
        tags,
        summary:
          'Switch the wallet or online methods on or off, rename them, limit their order value',
        body: PaymentSettingsBody,
        response: { 200: PaymentSettings },
      },
    },
    async (req) => savePaymentSettings(deps, auditActor(req), req.body),
  );
  app.put(
    '/admin/payment-settings/upi',
    {
      config,
      schema: {
        tags,
        summary: 'Pay by any UPI app: the shop’s UPI ID, payee name and hold time',
        body: UpiDirectSettings,
        response: { 200: PaymentSettings },
      },
    },
    async (req) => saveUpiSettings(deps, auditActor(req), req.body),
  );
  registerRazorpayConnectionRoutes(app, deps);
}
