// The spec's push messaging error catalogue: each failure has a code (the names Firebase
// messaging gives them) and what it means for the shopper.

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
