import { vi } from 'vitest';

// A browser's push parts as a test stands them in (jsdom has none): a service worker
// registration whose pushManager subscribes, and Notification with a chosen permission.

export const VAPID = `B${'A'.repeat(86)}`;
export const ENDPOINT = 'https://push.example.com/send/abc123';

export function fakeSubscription(endpoint = ENDPOINT) {
  return {
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'DDDDDDDDDDDDDDDDDDDDDD' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}

export function fakePushBrowser({
  permission = 'granted' as NotificationPermission,
  subscribe = async () => fakeSubscription() as unknown,
} = {}) {
  let current: unknown = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = await subscribe())),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => notification.permission),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  return { pushManager, notification, current: () => current };
}

export function removePushBrowser() {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}
