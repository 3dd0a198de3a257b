// The code request of this tab, kept in session storage so a reload of the code page works.
import type { OtpChannel, OtpRequestAnswer } from './auth-types';
import { readSession, removeSession, writeSession } from './session-scratch';

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
