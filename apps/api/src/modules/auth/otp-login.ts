import { timingSafeEqual } from 'node:crypto';
import { LOGIN_CONFIRMATION_NEEDED, type AuthUsersBody } from '@kirana/shared';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { VerifiedIdentity } from './identity';
import { browserKeyHash, checkOtp, useOtp, type CheckedOtp } from './otp.service';

/** A provider's proof, checked; `spend` uses it up inside the sign-in's transaction. */
export interface CheckedProof {
  identity: VerifiedIdentity;
  spend?: (tx: Tx) => Promise<void>;
}

/** "a…@example.com" or "••••••5678": enough for the owner to recognise, little for anyone else. */
export function maskIdentifier(identifier: string): string {
  const at = identifier.lastIndexOf('@');
  if (at > 0) return `${identifier[0]}…${identifier.slice(at)}`;
  return `${'•'.repeat(Math.max(0, identifier.length - 4))}${identifier.slice(-4)}`;
}

function sameBrowser(checked: CheckedOtp, key: string | undefined): boolean {
  if (!checked.browserKeyHash || !key) return false;
  const a = Buffer.from(checked.browserKeyHash, 'hex');
  const b = Buffer.from(browserKeyHash(key), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The built-in code's proof. The code is checked (the try counted) but not spent. An emailed
 * code signs in only the browser that asked for it, or a shopper who confirmed: any other
 * answers 409 with the question to ask, and the code stays usable.
 */
export async function otpLoginProof(deps: AppDeps, body: AuthUsersBody): Promise<CheckedProof> {
  const { RequestId: requestId, Code: code } = body;
  if (!requestId || !code) {
    throw new AppError(
      400,
      'LOGIN_PROOF_MISSING',
      'RequestId and Code are required for this login service',
    );
  }
  const checked = await checkOtp(deps, requestId, code, 'login');
  const email = checked.channel === 'email';
  // only an email carries a link that signs in by itself; a typed code is the shopper's own act
  if (email && !body.Confirmed && !sameBrowser(checked, body.BrowserKey)) {
    throw new AppError(
      409,
      LOGIN_CONFIRMATION_NEEDED,
      'Confirm this sign-in',
      `Sign in as ${maskIdentifier(checked.identifier)} on this device?`,
    );
  }
  return {
    identity: {
      email: email ? checked.identifier : null,
      phone: email ? null : checked.identifier,
      name: null,
      method: email ? 'Email' : 'Phone',
    },
    spend: (tx) => useOtp(tx, requestId, 'login'),
  };
}
