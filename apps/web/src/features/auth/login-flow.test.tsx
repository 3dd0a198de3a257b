import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { resetAnalytics } from '../../lib/analytics';
import { setAppSecureStorage } from '../../lib/app-secure-storage';
import { useTestSecureStorage } from '../cart/cart-test-kit';
import { SIGNED_IN_ANSWERS, jsonAnswer, loginAnswer } from '../users/user-test-kit';
import { resetLoginConfig } from './api';
import { BROWSER_KEY_STORAGE } from './browser-key';

const REQUEST_ID = '0b7f3c1e-2f4a-4c4b-9a51-7d2c8e0f6a11';
const OTP_ANSWER = { RequestId: REQUEST_ID, ResendAfterSeconds: 30, ExpiresInSeconds: 300 };

const bodyOf = (requests: ReturnType<typeof mockApi>, path: string) =>
  requests.find((r) => r.url === `/api${path}`)?.body;

beforeEach(() => {
  localStorage.removeItem(BROWSER_KEY_STORAGE);
  resetAnalytics();
  resetLoginConfig();
  useTestSecureStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
});

describe('sign-in pages', () => {
  it('phone: request a code, confirm it, signed in with the first-login toast (no dialog to close)', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/otp/request': OTP_ANSWER,
      '/auth-users': loginAnswer({ IsFirstLogin: true }),
    });
    const { store } = renderWithStore(<AppContent />, { route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByText(/Demo mode: find your code in the/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(bodyOf(requests, '/otp/request')).toEqual({
      channel: 'phone',
      identifier: '9876543210',
      BrowserKey: localStorage.getItem(BROWSER_KEY_STORAGE),
    });
    expect(localStorage.getItem(BROWSER_KEY_STORAGE)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    expect(screen.getByText(/Resend in 30 s|Resend in 29 s/)).toBeTruthy();
    const code = screen.getByLabelText('One-time code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    const welcome = await screen.findByText(/You have logged in successfully\./);
    expect(welcome.closest('[role="alert"]')?.textContent).toBe(
      'Logged in! You have logged in successfully.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().user.isAuthenticated).toBe(true);
    expect(bodyOf(requests, '/auth-users')).toEqual({
      username: null,
      email: null,
      phoneNumber: '9876543210',
      loginUsing: 'Phone',
      loginService: 'kirana',
      RequestId: REQUEST_ID,
      Code: '123456',
      Confirmed: true,
    });
  });

  it('rejects a mobile number that does not start with 6-9', async () => {
    const requests = mockApi(SIGNED_IN_ANSWERS);
    renderWithStore(<AppContent />, { route: '/login' });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '5876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/valid 10-digit mobile/);
    expect(requests.some((r) => r.url.includes('/otp/request'))).toBe(false);
  });

  it('a wrong code says so, with the attempts left', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/otp/request': OTP_ANSWER,
      '/auth-users': () =>
        jsonAnswer(400, {
          Message: 'The code is not correct',
          ErrorDescription: 'Check the code and try again',
          Code: 'OTP_INVALID',
        }),
    });
    const { store } = renderWithStore(<AppContent />, { route: '/login' });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('One-time code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. 4 attempts left.',
    );
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(store.getState().ui.errorDialog.open).toBe(false);
  });

  it('email: the code-and-link page, with the code box and the countdown', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/otp/request': OTP_ANSWER });
    renderWithStore(<AppContent />, { route: '/login' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Email' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'Asha@Example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(/We sent a code and a sign-in link to/).textContent).toContain(
      'asha@example.in',
    );
    expect(screen.getByLabelText('One-time code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
  });

  it('OTP request failure: "Unable to sign-in!"', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/otp/request': () => jsonAnswer(503, { Message: 'SMS down', Code: 'CHANNEL_UNAVAILABLE' }),
    });
    renderWithStore(<AppContent />, { route: '/login' });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alertdialog', { name: 'Unable to sign-in!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong, Please try again. If issue persists try using another sign in methods',
      ),
    ).toBeTruthy();
  });

  it('the email link signs in by itself in the browser that asked for the code', async () => {
    localStorage.setItem(BROWSER_KEY_STORAGE, 'this-browser-key-0123456789');
    const requests = mockApi({ ...SIGNED_IN_ANSWERS, '/auth-users': loginAnswer() });
    const { store } = renderWithStore(<AppContent />, {
      route: `/verify-email?requestId=${REQUEST_ID}&code=654321`,
    });
    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(true));
    const body = bodyOf(requests, '/auth-users');
    expect(body).toMatchObject({
      loginUsing: 'Email',
      loginService: 'kirana',
      RequestId: REQUEST_ID,
      Code: '654321',
      BrowserKey: 'this-browser-key-0123456789',
    });
    expect(body).not.toHaveProperty('Confirmed');
  });

  it('the email link opened in another browser asks first, and signs in only on "Sign in"', async () => {
    let posts = 0;
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/auth-users': () =>
        ++posts === 1
          ? jsonAnswer(409, {
              Message: 'Confirm this sign-in',
              ErrorDescription: 'Sign in as a…@example.com on this device?',
              Code: 'LOGIN_CONFIRMATION_NEEDED',
            })
          : jsonAnswer(200, loginAnswer()),
    });
    const { store } = renderWithStore(<AppContent />, {
      route: `/verify-email?requestId=${REQUEST_ID}&code=654321`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Sign in as a…@example.com on this device?' }),
    ).toBeTruthy();
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(store.getState().ui.errorDialog.open).toBe(false);
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/');
    const first = requests.filter((r) => r.url === '/api/auth-users');
    expect(first).toHaveLength(1);
    expect(first[0]!.body).not.toHaveProperty('Confirmed');
    expect(first[0]!.body).not.toHaveProperty('BrowserKey');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(true));
    const both = requests.filter((r) => r.url === '/api/auth-users');
    expect(both[1]!.body).toMatchObject({ RequestId: REQUEST_ID, Code: '654321', Confirmed: true });
  });
});
