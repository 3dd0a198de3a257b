import type { AppDispatch, RootState } from '../../app/store';
import { getLoginConfig } from '../auth';
import { dummyNotificationMarked } from '../general';
import { sendDummyNotification } from './api';
import { readPushValue, welcomedKey, writePushValue } from './push-db';
import { toPushFailure, type PushFailure } from './push-errors';
import { enablePushToken, removePushToken, syncPushToken } from './push-subscription';

// The work of the push thunks (notifications-slice.ts loads it at their first run). Each answers
// the failure to keep in state, or null when it went through.

/**
 * Once signed in: the spec's welcome (dummy) notification, asked once. The server keeps the ask
 * and pushes it when this shopper's first subscription is saved (now, if one is). The flag is
 * kept in the push database per shopper (local storage holds only the spec's keys), so a new
 * visit does not ask again; the server also sends it once ever (Queued false after that).
 */
export async function welcome(userId: number, dispatch: AppDispatch, getState: () => RootState) {
  if (getState().general.dummyNotificationSent) return;
  if (await readPushValue<boolean>(welcomedKey(userId)).catch(() => false)) {
    dispatch(dummyNotificationMarked());
    return;
  }
  try {
    await sendDummyNotification(userId);
  } catch {
    return; // the next start asks again
  }
  dispatch(dummyNotificationMarked());
  await writePushValue(welcomedKey(userId), true).catch(() => undefined);
}

/** Saves this browser's subscription for the shopper (asking for permission first when `ask`). */
async function subscribe(ask: boolean, userId: number): Promise<PushFailure | null> {
  try {
    const vapId = (await getLoginConfig())?.Config.vapId ?? null;
    await (ask ? enablePushToken(userId, vapId) : syncPushToken(userId, vapId));
    return null;
  } catch (err) {
    return toPushFailure(err);
  }
}

/** Permission granted: make sure the subscription is saved. */
export const sync = (userId: number) => subscribe(false, userId);

/** A click on "turn on": the permission prompt, then the sync. */
export const enable = (userId: number) => subscribe(true, userId);

/** Off on this browser. */
export async function disable(): Promise<PushFailure | null> {
  try {
    await removePushToken();
    return null;
  } catch (err) {
    return toPushFailure(err);
  }
}
