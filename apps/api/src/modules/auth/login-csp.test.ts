import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  contentSecurityPolicy,
  EARLY_TAPS_HASH,
  securityHeaders,
} from '../../lib/security-headers';
import { loginCspSources } from './login-csp';

const cspFor = (env: Record<string, string>) =>
  contentSecurityPolicy([loginCspSources(loadConfig(env))]);

describe('the sign-in service in the Content-Security-Policy', () => {
  it('built-in OTP: our own origin only, no frames, no popups kept', () => {
    const csp = cspFor({});
    expect(csp).toContain(`script-src 'self' ${EARLY_TAPS_HASH};`);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('frame-src');
    expect(securityHeaders([loginCspSources(loadConfig({}))])['cross-origin-opener-policy']).toBe(
      'same-origin',
    );
  });

  it('Firebase: Google identity hosts, the auth domain framed, the emulator when set', () => {
    const env = {
      LOGIN_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'kirana-shop',
      FIREBASE_API_KEY: 'web-key',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    };
    const csp = cspFor(env);
    expect(securityHeaders([loginCspSources(loadConfig(env))])['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
    // reCAPTCHA's paths only: the rest of google.com serves JSONP any script could use
    expect(csp).not.toMatch(/script-src[^;]*https:\/\/www\.google\.com[ ;]/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/identitytoolkit\.googleapis\.com/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/kirana-shop\.firebaseapp\.com/);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/apis\.google\.com\/js\/ https:\/\/www\.google\.com\/recaptcha\//,
    );
  });

  it("OTPless: the script's own host, and OTPless's API", () => {
    const csp = cspFor({
      LOGIN_PROVIDER: 'otpless',
      OTPLESS_APP_ID: 'APP',
      OTPLESS_CLIENT_ID: 'id',
      OTPLESS_CLIENT_SECRET: 'secret',
      OTPLESS_SDK_URL: 'https://cdn.otpless.example/v2/auth.js',
    });
    expect(csp).toContain(`script-src 'self' https://cdn.otpless.example ${EARLY_TAPS_HASH};`);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.otpless\.app/);
    expect(csp).not.toContain('googleapis');
  });

  it('refuses a sign-in service without its settings, and an emulator on a public host', () => {
    expect(() => loadConfig({ LOGIN_PROVIDER: 'firebase' })).toThrow(
      /FIREBASE_PROJECT_ID: required[\s\S]*FIREBASE_API_KEY: required/,
    );
    expect(() => loadConfig({ LOGIN_PROVIDER: 'otpless', OTPLESS_APP_ID: 'A' })).toThrow(
      /OTPLESS_CLIENT_ID: required/,
    );
    expect(() =>
      loadConfig({
        LOGIN_PROVIDER: 'firebase',
        FIREBASE_PROJECT_ID: 'p',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_EMULATOR_URL: 'https://emulator.example.com',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_URL: must be a loopback address/);
  });
});
