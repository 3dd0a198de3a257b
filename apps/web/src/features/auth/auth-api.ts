// The calls of the sign-in pages: login configuration and one-time-code requests.
import { apiGet, apiPost } from '../../lib/api-client';
import { readSession, removeSession, writeSession } from './session-scratch';
import type { LoginConfigAnswer, OtpChannel, OtpRequestAnswer } from '../user/user-types';

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

/** Asks the server to send a one-time code by email or SMS. */
export function requestOtp(channel: OtpChannel, identifier: string): Promise<OtpRequestAnswer> {
  return apiPost<OtpRequestAnswer>('/otp/request', { channel, identifier });
}

/** A code request in progress, kept for this tab so a reload of the code page keeps working. */
export interface PendingLogin {
  channel: OtpChannel;
  /** the email, or the 10-digit mobile number without +91 */
  identifier: string;
  requestId: string;
  /** epoch ms after which a new code may be requested */
  resendAt: number;
  expiresAt: number;
  /** where to go after signing in */
  returnTo: string;
}

const PENDING_KEY = 'kirana.pendingLogin';

/** Remembers the code request of this tab. */
export function savePendingLogin(
  channel: OtpChannel,
  identifier: string,
  answer: OtpRequestAnswer,
  returnTo: string,
): PendingLogin {
  const now = Date.now();
  const pending: PendingLogin = {
    channel,
    identifier,
    requestId: answer.RequestId,
    resendAt: now + answer.ResendAfterSeconds * 1000,
    expiresAt: now + answer.ExpiresInSeconds * 1000,
    returnTo,
  };
  writeSession(PENDING_KEY, JSON.stringify(pending));
  return pending;
}

/** The code request of this tab, if any. */
export function readPendingLogin(): PendingLogin | null {
  const raw = readSession(PENDING_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PendingLogin;
    return typeof value.requestId === 'string' && typeof value.identifier === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function clearPendingLogin(): void {
  removeSession(PENDING_KEY);
}
