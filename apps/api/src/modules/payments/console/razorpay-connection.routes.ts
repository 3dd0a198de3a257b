import {
  RazorpayConnection,
  RazorpayKeyCheck,
  RazorpayKeyCheckBody,
  RazorpayKeysBody,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { auditActor } from '../../staff';
import {
  checkRazorpayKeys,
  connectRazorpay,
  disconnectRazorpay,
  readRazorpayConnection,
} from './razorpay-connection.service';

const tags = ['console: settings'];
const config = { permission: 'payments:settings' } as const;
const path = '/admin/payment-settings/razorpay';

/** Connecting Razorpay from the console (payments:settings: the owner only). */
export function registerRazorpayConnectionRoutes(app: App, deps: AppDeps): void {
  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Where Razorpay’s keys come from, the key id and mode (never a secret)',
        response: { 200: RazorpayConnection },
      },
    },
    async () => readRazorpayConnection(deps),
  );
  app.post(
    `${path}/test`,
    {
      config,
      schema: {
        tags,
        summary:
          'Try a key id and secret with Razorpay (one read of the latest order); nothing saved',
        body: RazorpayKeyCheckBody,
        response: { 200: RazorpayKeyCheck },
      },
    },
    async (req) => checkRazorpayKeys(deps.config, req.body),
  );
  app.put(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Connect Razorpay: the keys tested, then kept encrypted and in force at once',
        body: RazorpayKeysBody,
        response: { 200: RazorpayConnection },
      },
    },
    async (req) => connectRazorpay(deps, auditActor(req), req.body),
  );
  app.delete(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Disconnect Razorpay (the keys connected in the console are forgotten)',
        response: { 200: RazorpayConnection },
      },
    },
    async (req) => disconnectRazorpay(deps, auditActor(req)),
  );
}
