// The sign-in and sign-out texts, spelt correctly (the source quotes some with typos).

export const FIRST_LOGIN_TITLE = 'Logged in!';
export const FIRST_LOGIN_TEXT = 'You have logged in successfully.';
export const LOGIN_500_BODY = 'Something went wrong,</br>Please try to login again';
export const LOGIN_OTHER_BODY = 'Something went wrong';
export const OTP_FAILURE_TITLE = 'Unable to sign-in!';
export const OTP_FAILURE_BODY =
  'Something went wrong, Please try again. If issue persists try using another sign in methods';
export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_BODY = 'Please check your internet connection and try again';
export const FACEBOOK_NO_CONTACT_TITLE = 'Unable to login with Facebook';
export const FACEBOOK_NO_CONTACT_BODY =
  'Facebook did not share an email address or a phone number with us. <a href="/help/facebook/login">See how to fix this</a>.';

/** The page reloads 2 s after a sign-out. */
export const LOGOUT_RELOAD_MS = 2000;
/** The stored session is polled every 500 ms for at most 7 s. */
export const SESSION_POLL_MS = 500;
export const SESSION_POLL_CAP_MS = 7000;
