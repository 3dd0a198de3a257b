import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, type CryptoKey } from 'jose';
import { LoginAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call } from './auth-test-kit';
import {
  baseUrl,
  firebaseTestKey,
  goodClaims,
  nowSeconds as now,
  PROJECT,
  signToken as sign,
  startProviderStandIns,
  type ProviderStandIns,
} from './provider-test-kit';

describe.each(DB_KINDS)('Firebase and OTPless sign-in on %s', (kind) => {
  let standIns: ProviderStandIns;
  let t: TestApp;
  let jwksApp: TestApp;
  let key: CryptoKey;
  const forgedKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwksPair = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const firebaseLogin = (app: TestApp, idToken: string, loginUsing = 'Google') =>
    call(app, 'POST', '/auth-users', { body: { loginService: 'firebase', loginUsing, idToken } });

  beforeAll(async () => {
    key = await firebaseTestKey();
    const jwk = {
      ...(await exportJWK(jwksPair.publicKey)),
      kid: 'jwks-kid',
      alg: 'RS256',
      use: 'sig',
    };
    standIns = await startProviderStandIns(
      {
        'good-token': [
          { identityType: 'MOBILE', identityValue: '919812345678', verified: true, name: 'Kiran' },
        ],
        'facebook-nothing': [{ identityType: 'EMAIL', identityValue: 'x@fb.com', verified: false }],
      },
      { keys: [jwk] },
    );
    const common = standIns.config;
    t = await startTestApp(kind, { ...common, LOGIN_PROVIDER: 'firebase' });
    jwksApp = await startTestApp(kind, {
      ...common,
      FIREBASE_JWKS_URL: `${baseUrl(standIns.keys)}/jwks`,
    });
  });
  afterAll(async () => {
    await t.close();
    await jwksApp.close();
    standIns.close();
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

  it("keeps Facebook's unverified email out of the account, found again by its uid", async () => {
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
      IsFirstLogin: true,
      UserData: { Email: null, PhoneNumber: null, LoginFrom: 'Facebook' },
    });
    const again = await firebaseLogin(t, await facebook('fb-1', 'ravi.fb@example.in'), 'Facebook');
    expect(again.body).toMatchObject({
      IsFirstLogin: false,
      UserData: { UserId: (fresh.body.UserData as { UserId: number }).UserId },
    });
    // another Facebook account naming the same email gets an account of its own
    const other = await firebaseLogin(t, await facebook('fb-2', 'ravi.fb@example.in'), 'Facebook');
    expect(other.body).toMatchObject({ IsFirstLogin: true, UserData: { Email: null } });
    expect((other.body.UserData as { UserId: number }).UserId).not.toBe(
      (fresh.body.UserData as { UserId: number }).UserId,
    );
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
    const last = standIns.otplessCalls.at(-1)!;
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
