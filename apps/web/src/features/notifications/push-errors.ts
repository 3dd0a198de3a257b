import type { Translate } from '../../lib/i18n';

// The spec's push messaging error catalogue: each failure has a code (the names Firebase
// messaging gives them) and what it means for the shopper. PUSH_ERRORS is the English kept in
// errors and state; the shopper reads pushErrorText, in the page's language (push.json).

export const PUSH_ERRORS = {
  'messaging/missing-app-config-values':
    'Notifications are not set up for this store yet (the server gave no push key).',
  'messaging/only-available-in-window': 'Notifications can only be turned on from a browser tab.',
  'messaging/only-available-in-sw': 'This part of notifications runs only in the service worker.',
  'messaging/permission-default':
    'You closed the notification prompt without choosing. Turn notifications on to be asked again.',
  'messaging/permission-blocked':
    'Notifications are blocked for this site. Allow them in your browser’s site settings (the lock icon next to the address), then come back.',
  'messaging/unsupported-browser':
    'This browser cannot show notifications from websites. On iPhone, add the store to your Home Screen first.',
  'messaging/indexed-db-unsupported':
    'This browser is keeping no site data (private mode?), so notifications cannot be turned on.',
  'messaging/failed-service-worker-registration':
    'The app’s background worker could not start, so notifications cannot arrive. Reload the page and try again.',
  'messaging/token-subscribe-failed':
    'Your browser’s push service could not be reached to turn notifications on. Check your connection and try again.',
  'messaging/push-service-timeout':
    'Your browser’s push service did not answer in time, so notifications are not on. Check your connection and try again.',
  'messaging/token-subscribe-no-token':
    'Your browser’s push service gave no subscription. Try again in a moment.',
  'messaging/token-unsubscribe-failed':
    'Notifications could not be turned off on this browser. Try again, or block them in site settings.',
  'messaging/token-update-failed':
    'Your notification subscription could not be renewed. Try turning notifications off and on.',
  'messaging/token-update-no-token':
    'Renewing your notification subscription gave no subscription. Try turning notifications off and on.',
} as const;

export type PushErrorCode = keyof typeof PUSH_ERRORS;

const PUSH_ERROR_TEXTS: Record<PushErrorCode, (t: Translate) => string> = {
  'messaging/missing-app-config-values': (t) => t('push.error.missing-app-config-values'),
  'messaging/only-available-in-window': (t) => t('push.error.only-available-in-window'),
  'messaging/only-available-in-sw': (t) => t('push.error.only-available-in-sw'),
  'messaging/permission-default': (t) => t('push.error.permission-default'),
  'messaging/permission-blocked': (t) => t('push.error.permission-blocked'),
  'messaging/unsupported-browser': (t) => t('push.error.unsupported-browser'),
  'messaging/indexed-db-unsupported': (t) => t('push.error.indexed-db-unsupported'),
  'messaging/failed-service-worker-registration': (t) =>
    t('push.error.failed-service-worker-registration'),
  'messaging/token-subscribe-failed': (t) => t('push.error.token-subscribe-failed'),
  'messaging/push-service-timeout': (t) => t('push.error.push-service-timeout'),
  'messaging/token-subscribe-no-token': (t) => t('push.error.token-subscribe-no-token'),
  'messaging/token-unsubscribe-failed': (t) => t('push.error.token-unsubscribe-failed'),
  'messaging/token-update-failed': (t) => t('push.error.token-update-failed'),
  'messaging/token-update-no-token': (t) => t('push.error.token-update-no-token'),
};

/** What a push failure means for the shopper, in the page's language. */
export const pushErrorText = (code: PushErrorCode, t: Translate): string =>
  PUSH_ERROR_TEXTS[code](t);

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    override readonly cause?: unknown,
  ) {
    super(PUSH_ERRORS[code]);
    this.name = 'PushError';
  }
}

/** A push failure as state keeps it. */
export interface PushFailure {
  code: PushErrorCode;
  message: string;
}

export const toPushFailure = (err: unknown): PushFailure =>
  err instanceof PushError
    ? { code: err.code, message: err.message }
    : {
        code: 'messaging/token-subscribe-failed',
        message: PUSH_ERRORS['messaging/token-subscribe-failed'],
      };
