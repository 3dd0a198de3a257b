import type { Config } from '../../config';
import type { CspSources } from '../../lib/security-headers';

const origin = (url: string) => new URL(url).origin;

/** The Firebase Auth domain of the sign-in popups. */
export const firebaseAuthDomain = (config: Config): string | null =>
  config.FIREBASE_AUTH_DOMAIN ??
  (config.FIREBASE_PROJECT_ID ? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com` : null);

/**
 * The outside hosts the web app's sign-in SDK talks to: none for the built-in OTP; Google's
 * identity, token and reCAPTCHA hosts for Firebase; the script's host and OTPless's API for OTPless.
 */
export function loginCspSources(config: Config): CspSources {
  if (config.LOGIN_PROVIDER === 'firebase') {
    const emulator = config.FIREBASE_AUTH_EMULATOR_URL
      ? [origin(config.FIREBASE_AUTH_EMULATOR_URL)]
      : [];
    const domain = firebaseAuthDomain(config);
    return {
      // paths, not whole hosts: google.com serves JSONP that would let any script in
      script: [
        'https://apis.google.com/js/',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ],
      connect: [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
        ...emulator,
      ],
      frame: [
        ...(domain ? [`https://${domain}`] : []),
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
        ...emulator,
      ],
      img: ['https://www.gstatic.com/recaptcha/'],
      popups: true,
    };
  }
  if (config.LOGIN_PROVIDER === 'otpless') {
    const sdk = origin(config.OTPLESS_SDK_URL);
    const api = ['https://*.otpless.app', 'https://*.otpless.com', 'https://otpless.com'];
    return {
      script: [sdk],
      connect: [sdk, ...api],
      frame: [sdk, ...api],
      img: [sdk, ...api],
      popups: true,
    };
  }
  return {};
}
