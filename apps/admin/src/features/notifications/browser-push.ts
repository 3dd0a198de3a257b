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
 * Asks for the permission (a click made this call), registers the push worker and subscribes
 * with the store's key: the subscription as the API saves it, or 'denied'.
 */
export async function subscribeBrowser(
  vapidPublicKey: string,
): Promise<PushSubscriptionToken | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  await navigator.serviceWorker.register(STAFF_PUSH_WORKER_URL, {
    scope: STAFF_PUSH_WORKER_SCOPE,
  });
  // subscribing needs an active worker: ready is the console's registration once it is
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
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
