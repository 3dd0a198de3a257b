import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { providerDown } from './firebase';
import { emailOf, indianMobileOf, type VerifiedIdentity } from './identity';

interface OtplessIdentity {
  identityType?: string;
  identityValue?: string;
  name?: string;
  verified?: boolean;
}

const tokenInvalid = () =>
  new AppError(
    401,
    'OTPLESS_TOKEN_INVALID',
    'Unable to sign-in!',
    'Your sign-in could not be verified, please try again',
  );

/**
 * Validates an OTPless token with OTPless's server (POST {token}, clientId/clientSecret headers)
 * and returns the verified email and mobile it reports.
 */
export async function verifyOtplessToken(config: Config, token: string): Promise<VerifiedIdentity> {
  if (!config.OTPLESS_CLIENT_ID || !config.OTPLESS_CLIENT_SECRET) {
    throw new AppError(400, 'LOGIN_SERVICE_UNAVAILABLE', 'OTPless sign-in is not configured');
  }
  let res: Response;
  try {
    res = await fetch(config.OTPLESS_VERIFY_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        clientId: config.OTPLESS_CLIENT_ID,
        clientSecret: config.OTPLESS_CLIENT_SECRET,
      },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw providerDown();
  }
  if (res.status >= 500) throw providerDown();
  const body = (await res.json().catch(() => null)) as {
    status?: string;
    identities?: OtplessIdentity[];
  } | null;
  if (!res.ok || body?.status !== 'SUCCESS' || !Array.isArray(body.identities)) {
    throw tokenInvalid();
  }
  const verified = body.identities.filter((i) => i.verified === true);
  const email = verified.find((i) => i.identityType === 'EMAIL');
  const mobile = verified.find((i) => i.identityType === 'MOBILE');
  return {
    email: emailOf(email?.identityValue),
    phone: indianMobileOf(mobile?.identityValue),
    name: verified.find((i) => i.name)?.name ?? null,
    method: null,
  };
}
