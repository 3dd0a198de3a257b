import { z } from 'zod';
import { PushSubscriptionToken } from './push-subscription';

// Web Push to the console's staff (owner and manager) who turned on "Notify this browser":
// a new order, a size running low. The console's service worker is served at
// STAFF_PUSH_WORKER_URL, its scope the console's path.

/** Where the API serves the console's push service worker, and its scope. */
export const STAFF_PUSH_WORKER_URL = '/admin/staff-push-worker.js';
export const STAFF_PUSH_WORKER_SCOPE = '/admin/';

/** Whether this browser's subscription is saved for me, and the key to subscribe with. */
export const StaffPushStatusQuery = z.object({
  endpoint: PushSubscriptionToken.shape.endpoint.optional(),
});
export type StaffPushStatusQuery = z.infer<typeof StaffPushStatusQuery>;
export const StaffPushStatus = z.object({
  VapidPublicKey: z.string().describe('applicationServerKey for PushManager.subscribe'),
  Subscribed: z.boolean().describe('the endpoint asked about is saved for me'),
});
export type StaffPushStatus = z.infer<typeof StaffPushStatus>;

/** Turn on: this browser's PushSubscription.toJSON(). */
export const StaffPushSubscribeBody = PushSubscriptionToken;
export type StaffPushSubscribeBody = z.infer<typeof StaffPushSubscribeBody>;
export const StaffPushSubscribeAnswer = z.object({ Subscribed: z.literal(true) });

/** Turn off (or sign out): forget this browser's subscription, if it is mine. */
export const StaffPushUnsubscribeBody = z.object({
  endpoint: PushSubscriptionToken.shape.endpoint,
});
export type StaffPushUnsubscribeBody = z.infer<typeof StaffPushUnsubscribeBody>;
export const StaffPushUnsubscribeAnswer = z.object({
  Removed: z.boolean().describe('false when it was not saved for me'),
});
