// The sign-out texts and the session's timings (sign-in's texts: sign-in-messages.ts).

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_BODY = 'Please check your internet connection and try again';

/** The page reloads 2 s after a sign-out. */
export const LOGOUT_RELOAD_MS = 2000;
/** The stored session is polled every 500 ms for at most 7 s. */
export const SESSION_POLL_MS = 500;
export const SESSION_POLL_CAP_MS = 7000;
