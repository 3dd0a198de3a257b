import type { AuthUsersBody, LoginAnswer, LoginConfig } from '@kirana/shared';
import { OTP_RESEND_SECONDS } from '@kirana/shared';
import type { Config } from '../../config';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { channelAvailable, devOutboxEnabled } from '../../lib/messaging';
import { inTransaction, type Tx } from '../../db/client';
import { defaultAddressOf, findLiveUser, findOrCreateUser, type SignInIdentity } from '../users';
import { verifyFirebaseToken } from './firebase';
import { linkedUserId, linkSubject, lockSubject } from './identities.service';
import { firebaseAuthDomain } from './login-csp';
import type { VerifiedIdentity } from './identity';
import { otpLoginProof, type CheckedProof } from './otp-login';
import { verifyOtplessToken } from './otpless';
import { openSession } from './sessions.service';
import { isTestIdentity } from './test-users';

/**
 * The login configuration the web app starts from. The dev outbox is mentioned only to a
 * client that may read it: one on this machine, not behind a proxy.
 */
export function loginConfig(
  config: Config,
  vapId: string | null,
  outboxReadable = true,
  /** what the store owner switched on in the console (both, when not given) */
  store: { EmailLoginEnabled: boolean; PhoneLoginEnabled: boolean } = {
    EmailLoginEnabled: true,
    PhoneLoginEnabled: true,
  },
): LoginConfig {
  return {
    Config: {
      vapId,
      OtpLength: 6,
      OtpResendSeconds: OTP_RESEND_SECONDS,
      EmailLoginEnabled: store.EmailLoginEnabled && channelAvailable(config, 'email'),
      PhoneLoginEnabled: store.PhoneLoginEnabled && channelAvailable(config, 'phone'),
      DevOutbox: outboxReadable && devOutboxEnabled(config),
      FirebaseProjectId: config.FIREBASE_PROJECT_ID ?? null,
      FirebaseApiKey: config.FIREBASE_API_KEY ?? null,
      FirebaseAuthDomain: firebaseAuthDomain(config),
      FirebaseAuthEmulatorUrl: config.FIREBASE_AUTH_EMULATOR_URL ?? null,
      OtplessSdkUrl: config.OTPLESS_SDK_URL,
    },
    LoginServiceProvider: config.LOGIN_PROVIDER,
    OtpLessAppId: config.OTPLESS_APP_ID ?? null,
    FirebaseAllowedLoginMethods: config.FIREBASE_LOGIN_METHODS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

const missingProof = (field: string) =>
  new AppError(400, 'LOGIN_PROOF_MISSING', `${field} is required for this login service`);

/** Checks the provider's proof; nothing is written yet apart from a code's try counter. */
async function checkedProof(deps: AppDeps, body: AuthUsersBody): Promise<CheckedProof> {
  switch (body.loginService) {
    case 'kirana':
      return otpLoginProof(deps, body);
    case 'firebase':
      if (!body.idToken) throw missingProof('idToken');
      return { identity: await verifyFirebaseToken(deps.config, body.idToken) };
    case 'otpless':
      if (!body.token) throw missingProof('token');
      return { identity: await verifyOtplessToken(deps.config, body.token) };
  }
}

/** Refuses a sign-in that gives us no contact at all (Facebook has its own message). */
function requireContact(who: VerifiedIdentity, facebook: boolean): void {
  if (who.email || who.phone || (who.subject && who.unverifiedContact)) return;
  if (facebook) {
    throw new AppError(
      400,
      'FACEBOOK_NO_CONTACT',
      'Unable to login with Facebook',
      'Your Facebook account did not share an email address or mobile number with us. ' +
        'Please sign in another way, or see <a href="/help/facebook/login">how to fix it</a>.',
    );
  }
  throw new AppError(
    400,
    'LOGIN_CONTACT_REQUIRED',
    'Unable to sign-in!',
    'Login needs an email address or a mobile number',
  );
}

/**
 * The account of a sign-in: the one its provider id was joined to, else the one of its verified
 * email or mobile, else a new one (with no contact when the provider verified none).
 */
async function accountOf(tx: Tx, who: VerifiedIdentity, fresh: SignInIdentity) {
  if (who.subject) {
    await lockSubject(tx, who.subject);
    const linked = await linkedUserId(tx, who.subject);
    const user = linked === null ? null : await findLiveUser(tx, linked);
    if (user) return { user, created: false };
  }
  const found = await findOrCreateUser(tx, fresh);
  if (who.subject) await linkSubject(tx, who.subject, found.user.id);
  return found;
}

/**
 * Signs a shopper in with a provider's proof. Accounts are found and joined only by contacts the
 * provider verified, or by the provider's own id; the payload's contacts are never taken. Every
 * check runs before a code is spent, and the code is spent in the transaction that opens the
 * session, so a sign-in that fails leaves it usable.
 */
export async function signIn(
  deps: AppDeps,
  body: AuthUsersBody,
  userAgent: string,
): Promise<LoginAnswer> {
  const proof = await checkedProof(deps, body);
  const who = proof.identity;
  const method = who.method ?? body.loginUsing;
  requireContact(who, method === 'Facebook' || body.loginUsing === 'Facebook');
  const fresh: SignInIdentity = {
    email: who.email,
    phone: who.phone,
    username: (body.username ?? who.name ?? '').trim().slice(0, 80),
    loginFrom: method,
    isTestUser: isTestIdentity(deps.config, [who.email, who.phone]),
  };
  const db = deps.database.db;
  const { user, created, token } = await inTransaction(db, async (tx) => {
    await proof.spend?.(tx);
    const found = await accountOf(tx, who, fresh);
    return { ...found, token: await openSession(tx, found.user.id, userAgent) };
  });
  return {
    Token: token,
    UserData: {
      UserId: user.id,
      Username: user.username,
      Email: user.email,
      PhoneNumber: user.phone,
      LoginFrom: user.loginFrom,
    },
    IsTestUser: user.isTestUser,
    DefaultAddress: await defaultAddressOf(db, user.id),
    IsFirstLogin: created,
  };
}
