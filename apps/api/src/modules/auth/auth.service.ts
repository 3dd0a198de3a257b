import type { AuthUsersBody, LoginAnswer, LoginConfig } from '@kirana/shared';
import { OTP_RESEND_SECONDS } from '@kirana/shared';
import type { Config } from '../../config';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { channelAvailable, devOutboxEnabled } from '../../lib/messaging';
import { defaultAddressOf, findOrCreateUser, findUserByEmail } from '../users';
import { verifyFirebaseToken } from './firebase';
import { firebaseAuthDomain } from './login-csp';
import type { VerifiedIdentity } from './identity';
import { verifyOtplessToken } from './otpless';
import { verifyOtp } from './otp.service';
import { openSession } from './sessions.service';
import { isTestIdentity } from './test-users';

/** The login configuration the web app starts from. */
export function loginConfig(config: Config): LoginConfig {
  return {
    Config: {
      vapId: config.VAPID_PUBLIC_KEY ?? null,
      OtpLength: 6,
      OtpResendSeconds: OTP_RESEND_SECONDS,
      EmailLoginEnabled: channelAvailable(config, 'email'),
      PhoneLoginEnabled: channelAvailable(config, 'phone'),
      DevOutbox: devOutboxEnabled(config),
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

async function verifiedIdentity(deps: AppDeps, body: AuthUsersBody): Promise<VerifiedIdentity> {
  switch (body.loginService) {
    case 'kirana': {
      if (!body.RequestId || !body.Code) throw missingProof('RequestId and Code');
      const { channel, identifier } = await verifyOtp(deps, body.RequestId, body.Code, 'login');
      return channel === 'email'
        ? { email: identifier, phone: null, name: null, method: 'Email' }
        : { email: null, phone: identifier, name: null, method: 'Phone' };
    }
    case 'firebase':
      if (!body.idToken) throw missingProof('idToken');
      return verifyFirebaseToken(deps.config, body.idToken);
    case 'otpless':
      if (!body.token) throw missingProof('token');
      return verifyOtplessToken(deps.config, body.token);
  }
}

/**
 * Signs a shopper in with a provider's proof: contacts come from the verified proof only, never
 * from the payload. Opens a session and answers the spec's login response.
 */
export async function signIn(
  deps: AppDeps,
  body: AuthUsersBody,
  userAgent: string,
): Promise<LoginAnswer> {
  const who = await verifiedIdentity(deps, body);
  const method = who.method ?? body.loginUsing;
  if (!who.email && !who.phone) {
    if (method === 'Facebook' || body.loginUsing === 'Facebook') {
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
  const db = deps.database.db;
  if (who.email && who.emailUnconfirmed) {
    // an unconfirmed email must not open someone else's account
    const holder = await findUserByEmail(db, who.email);
    if (holder && holder.loginFrom !== method) {
      throw new AppError(
        400,
        'EMAIL_BELONGS_TO_ANOTHER_LOGIN',
        `Unable to login with ${method}`,
        `${who.email} already has a Kirana account. Please sign in with a code sent to it.`,
      );
    }
  }
  const { user, created } = await findOrCreateUser(db, {
    email: who.email,
    phone: who.phone,
    username: (body.username ?? who.name ?? '').trim().slice(0, 80),
    loginFrom: method,
    isTestUser: isTestIdentity(deps.config, [who.email, who.phone]),
  });
  const token = await openSession(db, user.id, userAgent);
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
