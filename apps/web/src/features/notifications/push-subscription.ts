import { PUSH_TOKEN_REFRESH_MS } from '@kirana/shared';
import { deleteNotificationToken, saveNotificationToken } from './api';
import { PushError } from './push-errors';
import {
  deletePushValue,
  readPushValue,
  TOKEN_KEY,
  writePushValue,
  type SavedToken,
} from './push-db';
import { pushSupported } from './push-support';

export { pushSupported };

// The browser's side of Web Push: subscribe through the app's one service worker with the
// store's VAPID key, save the subscription once (again when it is 7 days old, or changed), and
// remove it at logout. Every failure is a PushError of the spec's catalogue.

/** How long to wait for the service worker before giving up. */
const WORKER_WAIT_MS = 10_000;
/**
 * How long to wait for the browser's push service (subscribe goes to FCM, Mozilla's or Apple's
 * servers): unreachable, a browser may wait minutes before failing, with "Turning on…" showing.
 */
export const SUBSCRIBE_WAIT_MS = 15_000;

function assertUsable(): void {
  if (typeof window === 'undefined') throw new PushError('messaging/only-available-in-window');
  if (!pushSupported()) throw new PushError('messaging/unsupported-browser');
  if (typeof indexedDB === 'undefined') throw new PushError('messaging/indexed-db-unsupported');
}

/** `work`'s answer, or `failure` thrown when it takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number, failure: () => PushError): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const readyWorker = (): Promise<ServiceWorkerRegistration> =>
  within(
    navigator.serviceWorker.ready,
    WORKER_WAIT_MS,
    () => new PushError('messaging/failed-service-worker-registration'),
  );

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

const sameKey = (sub: PushSubscription, vapId: string) => {
  const key = sub.options?.applicationServerKey;
  if (!key) return true; // the browser does not say: keep it
  const a = new Uint8Array(key);
  const b = keyBytes(vapId);
  return a.length === b.length && a.every((x, i) => x === b[i]);
};

/** What the token record says must happen: nothing, a first save, or the 7-day renewal. */
export function tokenAction(
  saved: SavedToken | undefined,
  endpoint: string,
  userId: number,
  now: number,
): 'keep' | 'save' | 'update' {
  if (!saved || saved.endpoint !== endpoint || saved.userId !== userId) return 'save';
  return now - saved.savedAt > PUSH_TOKEN_REFRESH_MS ? 'update' : 'keep';
}

async function subscription(vapId: string): Promise<PushSubscription> {
  const reg = await readyWorker();
  let sub = await reg.pushManager.getSubscription().catch(() => null);
  // a subscription made with another key (the store's keys changed) cannot receive our pushes
  if (sub && !sameKey(sub, vapId)) {
    await sub.unsubscribe().catch(() => undefined);
    sub = null;
  }
  if (sub) return sub;
  try {
    const subscribing = reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapId),
    });
    sub = await within(
      subscribing,
      SUBSCRIBE_WAIT_MS,
      () => new PushError('messaging/push-service-timeout'),
    );
  } catch (err) {
    if (err instanceof PushError) throw err;
    throw new PushError('messaging/token-subscribe-failed', err);
  }
  if (!sub) throw new PushError('messaging/token-subscribe-no-token');
  return sub;
}

/**
 * With permission granted: subscribes (or finds the subscription) and saves it for the shopper
 * when it is new, someone else's, or over 7 days old. Answers what was done.
 */
export async function syncPushToken(
  userId: number,
  vapId: string | null,
  now = Date.now(),
): Promise<'keep' | 'save' | 'update'> {
  assertUsable();
  if (!vapId) throw new PushError('messaging/missing-app-config-values');
  if (Notification.permission === 'denied') throw new PushError('messaging/permission-blocked');
  if (Notification.permission !== 'granted') throw new PushError('messaging/permission-default');
  const sub = await subscription(vapId);
  const { PushSubscriptionToken } = await import('./push-token-schema').catch((err: unknown) => {
    throw new PushError('messaging/token-subscribe-failed', err);
  });
  const parsed = PushSubscriptionToken.safeParse(sub.toJSON());
  if (!parsed.success) throw new PushError('messaging/token-subscribe-no-token');
  const saved = await readPushValue<SavedToken>(TOKEN_KEY).catch(() => {
    throw new PushError('messaging/indexed-db-unsupported');
  });
  const action = tokenAction(saved, parsed.data.endpoint, userId, now);
  if (action === 'keep') return action;
  try {
    await saveNotificationToken(parsed.data, userId);
  } catch (err) {
    throw new PushError(
      action === 'update' ? 'messaging/token-update-failed' : 'messaging/token-subscribe-failed',
      err,
    );
  }
  await writePushValue(TOKEN_KEY, { endpoint: parsed.data.endpoint, userId, savedAt: now });
  return action;
}

/** Asks for permission (call it from a click: browsers require a gesture), then syncs. */
export async function enablePushToken(userId: number, vapId: string | null): Promise<void> {
  assertUsable();
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('messaging/permission-blocked');
  if (permission !== 'granted') throw new PushError('messaging/permission-default');
  await syncPushToken(userId, vapId);
}

/**
 * Logout or "off": forgets the subscription on the server (while the session still works),
 * then in the browser. Resolves whether there was one.
 */
export async function removePushToken(): Promise<boolean> {
  if (!pushSupported()) return false;
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const sub = await reg?.pushManager.getSubscription().catch(() => null);
  await deletePushValue(TOKEN_KEY).catch(() => undefined);
  if (!sub) return false;
  try {
    await deleteNotificationToken(sub.endpoint);
    await sub.unsubscribe();
  } catch (err) {
    throw new PushError('messaging/token-unsubscribe-failed', err);
  }
  return true;
}
