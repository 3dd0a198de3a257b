// The sign-in calls: the login configuration, one-time-code requests, sign in (the sign-in pages
// load them; the session's calls, which the first screen needs, are in session-api.ts).
import { apiGet, apiPost } from '../../lib/api-client';
import { fetchQuery, forgetQueries } from '../../lib/server-query-cache';
import type {
  AuthUsersAnswer,
  AuthUsersBody,
  LoginConfigAnswer,
  OtpChannel,
  OtpRequestAnswer,
} from './auth-types';
import { signInBrowserKey } from './browser-key';

const LOGIN_CONFIG_KEY = 'GET /get-firebaseAndOtplessLoginConfig';
const fetchLoginConfig = (signal: AbortSignal) =>
  apiGet<LoginConfigAnswer>('/get-firebaseAndOtplessLoginConfig', undefined, signal);

/** The login configuration query: fetched once per page load, shared by every reader. */
export const loginConfigQuery = {
  key: LOGIN_CONFIG_KEY,
  fetcher: fetchLoginConfig,
  staleMs: Infinity,
} as const;

/** The login configuration, fetched once per page load (null when the call fails). */
export function getLoginConfig(): Promise<LoginConfigAnswer | null> {
  return fetchQuery(LOGIN_CONFIG_KEY, fetchLoginConfig, Infinity).catch(() => null);
}

/** Forgets the cached configuration (tests). */
export function resetLoginConfig(): void {
  forgetQueries(LOGIN_CONFIG_KEY);
}

/** Asks the server to send a one-time code by email or SMS, bound to this browser's key. */
export function requestOtp(channel: OtpChannel, identifier: string): Promise<OtpRequestAnswer> {
  return apiPost<OtpRequestAnswer>('/otp/request', {
    channel,
    identifier,
    BrowserKey: signInBrowserKey(),
  });
}

export const postAuthUsers = (body: AuthUsersBody) => apiPost<AuthUsersAnswer>('/auth-users', body);
