// 'Remind me later' and 'Not now': the install offer waits a week (only the offer's parts use this).
import { readLocal, writeLocal } from '../../lib/storage';
import { isRunningStandalone } from './install-prompt';

const DISMISSED_AT_KEY = 'installRemindAfter';
/** 'Remind me later' waits this long before offering again on its own. */
export const REMIND_LATER_MS = 7 * 24 * 60 * 60 * 1000;

/** Records 'Remind me later'. */
export function remindLater(now = Date.now()): void {
  writeLocal(DISMISSED_AT_KEY, String(now + REMIND_LATER_MS));
}

/** Whether the app may offer installation (after an order): not snoozed, not installed. */
export function mayOfferInstall(now = Date.now()): boolean {
  const remindAfter = Number(readLocal(DISMISSED_AT_KEY) ?? '0') || 0;
  return now >= remindAfter && !isRunningStandalone();
}
