import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, importPKCS8, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { LoginAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call } from './auth-test-kit';
import { TEST_CERT_PEM, TEST_PRIVATE_KEY_PEM } from './test-fixtures/firebase-test-keys';

const PROJECT = 'kirana-test';
const KID = 'test-kid-1';

/** A local server answering JSON by path, recording the requests it gets. */
function startJsonServer(
  handle: (path: string, headers: Record<string, unknown>, body: string) => [number, unknown],
): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const [status, body] = handle(req.url ?? '/', req.headers, raw);
      res
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'max-age=60' })
        .end(JSON.stringify(body));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const base = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

const now = () => Math.floor(Date.now() / 1000);
const goodClaims = (over: JWTPayload = {}): JWTPayload => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: 'firebase-uid-1',
  iat: now() - 10,
  exp: now() + 3600,
  auth_time: now() - 10,
  email: 'Priya@Gmail.com',
  email_verified: true,
  firebase: { sign_in_provider: 'google.com' },
  ...over,
});
const sign = (key: CryptoKey | Uint8Array, claims: JWTPayload, kid = KID) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

describe.each(DB_KINDS)('Firebase and OTPless sign-in on %s', (kind) => {
  let keys: Server;
  let otpless: Server;
  let t: TestApp;
  let jwksApp: TestApp;
  let key: CryptoKey;
  const forgedKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwksPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const otplessCalls: { headers: Record<string, unknown>; body: string }[] = [];

  const firebaseLogin = (app: TestApp, idToken: string, loginUsing = 'Google') =>
    call(app, 'POST', '/auth-users', { body: { loginService: 'firebase', loginUsing, idToken } });

  beforeAll(async () => {
    key = await importPKCS8(TEST_PRIVATE_KEY_PEM, 'RS256');
    const jwk = {
      ...(await exportJWK(jwksPair.publicKey)),
      kid: 'jwks-kid',
      alg: 'RS256',
      use: 'sig',
    };
    keys = await startJsonServer((path) =>
      path === '/certs' ? [200, { [KID]: TEST_CERT_PEM }] : [200, { keys: [jwk] }],
    );
    otpless = await startJsonServer((_path, headers, body) => {
      otplessCalls.push({ headers, body });
      const { token } = JSON.parse(body) as { token: string };
      if (headers.clientid !== 'otp-client' || headers.clientsecret !== 'otp-secret') {
        return [401, { message: 'bad client' }];
      }
      const identities: Record<
        string,
        { identityType: string; identityValue: string; verified: boolean; name?: string }[]
      > = {
        'good-token': [
          { identityType: 'MOBILE', identityValue: '919812345678', verified: true, name: 'Kiran' },
        ],
        'facebook-nothing': [{ identityType: 'EMAIL', identityValue: 'x@fb.com', verified: false }],
      };
      const found = identities[token];
      return found
        ? [200, { status: 'SUCCESS', identities: found }]
        : [400, { message: 'Invalid token' }];
    });
    const common = {
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_API_KEY: 'web-api-key',
      FIREBASE_CERTS_URL: `${base(keys)}/certs`,
      OTPLESS_CLIENT_ID: 'otp-client',
      OTPLESS_CLIENT_SECRET: 'otp-secret',
      OTPLESS_APP_ID: 'otp-app',
      OTPLESS_VERIFY_URL: `${base(otpless)}/auth/v1/validate/token`,
    };
    t = await startTestApp(kind, { ...common, LOGIN_PROVIDER: 'firebase' });
    jwksApp = await startTestApp(kind, { ...common, FIREBASE_JWKS_URL: `${base(keys)}/jwks` });
  });
  afterAll(async () => {
    await t.close();
    await jwksApp.close();
    keys.close();
    otpless.close();
  });

  it('tells the web app to use Firebase, with its allowed methods', async () => {
    const res = await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig');
    expect(res.body).toMatchObject({
      LoginServiceProvider: 'firebase',
      OtpLessAppId: 'otp-app',
      FirebaseAllowedLoginMethods: ['Google', 'Facebook', 'Phone', 'Email'],
      Config: {
        FirebaseProjectId: PROJECT,
        FirebaseAuthDomain: `${PROJECT}.firebaseapp.com`,
        FirebaseAuthEmulatorUrl: null,
        OtplessSdkUrl: 'https://otpless.com/v2/auth.js',
      },
    });
  });

  it("lets the page reach Firebase's hosts, and keeps the popup's opener", async () => {
    const csp = (await fetch(`${t.url}/api/health`)).headers;
    expect(csp.get('content-security-policy')).toContain('https://identitytoolkit.googleapis.com');
    expect(csp.get('content-security-policy')).toContain(
      `frame-src 'self' https://${PROJECT}.firebaseapp.com`,
    );
    expect(csp.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('accepts a good ID token and takes the contact from its verified claims only', async () => {
    const res = await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'firebase',
        loginUsing: 'Google',
        email: 'someone-else@example.in',
        username: 'Priya',
        idToken: await sign(key, goodClaims()),
      },
    });
    expect(res.status).toBe(200);
    expect(LoginAnswer.parse(res.body)).toMatchObject({
      IsFirstLogin: true,
      UserData: { Email: 'priya@gmail.com', Username: 'Priya', LoginFrom: 'Google' },
    });
  });

  it.each([
    ['a forged signature', async () => sign(forgedKey as unknown as CryptoKey, goodClaims())],
    [
      'an expired token',
      async (k: CryptoKey) => sign(k, goodClaims({ iat: now() - 7200, exp: now() - 3600 })),
    ],
    ['a wrong audience', async (k: CryptoKey) => sign(k, goodClaims({ aud: 'another-project' }))],
    [
      'a wrong issuer',
      async (k: CryptoKey) =>
        sign(k, goodClaims({ iss: 'https://securetoken.google.com/another' })),
    ],
    ['an empty subject', async (k: CryptoKey) => sign(k, goodClaims({ sub: '' }))],
    ['an unknown key id', async (k: CryptoKey) => sign(k, goodClaims(), 'unknown-kid')],
    ['a token that is not a JWT', async () => 'not.a.jwt'],
  ])('refuses %s with 401', async (_what, make) => {
    const res = await firebaseLogin(t, await make(key));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ Code: 'FIREBASE_TOKEN_INVALID' });
  });

  it('refuses Facebook without a usable contact, linking the help page', async () => {
    const token = await sign(
      key,
      goodClaims({
        sub: 'fb-user',
        email: undefined,
        firebase: { sign_in_provider: 'facebook.com' },
      }),
    );
    const res = await firebaseLogin(t, token, 'Facebook');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      Code: 'FACEBOOK_NO_CONTACT',
      ErrorMessage: 'Unable to login with Facebook',
    });
    expect(String(res.body.ErrorDescription)).toContain('/help/facebook/login');
  });

  it("takes Facebook's unverified email for a new account, never for another method's", async () => {
    const facebook = (sub: string, email: string) =>
      sign(
        key,
        goodClaims({
          sub,
          email,
          email_verified: false,
          firebase: { sign_in_provider: 'facebook.com' },
        }),
      );
    const fresh = await firebaseLogin(t, await facebook('fb-1', 'ravi.fb@example.in'), 'Facebook');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      UserData: { Email: 'ravi.fb@example.in', LoginFrom: 'Facebook' },
    });
    const again = await firebaseLogin(t, await facebook('fb-1', 'ravi.fb@example.in'), 'Facebook');
    expect(again.body).toMatchObject({
      UserData: { UserId: (fresh.body.UserData as { UserId: number }).UserId },
    });

    // an account opened with Google: a Facebook account naming its email gets nothing
    const owner = await sign(key, goodClaims({ sub: 'g-asha', email: 'asha@gmail.com' }));
    expect((await firebaseLogin(t, owner)).status).toBe(200);
    const taken = await firebaseLogin(t, await facebook('fb-2', 'asha@gmail.com'), 'Facebook');
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ Code: 'EMAIL_BELONGS_TO_ANOTHER_LOGIN' });
    expect(taken.body).not.toHaveProperty('Token');

    // any other provider's unverified email is still ignored
    const google = await sign(
      key,
      goodClaims({ sub: 'g-unverified', email: 'asha@gmail.com', email_verified: false }),
    );
    expect((await firebaseLogin(t, google)).body).toMatchObject({ Code: 'LOGIN_CONTACT_REQUIRED' });
  });

  it('verifies against a JWKS when FIREBASE_JWKS_URL is set', async () => {
    const good = await sign(
      jwksPair.privateKey as unknown as CryptoKey,
      goodClaims({ sub: 'j1', email: 'jwks@example.in' }),
      'jwks-kid',
    );
    expect((await firebaseLogin(jwksApp, good)).body).toMatchObject({
      UserData: { Email: 'jwks@example.in' },
    });
    const forged = await sign(forgedKey as unknown as CryptoKey, goodClaims(), 'jwks-kid');
    expect((await firebaseLogin(jwksApp, forged)).status).toBe(401);
  });

  it('accepts a good OTPless token with its client credentials', async () => {
    const res = await call(t, 'POST', '/auth-users', {
      body: { loginService: 'otpless', loginUsing: 'Phone', token: 'good-token' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      UserData: { PhoneNumber: '9812345678', Username: 'Kiran', LoginFrom: 'Phone' },
    });
    const last = otplessCalls.at(-1)!;
    expect(JSON.parse(last.body)).toEqual({ token: 'good-token' });
  });

  it('refuses a bad OTPless token, and Facebook through OTPless without contact', async () => {
    const bad = await call(t, 'POST', '/auth-users', {
      body: { loginService: 'otpless', loginUsing: 'Phone', token: 'bad-token' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ Code: 'OTPLESS_TOKEN_INVALID' });
    const fb = await call(t, 'POST', '/auth-users', {
      body: { loginService: 'otpless', loginUsing: 'Facebook', token: 'facebook-nothing' },
    });
    expect(fb.status).toBe(400);
    expect(fb.body).toMatchObject({ Code: 'FACEBOOK_NO_CONTACT' });
  });
});
