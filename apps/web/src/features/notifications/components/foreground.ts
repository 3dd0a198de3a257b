import { PUSH_VIBRATION_PATTERN, PushMessage } from '@kirana/shared';
import {
  isNoticeSettingOn,
  NOTICE_SOUND_KEY,
  NOTICE_VIBRATION_KEY,
} from '../../../lib/notice-settings';

// A push that arrives while the store is open: the service worker shows the system notification
// silently and hands the message to the page, which plays the sound and vibrates (each unless
// turned off in settings) and shows the toast.

export const NOTIFICATION_SOUND_URL = '/sounds/notification.mp3';
/** The type of the worker's message to the page (src/service-worker/push-handlers.ts sends it). */
export const PUSH_MESSAGE_TYPE = 'kirana-push';

/** The message inside a worker's postMessage, if it is a push. */
export function pushFromWorker(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== PUSH_MESSAGE_TYPE)
    return null;
  const parsed = PushMessage.safeParse((data as { message?: unknown }).message);
  return parsed.success ? parsed.data : null;
}

/**
 * The store page a message's click_action names, as a path for the router: a path, or an
 * absolute URL of this site. Another site's address (or anything unparsable) gives null: a push
 * never sends the shopper off the store.
 */
export function inAppPath(clickAction: string, origin = window.location.origin): string | null {
  try {
    const url = new URL(clickAction, origin);
    if (url.origin !== origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The sound and the vibration of a foreground push, as the settings allow. */
export function ring(): void {
  if (isNoticeSettingOn(NOTICE_SOUND_KEY)) {
    const audio = new Audio(NOTIFICATION_SOUND_URL);
    void audio.play().catch(() => undefined); // autoplay refused before any tap: stay quiet
  }
  if (isNoticeSettingOn(NOTICE_VIBRATION_KEY) && typeof navigator.vibrate === 'function')
    navigator.vibrate([...PUSH_VIBRATION_PATTERN]);
}
