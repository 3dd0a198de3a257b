import {
  STAFF_PUSH_WORKER_SCOPE,
  STAFF_PUSH_WORKER_URL,
  type PushSubscriptionToken,
} from '@kirana/shared';

// This browser's side of "Notify this browser": the console's push worker (served by the API
// at STAFF_PUSH_WORKER_URL, its scope the console's path) and its push subscription.

/** Whether this browser can take pushes at all (a service worker, the Push API, notifications). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The notification permission the browser gives this console now. */
export const pushPermission = (): NotificationPermission => Notification.permission;

/** This browser's push subscription for the console, if it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(STAFF_PUSH_WORKER_SCOPE);
  return registration ? registration.pushManager.getSubscription() : null;
}

/** A VAPID public key (base64url) as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * How long the browser may take over one step (its worker starting, its push service answering)
 * before turning on is said to have failed: Chrome whose push service is out of reach (a firewall,
 * no network) keeps trying to subscribe for minutes, which left the switch "Working…".
 */
const BROWSER_STEP_MS = 20_000;

function inTime<T>(step: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the browser did not answer')), BROWSER_STEP_MS);
  });
  return Promise.race([step, late]).finally(() => clearTimeout(timer));
}

/** The registration once its worker is active (subscribing needs one); throws if it never is. */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error('the console’s push worker did not start'));
  return inTime(
    new Promise((resolve, reject) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve(registration);
        if (worker.state === 'redundant') reject(new Error('the console’s push worker stopped'));
      });
    }),
  );
}

/**
 * Asks for the permission (a click made this call), registers the push worker and subscribes
 * with the store's key: the subscription as the API saves it, or 'denied'.
 */
export async function subscribeBrowser(
  vapidPublicKey: string,
): Promise<PushSubscriptionToken | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  // the registration register() answers, not navigator.serviceWorker.ready: ready is the one
  // for the page's first address, and the console opened at /admin (no slash) is outside the
  // worker's scope /admin/, so ready never came (the switch was left "Working…"), or it was
  // the storefront's worker at / when the shop had been opened in this browser
  const registration = await activated(
    await navigator.serviceWorker.register(STAFF_PUSH_WORKER_URL, {
      scope: STAFF_PUSH_WORKER_SCOPE,
    }),
  );
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await inTime(
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      }),
    ));
  return subscription.toJSON() as PushSubscriptionToken;
}

/** Drops this browser's subscription; its endpoint, for the API to forget, or null if none. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const subscription = await browserSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
