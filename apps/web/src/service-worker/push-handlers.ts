import { PUSH_VIBRATION_PATTERN } from '@kirana/shared/notifications/push-constants';
import { readPushValue, VIBRATION_KEY } from '../features/notifications/push-db';
import type { NotificationEventLike, PushEventLike, WorkerScope } from './worker-scope';

// Push (Web Push): every push shows a system notification; with the store open and in front it
// is shown silently and handed to the page, which plays the sound, vibrates and shows a toast.
// A click opens the message's click_action (this site's pages only).

/** The type of the worker's message to the page (features/notifications/components/foreground.ts). */
const PUSH_MESSAGE_TYPE = 'kirana-push';

interface ShownPush {
  title: string;
  body: string;
  icon: string;
  image?: string;
  click_action: string;
  tag?: string;
}

function pushMessageOf(data: PushEventLike['data']): ShownPush {
  let message: Record<string, unknown>;
  try {
    message = (data ? data.json() : {}) as Record<string, unknown>;
  } catch {
    message = { body: data ? data.text() : '' };
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    title: String(message.title || 'Kirana'),
    body: String(message.body || ''),
    icon: text(message.icon) ?? '/icon-192.png',
    image: text(message.image),
    click_action: text(message.click_action) ?? '/',
    tag: text(message.tag),
  };
}

/** A page of this site from click_action; anything else opens the home page. */
function targetOf(clickAction: string, origin: string): string {
  try {
    const url = new URL(clickAction, origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

async function showPush(scope: WorkerScope, message: ShownPush): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const inFront = windows.filter((c) => c.focused || c.visibilityState === 'visible');
  for (const client of inFront) client.postMessage({ type: PUSH_MESSAGE_TYPE, message });
  // the page mirrors the vibration setting into IndexedDB (a worker cannot read local storage)
  const vibrate = (await readPushValue<boolean>(VIBRATION_KEY).catch(() => undefined)) !== false;
  await scope.registration.showNotification(message.title, {
    body: message.body,
    icon: message.icon,
    badge: '/icon-192.png',
    ...(message.image ? { image: message.image } : {}),
    ...(message.tag ? { tag: message.tag, renotify: true } : {}),
    data: { click_action: message.click_action },
    // in front the page rings and vibrates itself; in the background the system does
    silent: inFront.length > 0,
    ...(inFront.length === 0 && vibrate ? { vibrate: [...PUSH_VIBRATION_PATTERN] } : {}),
  });
}

async function openTarget(scope: WorkerScope, target: string): Promise<unknown> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === scope.location.origin);
  if (open) {
    await open.focus();
    // navigate() works only on a window this worker controls: else a new window opens
    const moved = await Promise.resolve(open.navigate?.(target)).catch(() => null);
    if (moved) return moved;
  }
  return scope.clients.openWindow(target);
}

/** Adds the worker's push and notificationclick handlers. */
export function listenForPushes(scope: WorkerScope): void {
  scope.addEventListener('push', (event: PushEventLike) => {
    event.waitUntil(showPush(scope, pushMessageOf(event.data)));
  });
  scope.addEventListener('notificationclick', (event: NotificationEventLike) => {
    event.notification.close();
    const clickAction = event.notification.data?.click_action || '/';
    event.waitUntil(openTarget(scope, targetOf(clickAction, scope.location.origin)));
  });
}
