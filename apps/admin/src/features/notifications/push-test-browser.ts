import { afterEach } from 'vitest';

// jsdom has no service workers, Push API or notifications: this file gives the page a browser's
// (navigator.serviceWorker, PushManager, Notification) that records what the console asked of
// it and answers as a browser would, with the permission and subscription each test sets.

export const KEY = `B${'A'.repeat(86)}`;
export const ENDPOINT = 'https://push.example.com/send/this-browser';
export const SUBSCRIPTION = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'DDDDDDDDDDDDDDDDDDDDDD' },
};

export interface FakeBrowser {
  permission: NotificationPermission;
  /** what requestPermission turns the permission into */
  answer: NotificationPermission;
  subscribed: boolean;
  registered: { url: string; scope?: string }[];
  subscribedWith: unknown[];
  unsubscribed: number;
}

const globals = globalThis as unknown as Record<string, unknown>;

export function aBrowser(over: Partial<FakeBrowser> = {}): FakeBrowser {
  const b: FakeBrowser = {
    permission: 'default',
    answer: 'granted',
    subscribed: false,
    registered: [],
    subscribedWith: [],
    unsubscribed: 0,
    ...over,
  };
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: async () => {
      b.unsubscribed++;
      b.subscribed = false;
      return true;
    },
  };
  const pushManager = {
    getSubscription: async () => (b.subscribed ? subscription : null),
    subscribe: async (options: unknown) => {
      b.subscribedWith.push(options);
      b.subscribed = true;
      return subscription;
    },
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (b.registered.length || b.subscribed ? registration : undefined),
      register: async (url: string, options?: { scope?: string }) => {
        b.registered.push({ url, scope: options?.scope });
        return registration;
      },
      ready: Promise.resolve(registration),
    },
  });
  globals.PushManager = function PushManager() {};
  globals.Notification = {
    get permission() {
      return b.permission;
    },
    requestPermission: async () => {
      b.permission = b.answer;
      return b.answer;
    },
  };
  return b;
}

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  delete globals.PushManager;
  delete globals.Notification;
});
