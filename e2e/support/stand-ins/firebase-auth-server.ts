// A local server speaking the Firebase Auth emulator's protocol (Identity Toolkit v1 REST under
// /identitytoolkit.googleapis.com, Secure Token under /securetoken.googleapis.com, and the
// emulator's /emulator/v1 inspection calls), whose ID tokens are RS256-signed with a test key
// the API trusts through FIREBASE_CERTS_URL. The real emulator signs nothing, so the API's
// signature check is exercised here for real.
import { randomInt, randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import {
  TEST_CERT_PEM,
  TEST_PRIVATE_KEY_PEM,
} from '../../../apps/api/src/modules/auth/test-fixtures/firebase-test-keys';
import { serve } from './http';

const KID = 'kirana-e2e-key';

interface Account {
  localId: string;
  email?: string;
  phoneNumber?: string;
  /** what the token says the shopper signed in with */
  provider: 'password' | 'phone' | 'facebook.com';
}

export interface FirebaseStandIn {
  url: string;
  projectId: string;
  certsUrl: string;
  /** the newest email sign-in link sent to `email` */
  emailLink(email: string): string | undefined;
  /** the newest SMS code sent to `phone` (+91...) */
  smsCode(phone: string): string | undefined;
  /** sign-ins of `email` come back as a Facebook account that shared no contact */
  actAsFacebookWithoutContact(email: string): void;
  deleted: string[];
  close(): Promise<void>;
}

const fail = (message: string) => ({ status: 400, json: { error: { code: 400, message } } });

export async function startFirebaseStandIn(projectId = 'kirana-e2e'): Promise<FirebaseStandIn> {
  const key = await importPKCS8(TEST_PRIVATE_KEY_PEM, 'RS256');
  const links = new Map<string, { oobCode: string; link: string }>();
  const codes = new Map<string, { sessionInfo: string; code: string }>();
  const accounts = new Map<string, Account>(); // by localId
  const tokens = new Map<string, string>(); // idToken -> localId
  const facebookEmails = new Set<string>();
  const deleted: string[] = [];

  const accountFor = (match: (a: Account) => boolean, make: () => Account) => {
    const found = [...accounts.values()].find(match);
    if (found) return { account: found, isNewUser: false };
    const account = make();
    accounts.set(account.localId, account);
    return { account, isNewUser: true };
  };

  async function session(account: Account, isNewUser: boolean) {
    const now = Math.floor(Date.now() / 1000);
    const facebook = account.provider === 'facebook.com';
    const idToken = await new SignJWT({
      ...(account.email && !facebook ? { email: account.email, email_verified: true } : {}),
      ...(account.phoneNumber ? { phone_number: account.phoneNumber } : {}),
      auth_time: now,
      user_id: account.localId,
      firebase: { sign_in_provider: account.provider, identities: {} },
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(`https://securetoken.google.com/${projectId}`)
      .setAudience(projectId)
      .setSubject(account.localId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    tokens.set(idToken, account.localId);
    return {
      kind: 'identitytoolkit#VerifyCustomTokenResponse',
      idToken,
      refreshToken: `refresh-${account.localId}`,
      expiresIn: '3600',
      localId: account.localId,
      ...(account.email ? { email: account.email } : {}),
      ...(account.phoneNumber ? { phoneNumber: account.phoneNumber } : {}),
      isNewUser,
    };
  }

  const server = await serve(async (_req, url, body) => {
    const path = url.pathname;
    if (path === '/certs') return { json: { [KID]: TEST_CERT_PEM } };
    // reCAPTCHA: enforcement off, and the emulator's fake v2 site key (no Google script is loaded)
    if (path === '/identitytoolkit.googleapis.com/v2/recaptchaConfig')
      return {
        json: {
          recaptchaEnforcementState: [
            { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
            { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
          ],
        },
      };
    const api = path.replace('/identitytoolkit.googleapis.com/v1/', '');
    switch (api) {
      case 'recaptchaParams':
        return {
          json: {
            kind: 'identitytoolkit#GetRecaptchaParamResponse',
            recaptchaStoken: 'fake-token',
            recaptchaSiteKey: 'fake-site-key',
          },
        };
      case 'accounts:sendOobCode': {
        const email = String(body.email ?? '').toLowerCase();
        if (body.requestType !== 'EMAIL_SIGNIN' || !email.includes('@'))
          return fail('INVALID_EMAIL');
        const oobCode = randomUUID();
        const back = new URL(String(body.continueUrl));
        back.searchParams.set('apiKey', url.searchParams.get('key') ?? '');
        back.searchParams.set('oobCode', oobCode);
        back.searchParams.set('mode', 'signIn');
        back.searchParams.set('lang', 'en');
        links.set(email, { oobCode, link: back.href });
        return { json: { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email } };
      }
      case 'accounts:signInWithEmailLink': {
        const email = String(body.email ?? '').toLowerCase();
        const sentTo = [...links.entries()].find(([, l]) => l.oobCode === body.oobCode)?.[0];
        if (!sentTo) return fail('INVALID_OOB_CODE');
        if (sentTo !== email) return fail('INVALID_EMAIL'); // the link belongs to another address
        links.delete(email);
        const { account, isNewUser } = accountFor(
          (a) => a.email === email,
          () => ({
            localId: randomUUID().replace(/-/g, '').slice(0, 28),
            email,
            provider: facebookEmails.has(email) ? 'facebook.com' : 'password',
          }),
        );
        return { json: await session(account, isNewUser) };
      }
      case 'accounts:sendVerificationCode': {
        const phone = String(body.phoneNumber ?? '');
        if (!/^\+91[6-9]\d{9}$/.test(phone)) return fail('INVALID_PHONE_NUMBER');
        const sessionInfo = randomUUID();
        codes.set(phone, { sessionInfo, code: String(randomInt(100000, 1000000)) });
        return { json: { sessionInfo } };
      }
      case 'accounts:signInWithPhoneNumber': {
        const entry = [...codes.entries()].find(([, c]) => c.sessionInfo === body.sessionInfo);
        if (!entry) return fail('INVALID_SESSION_INFO');
        if (entry[1].code !== body.code) return fail('INVALID_CODE');
        codes.delete(entry[0]);
        const { account, isNewUser } = accountFor(
          (a) => a.phoneNumber === entry[0],
          () => ({
            localId: randomUUID().replace(/-/g, '').slice(0, 28),
            phoneNumber: entry[0],
            provider: 'phone',
          }),
        );
        return { json: await session(account, isNewUser) };
      }
      case 'accounts:lookup': {
        const account = accounts.get(tokens.get(String(body.idToken)) ?? '');
        if (!account) return fail('INVALID_ID_TOKEN');
        return {
          json: {
            kind: 'identitytoolkit#GetAccountInfoResponse',
            users: [
              {
                localId: account.localId,
                email: account.email,
                emailVerified: account.provider !== 'facebook.com' && Boolean(account.email),
                phoneNumber: account.phoneNumber,
                providerUserInfo: [],
                lastLoginAt: String(Date.now()),
                createdAt: String(Date.now()),
              },
            ],
          },
        };
      }
      case 'accounts:delete': {
        const localId = tokens.get(String(body.idToken));
        if (!localId || !accounts.delete(localId)) return fail('USER_NOT_FOUND');
        deleted.push(localId);
        return { json: { kind: 'identitytoolkit#DeleteAccountResponse' } };
      }
    }
    return { status: 404, json: { error: { code: 404, message: `not spoken here: ${path}` } } };
  });

  return {
    url: server.url,
    projectId,
    certsUrl: `${server.url}/certs`,
    emailLink: (email) => links.get(email.toLowerCase())?.link,
    smsCode: (phone) => codes.get(phone)?.code,
    actAsFacebookWithoutContact: (email) => facebookEmails.add(email.toLowerCase()),
    deleted,
    close: server.close,
  };
}
