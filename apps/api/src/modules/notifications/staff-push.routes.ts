import {
  ApiErrorBody,
  StaffPushStatus,
  StaffPushStatusQuery,
  StaffPushSubscribeAnswer,
  StaffPushSubscribeBody,
  StaffPushUnsubscribeAnswer,
  StaffPushUnsubscribeBody,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentStaff } from '../../lib/request-staff';
import { privatePushHosts } from './push-endpoint';
import { removeStaffPush, saveStaffPush, staffPushStatus } from './staff-push.service';

const tags = ['notifications'];
const errors = { 400: ApiErrorBody, 403: ApiErrorBody };
/** The pushes tell an order's amount: the owner and managers only (packers get 403). */
const config = { permission: 'orders:money' } as const;

/** "Notify this browser": the console's Web Push switch, per browser and staff member. */
export function registerNotificationsAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const privateHosts = privatePushHosts(deps.config.PUSH_PRIVATE_HOSTS);
  app.get(
    '/admin/staff-push',
    {
      config,
      schema: {
        tags,
        summary: 'The key to subscribe with, and whether this browser is subscribed for me',
        querystring: StaffPushStatusQuery,
        response: { 200: StaffPushStatus, ...errors },
      },
    },
    async (req) => staffPushStatus(deps, currentStaff(req), req.query.endpoint),
  );
  app.post(
    '/admin/staff-push/subscribe',
    {
      config,
      schema: {
        tags,
        summary: 'Push new orders and low stock to this browser, for me',
        description:
          'The body is PushSubscription.toJSON(). Saving an endpoint again updates its one row ' +
          '(and moves it to me, when another staff member saved it on this browser). The ' +
          'endpoint must be an https URL of a push service on a public address (400 ' +
          'PUSH_ENDPOINT_NOT_ALLOWED). The pushes are in the language of this call. ' +
          'ADMIN_TOKEN has no browser: 403 STAFF_MEMBER_ONLY.',
        body: StaffPushSubscribeBody,
        response: { 200: StaffPushSubscribeAnswer, ...errors },
      },
    },
    async (req) => {
      await saveStaffPush(db, currentStaff(req), req.body, req.language, privateHosts);
      return { Subscribed: true as const };
    },
  );
  app.post(
    '/admin/staff-push/unsubscribe',
    {
      config,
      schema: {
        tags,
        summary: 'Stop pushing to this browser (turned off, or signing out)',
        description: 'Only my own subscription goes: Removed is false for anyone else’s.',
        body: StaffPushUnsubscribeBody,
        response: { 200: StaffPushUnsubscribeAnswer, ...errors },
      },
    },
    async (req) => ({ Removed: await removeStaffPush(db, currentStaff(req), req.body.endpoint) }),
  );
}
