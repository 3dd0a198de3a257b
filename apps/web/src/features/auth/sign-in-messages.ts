// The sign-in texts, spelt correctly (the source quotes some with typos); sign-out's are in
// sign-out-messages.ts.

export const FIRST_LOGIN_TITLE = 'Logged in!';
export const FIRST_LOGIN_TEXT = 'You have logged in successfully.';
export const LOGIN_500_BODY = 'Something went wrong,</br>Please try to login again';
export const LOGIN_OTHER_BODY = 'Something went wrong';
export const OTP_FAILURE_TITLE = 'Unable to sign-in!';
export const OTP_FAILURE_BODY =
  'Something went wrong, Please try again. If issue persists try using another sign in methods';
export const FACEBOOK_NO_CONTACT_TITLE = 'Unable to login with Facebook';
export const FACEBOOK_NO_CONTACT_BODY =
  'Facebook did not share an email address or a phone number with us. <a href="/help/facebook/login">See how to fix this</a>.';
