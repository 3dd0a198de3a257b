import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../../app/app';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { SIGNED_IN_ANSWERS, loginAnswer } from '../../users/user-test-kit';
import { resetLoadedScripts } from '../../../lib/load-script';
import { resetLoginConfig } from '../api';
import { otplessMethod } from './otpless-sign-in';
import { LOGIN_SERVICE_KEY } from '../session-store';

const configWith = (over: Record<string, unknown>, config: Record<string, unknown> = {}) => ({
  ...SIGNED_IN_ANSWERS,
  '/get-firebaseAndOtplessLoginConfig': {
    Config: { vapId: null, OtpLength: 6, OtpResendSeconds: 30, DevOutbox: false, ...config },
    LoginServiceProvider: 'kirana',
    OtpLessAppId: null,
    FirebaseAllowedLoginMethods: [],
    ...over,
  },
});

beforeEach(() => resetLoginConfig());
afterEach(() => {
  vi.unstubAllGlobals();
  resetLoadedScripts();
  document.getElementById('otpless-sdk')?.remove();
});

describe('the sign-in methods the server chose', () => {
  it('Firebase: only the allowed methods, Google before the phone and email box', async () => {
    mockApi(
      configWith({
        LoginServiceProvider: 'firebase',
        FirebaseAllowedLoginMethods: ['Google', 'Email'],
      }),
    );
    renderWithStore(<AppContent />, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    // Email alone: no Phone/Email choice, the email box and the link button
    expect(screen.queryByRole('group', { name: 'Sign in with' })).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeTruthy();
  });

  it('OTPless: loads its script with the app id and leaves room for its box', async () => {
    mockApi(
      configWith(
        { LoginServiceProvider: 'otpless', OtpLessAppId: 'APP123' },
        { OtplessSdkUrl: 'https://otpless.example/v2/auth.js' },
      ),
    );
    const { container } = renderWithStore(<AppContent />, { route: '/login' });
    await waitFor(() => expect(document.getElementById('otpless-sdk')).toBeTruthy());
    const script = document.getElementById('otpless-sdk') as HTMLScriptElement;
    expect(script.src).toBe('https://otpless.example/v2/auth.js');
    expect(script.dataset.appid).toBe('APP123');
    expect(typeof window.otpless).toBe('function');
    expect(container.ownerDocument.getElementById('otpless-login-page')).toBeTruthy();
  });

  it("OTPless: the script's callback signs in once, with its token", async () => {
    const requests = mockApi({
      ...configWith({ LoginServiceProvider: 'otpless', OtpLessAppId: 'APP123' }),
      '/auth-users': loginAnswer({ IsFirstLogin: true }),
    });
    const { store } = renderWithStore(<AppContent />, { route: '/login' });
    await waitFor(() => expect(document.getElementById('otpless-sdk')).toBeTruthy());
    document.getElementById('otpless-sdk')!.dispatchEvent(new Event('load'));
    const user = {
      token: 'otpless-token-1',
      identities: [
        {
          identityType: 'MOBILE',
          channel: 'WHATSAPP',
          name: 'Ravi',
          identityValue: '919876543210',
        },
      ],
    };
    window.otpless!(user);
    window.otpless!(user); // the script calling back twice must not sign in twice
    expect(await screen.findByText(/You have logged in successfully\./)).toBeTruthy();
    const posts = requests.filter((r) => r.url === '/api/auth-users');
    expect(posts.map((r) => r.body)).toEqual([
      {
        loginService: 'otpless',
        loginUsing: 'Phone',
        token: 'otpless-token-1',
        // every field of the spec's payload, null when OTPless does not tell it
        username: 'Ravi',
        email: null,
        phoneNumber: '919876543210',
      },
    ]);
    expect(store.getState().user.isAuthenticated).toBe(true);
    // the service actually used, so sign-out addresses it
    expect(localStorage.getItem(LOGIN_SERVICE_KEY)).toBe('otpless');
  });

  it('built-in OTP with no channel that can send: says sign-in is unavailable', async () => {
    mockApi(configWith({}, { EmailLoginEnabled: false, PhoneLoginEnabled: false }));
    renderWithStore(<AppContent />, { route: '/login' });
    expect(await screen.findByText('Sign-in is not available right now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('in Hindi: the phone and email box, its labels and its check read Hindi', async () => {
    mockApi(configWith({}, { EmailLoginEnabled: true, PhoneLoginEnabled: true }));
    renderWithStore(<AppContent />, { route: '/login', language: 'hi' });
    const send = await screen.findByRole('button', { name: 'कोड भेजें' });
    expect(screen.getByRole('group', { name: 'इससे साइन इन करें' })).toBeTruthy();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeTruthy();
    send.click();
    expect(
      await screen.findByText('6, 7, 8 या 9 से शुरू होने वाला सही 10 अंकों का मोबाइल नंबर डालें'),
    ).toBeTruthy();
  });

  it('a failed configuration call offers a retry', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/get-firebaseAndOtplessLoginConfig': undefined });
    renderWithStore(<AppContent />, { route: '/login' });
    expect(await screen.findByText('Sign-in could not load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Please try again' })).toBeTruthy();
  });
});

describe('otplessMethod', () => {
  it('names the method from the identity OTPless reports', () => {
    expect(otplessMethod({ identities: [{ identityType: 'MOBILE', channel: 'WHATSAPP' }] })).toBe(
      'Phone',
    );
    expect(otplessMethod({ identities: [{ identityType: 'EMAIL', channel: 'OAUTH' }] })).toBe(
      'Email',
    );
    expect(otplessMethod({ identities: [{ identityType: 'EMAIL', channel: 'GOOGLE_AUTH' }] })).toBe(
      'Google',
    );
    expect(otplessMethod({ identities: [{ channel: 'FACEBOOK_AUTH' }] })).toBe('Facebook');
    expect(otplessMethod({})).toBe('Phone');
  });
});
