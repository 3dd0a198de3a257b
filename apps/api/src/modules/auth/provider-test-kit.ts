import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importPKCS8, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { Config } from '../../config';
import { TEST_CERT_PEM, TEST_PRIVATE_KEY_PEM } from './test-fixtures/firebase-test-keys';

// Local stand-ins for Firebase (Google's published signing certificates) and OTPless (its token
// validation call), speaking their protocols, for the sign-in suites.

export const PROJECT = 'kirana-test';
export const KID = 'test-kid-1';

/** A local server answering JSON by path, recording nothing itself. */
export function startJsonServer(
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

export const baseUrl = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of a good Firebase ID token of a verified Google account, with overrides. */
export const goodClaims = (over: JWTPayload = {}): JWTPayload => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: 'firebase-uid-1',
  iat: nowSeconds() - 10,
  exp: nowSeconds() + 3600,
  auth_time: nowSeconds() - 10,
  email: 'Priya@Gmail.com',
  email_verified: true,
  firebase: { sign_in_provider: 'google.com' },
  ...over,
});

/** Signs claims as Firebase does (RS256 with a key id). */
export const signToken = (key: CryptoKey | Uint8Array, claims: JWTPayload, kid = KID) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

/** The private key the certificate stand-in publishes. */
export const firebaseTestKey = () => importPKCS8(TEST_PRIVATE_KEY_PEM, 'RS256');

export interface OtplessIdentity {
  identityType: 'EMAIL' | 'MOBILE';
  identityValue: string;
  verified: boolean;
  name?: string;
}

export interface ProviderStandIns {
  /** the app configuration that points Firebase and OTPless at the stand-ins */
  config: Partial<Config>;
  /** serves Google's X.509 map at /certs and `jwks` at any other path */
  keys: Server;
  /** OTPless validation calls received (headers and raw body) */
  otplessCalls: { headers: Record<string, unknown>; body: string }[];
  close(): void;
}

/**
 * Starts the certificate and OTPless stand-ins. OTPless answers each token of `otplessTokens`
 * with its identities, any other with 400, and a wrong client id or secret with 401.
 */
export async function startProviderStandIns(
  otplessTokens: Record<string, OtplessIdentity[]>,
  jwks: { keys: unknown[] } = { keys: [] },
): Promise<ProviderStandIns> {
  const otplessCalls: ProviderStandIns['otplessCalls'] = [];
  const keys = await startJsonServer((path) =>
    path === '/certs' ? [200, { [KID]: TEST_CERT_PEM }] : [200, jwks],
  );
  const otpless = await startJsonServer((_path, headers, body) => {
    otplessCalls.push({ headers, body });
    if (headers.clientid !== 'otp-client' || headers.clientsecret !== 'otp-secret') {
      return [401, { message: 'bad client' }];
    }
    const found = otplessTokens[(JSON.parse(body) as { token: string }).token];
    return found
      ? [200, { status: 'SUCCESS', identities: found }]
      : [400, { message: 'Invalid token' }];
  });
  return {
    config: {
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_API_KEY: 'web-api-key',
      FIREBASE_CERTS_URL: `${baseUrl(keys)}/certs`,
      OTPLESS_CLIENT_ID: 'otp-client',
      OTPLESS_CLIENT_SECRET: 'otp-secret',
      OTPLESS_APP_ID: 'otp-app',
      OTPLESS_VERIFY_URL: `${baseUrl(otpless)}/auth/v1/validate/token`,
    },
    keys,
    otplessCalls,
    close: () => {
      keys.close();
      otpless.close();
    },
  };
}
