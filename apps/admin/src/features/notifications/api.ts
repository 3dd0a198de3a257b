import type {
  PushSubscriptionToken,
  StaffPushStatus,
  StaffPushUnsubscribeBody,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

/** "Notify this browser": the key, whether this browser is on for me, turning it on and off. */
export const notificationsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    staffPush: b.query<StaffPushStatus, string | undefined>({
      query: (endpoint) => ({ url: '/admin/staff-push', params: endpoint ? { endpoint } : {} }),
      keepUnusedDataFor: 0,
    }),
    subscribeStaffPush: b.mutation<{ Subscribed: true }, PushSubscriptionToken>({
      query: (body) => ({ url: '/admin/staff-push/subscribe', method: 'POST', body }),
    }),
    unsubscribeStaffPush: b.mutation<{ Removed: boolean }, StaffPushUnsubscribeBody>({
      query: (body) => ({ url: '/admin/staff-push/unsubscribe', method: 'POST', body }),
    }),
  }),
});
