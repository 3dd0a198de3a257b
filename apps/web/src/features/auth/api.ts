// The sign-in calls: the login configuration and one-time-code requests.
import { apiGet, apiPost } from '../../lib/api-client';
import type { LoginConfigAnswer, OtpChannel, OtpRequestAnswer } from '../user';
import { signInBrowserKey } from './browser-key';

let loginConfig: Promise<LoginConfigAnswer | null> | null = null;

/** The login configuration, fetched once per page load (null when the call fails). */
export function getLoginConfig(): Promise<LoginConfigAnswer | null> {
  loginConfig ??= apiGet<LoginConfigAnswer>('/get-firebaseAndOtplessLoginConfig').catch(() => {
    loginConfig = null;
    return null;
  });
  return loginConfig;
}

/** Forgets the cached configuration (tests). */
export function resetLoginConfig(): void {
  loginConfig = null;
}

/** Asks the server to send a one-time code by email or SMS, bound to this browser's key. */
export function requestOtp(channel: OtpChannel, identifier: string): Promise<OtpRequestAnswer> {
  return apiPost<OtpRequestAnswer>('/otp/request', {
    channel,
    identifier,
    BrowserKey: signInBrowserKey(),
  });
}
