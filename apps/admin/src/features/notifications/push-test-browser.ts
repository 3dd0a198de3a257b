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
  /** the worker, once registered, stops before it starts (state 'redundant') */
  workerDies: boolean;
  /** the console's registration, as register() answers it */
  registration: { pushManager: { subscribe: (options: unknown) => Promise<unknown> } };
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
    workerDies: false,
    ...over,
  } as FakeBrowser;
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
  // a worker installs, then (a moment after register() answered) is activated, as a browser's
  const worker = Object.assign(new EventTarget(), { state: 'installing' });
  const registration = {
    pushManager,
    active: b.subscribed ? worker : null,
    installing: null as typeof worker | null,
  };
  b.registration = registration;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (b.registered.length || b.subscribed ? registration : undefined),
      register: async (url: string, options?: { scope?: string }) => {
        b.registered.push({ url, scope: options?.scope });
        if (registration.active) return registration;
        registration.installing = worker;
        setTimeout(() => {
          worker.state = b.workerDies ? 'redundant' : 'activated';
          registration.installing = null;
          if (!b.workerDies) registration.active = worker;
          worker.dispatchEvent(new Event('statechange'));
        }, 10);
        return registration;
      },
      // the console opened at /admin (no slash): the page is outside the worker's scope /admin/,
      // so the browser's ready never comes
      ready: new Promise(() => {}),
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
