// The sign-out texts and its reload (sign-in's texts: sign-in-messages.ts).

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_BODY = 'Please check your internet connection and try again';

/** The page reloads 2 s after a sign-out. */
export const LOGOUT_RELOAD_MS = 2000;
