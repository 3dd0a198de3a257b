import type { BaseRequest } from '../../bad-input-test-kit';

const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/console',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

/** A valid request of each console push call that takes input, for the bad-input sweep. */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/staff-push',
    query: { endpoint: SUBSCRIPTION.endpoint },
    token: 'admin',
  },
  { method: 'POST', path: '/api/admin/staff-push/subscribe', body: SUBSCRIPTION, token: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/staff-push/unsubscribe',
    body: { endpoint: SUBSCRIPTION.endpoint },
    token: 'admin',
  },
];
