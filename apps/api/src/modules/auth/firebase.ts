import {
  createRemoteJWKSet,
  errors as joseErrors,
  importX509,
  jwtVerify,
  type JWTHeaderParameters,
} from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { emailOf, indianMobileOf, type VerifiedIdentity } from './identity';

const PROVIDER_METHODS: Record<string, string> = {
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  phone: 'Phone',
  password: 'Email',
  emailLink: 'Email',
};

interface CertCache {
  certs: Record<string, string>;
  until: number;
}
const certCaches = new Map<string, CertCache>();
const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export const providerDown = () =>
  new AppError(503, 'LOGIN_PROVIDER_UNAVAILABLE', 'Sign-in is unavailable', 'Please try again');
const tokenInvalid = () =>
  new AppError(
    401,
    'FIREBASE_TOKEN_INVALID',
    'Unable to sign-in!',
    'Your sign-in could not be verified, please try again',
  );

/** Google's X.509 map (kid -> PEM), cached for as long as its Cache-Control max-age says. */
async function loadCerts(url: string, force: boolean): Promise<Record<string, string>> {
  const cached = certCaches.get(url);
  if (cached && !force && cached.until > Date.now()) return cached.certs;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw providerDown();
  }
  if (!res.ok) throw providerDown();
  const certs = (await res.json()) as Record<string, string>;
  const maxAge = /max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1];
  certCaches.set(url, {
    certs,
    until: Date.now() + Math.min(Number(maxAge ?? 3600), 86_400) * 1000,
  });
  return certs;
}

async function x509Key(url: string, header: JWTHeaderParameters) {
  if (!header.kid) throw tokenInvalid();
  let pem = (await loadCerts(url, false))[header.kid];
  if (!pem) pem = (await loadCerts(url, true))[header.kid]; // keys rotate
  if (!pem) throw tokenInvalid();
  return importX509(pem, 'RS256');
}

/**
 * Verifies a Firebase ID token (RS256, Google's published keys, audience = project, issuer
 * securetoken.google.com/<project>, exp/iat, non-empty sub) and returns its verified contacts.
 */
export async function verifyFirebaseToken(
  config: Config,
  idToken: string,
): Promise<VerifiedIdentity> {
  const project = config.FIREBASE_PROJECT_ID;
  if (!project) {
    throw new AppError(400, 'LOGIN_SERVICE_UNAVAILABLE', 'Firebase sign-in is not configured');
  }
  const jwksUrl = config.FIREBASE_JWKS_URL;
  let jwks = jwksUrl ? jwksByUrl.get(jwksUrl) : undefined;
  if (jwksUrl && !jwks) {
    jwks = createRemoteJWKSet(new URL(jwksUrl));
    jwksByUrl.set(jwksUrl, jwks);
  }
  try {
    const { payload } = await jwtVerify(
      idToken,
      jwks ?? ((header: JWTHeaderParameters) => x509Key(config.FIREBASE_CERTS_URL, header)),
      {
        algorithms: ['RS256'],
        audience: project,
        issuer: `https://securetoken.google.com/${project}`,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 5,
      },
    );
    const now = Date.now() / 1000;
    if (!payload.sub || (payload.iat ?? 0) > now + 5) throw tokenInvalid();
    const authTime = payload.auth_time;
    if (typeof authTime === 'number' && authTime > now + 5) throw tokenInvalid();
    const firebase = (payload.firebase ?? {}) as { sign_in_provider?: string };
    const email = emailOf(payload.email);
    const verified = payload.email_verified === true;
    return {
      // an email Firebase has not verified (every Facebook one) could be anybody's
      email: verified ? email : null,
      unverifiedContact: !verified && email !== null,
      // Firebase sets phone_number only once the number has passed an SMS code
      phone: indianMobileOf(payload.phone_number),
      name: typeof payload.name === 'string' ? payload.name : null,
      method: PROVIDER_METHODS[firebase.sign_in_provider ?? ''] ?? null,
      subject: { provider: 'firebase', id: payload.sub },
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWKSTimeout) throw providerDown();
    if (err instanceof joseErrors.JOSEError) throw tokenInvalid();
    if (err instanceof TypeError) throw providerDown(); // network failure of the JWKS fetch
    throw err;
  }
}
