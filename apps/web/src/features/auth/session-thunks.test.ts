import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { BOOT_ANSWERS, mockApi } from '../../app/test-utils';
import { getTrackedEvents, resetAnalytics } from '../../lib/analytics';
import { apiGet } from '../../lib/api-client';
import { setAppSecureStorage } from '../../lib/app-secure-storage';
import { useTestSecureStorage } from '../cart/cart-test-kit';
import { LOGIN_FLAG_KEY, USER_STORAGE_KEY, readStoredUser, saveStoredUser } from './session-store';
import { beforeSignOut } from '../../lib/before-sign-out';
import { restoreSession } from './session-thunks';
import { logout, pageReload } from './sign-out-thunks';
import { signIn } from './sign-in-thunks';
import { SAMPLE_USER, SIGNED_IN_ANSWERS, jsonAnswer, loginAnswer } from '../users/user-test-kit';
import type { AuthUsersBody } from './auth-types';

const BODY: AuthUsersBody = {
  phoneNumber: '9876543210',
  loginUsing: 'Phone',
  loginService: 'kirana',
  RequestId: '0b7f3c1e-2f4a-4c4b-9a51-7d2c8e0f6a11',
  Code: '123456',
};

const authHeader = (requests: ReturnType<typeof mockApi>, path: string) =>
  requests.find((r) => r.url.startsWith(`/api${path}`))?.headers.authorization;

beforeEach(() => {
  resetAnalytics();
  useTestSecureStorage();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAppSecureStorage(null);
});

describe('signIn', () => {
  it('stores the user encrypted, sets the token and authenticates; first login records the login (its toast, not a dialog: login-flow.test)', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/auth-users': loginAnswer({ IsFirstLogin: true }),
    });
    const store = makeStore();
    expect(await store.dispatch(signIn(BODY))).toBeNull();
    const state = store.getState();
    expect(state.user).toMatchObject({ isAuthenticated: true, token: 'tok-123', userId: '7' });
    expect(state.ui.successDialog.open).toBe(false);
    expect(getTrackedEvents().map((e) => [e.event, e.params.method])).toContainEqual([
      'login',
      'otp',
    ]);
    expect(localStorage.getItem(LOGIN_FLAG_KEY)).toBe('true');
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toContain('tok-123');
    expect(await readStoredUser()).toEqual({ status: 'ok', value: SAMPLE_USER });
    await apiGet('/profile');
    expect(authHeader(requests, '/profile')).toBe('Bearer tok-123');
  });

  it('a later login shows no dialog and records no login event', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/auth-users': loginAnswer() });
    const store = makeStore();
    await store.dispatch(signIn(BODY));
    expect(store.getState().user.isAuthenticated).toBe(true);
    expect(store.getState().ui.successDialog.open).toBe(false);
    expect(getTrackedEvents().some((e) => e.event === 'login')).toBe(false);
  });

  it('400: signs out and shows the answer ErrorMessage and ErrorDescription', async () => {
    mockApi({
      ...BOOT_ANSWERS,
      '/auth-users': () =>
        jsonAnswer(400, {
          Message: 'Account blocked',
          ErrorMessage: 'Account blocked',
          ErrorDescription: 'Contact support to unblock it',
          Code: 'ACCOUNT_BLOCKED',
        }),
    });
    const store = makeStore();
    await saveStoredUser(SAMPLE_USER);
    const failure = await store.dispatch(signIn(BODY));
    expect(failure?.status).toBe(400);
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(store.getState().ui.errorDialog).toEqual({
      open: true,
      title: 'Account blocked',
      body: 'Contact support to unblock it',
    });
    expect(localStorage.getItem(LOGIN_FLAG_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('500: ErrorMessage with "Please try to login again" (HTML body)', async () => {
    mockApi({
      ...BOOT_ANSWERS,
      '/auth-users': () =>
        jsonAnswer(500, {
          Message: 'Internal server error',
          ErrorMessage: 'Server down',
          Code: 'INTERNAL',
        }),
    });
    const store = makeStore();
    await store.dispatch(signIn(BODY));
    expect(store.getState().ui.errorDialog).toMatchObject({
      title: 'Server down',
      body: 'Something went wrong,</br>Please try to login again',
    });
  });

  it('other failures: the message with "Something went wrong"', async () => {
    mockApi({ '/auth-users': () => Response.error() }); // the store unreachable
    const store = makeStore();
    await store.dispatch(signIn(BODY));
    // the store unreachable is said as that (lib/api-client.ts), not as "Failed to fetch"
    expect(store.getState().ui.errorDialog).toMatchObject({
      title: 'Could not reach the store',
      body: 'Something went wrong',
    });
    expect(store.getState().user.error?.message).toBe('Could not reach the store');
  });

  it('a wrong code is left to the page: no dialog', async () => {
    mockApi({
      ...BOOT_ANSWERS,
      '/auth-users': () =>
        jsonAnswer(400, { Message: 'The code is not correct', Code: 'OTP_INVALID' }),
    });
    const store = makeStore();
    const failure = await store.dispatch(signIn(BODY));
    expect(failure?.code).toBe('OTP_INVALID');
    expect(store.getState().ui.errorDialog.open).toBe(false);
  });
});

describe('restoreSession', () => {
  it('restores a saved session, checked with GET /profile', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/profile': { ...(SIGNED_IN_ANSWERS['/profile'] as object), Username: 'Asha R' },
    });
    await saveStoredUser(SAMPLE_USER);
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, username: 'Asha R' });
    expect(authHeader(requests, '/profile')).toBe('Bearer tok-123');
  });

  it('a 401 from /profile signs out and forgets the stored user', async () => {
    mockApi({
      ...BOOT_ANSWERS,
      '/profile': () => jsonAnswer(401, { Message: 'Sign in', Code: 'UNAUTHORIZED' }),
    });
    await saveStoredUser(SAMPLE_USER);
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, sessionStatus: 'ready' });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('a tampered stored user signs out without calling the API', async () => {
    const requests = mockApi(SIGNED_IN_ANSWERS);
    await saveStoredUser(SAMPLE_USER);
    const blob = localStorage.getItem(USER_STORAGE_KEY)!;
    const last = blob.at(-2) === 'A' ? 'B' : 'A';
    localStorage.setItem(USER_STORAGE_KEY, `${blob.slice(0, -2)}${last}${blob.at(-1)}`);
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LOGIN_FLAG_KEY)).toBeNull();
    expect(requests.some((r) => r.url.includes('/profile'))).toBe(false);
  });

  it('polls every 500 ms while the flag is set but the user is not stored yet, up to 7 s', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    vi.useFakeTimers();
    localStorage.setItem(LOGIN_FLAG_KEY, 'true');
    const store = makeStore();
    const done = store.dispatch(restoreSession());
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().user.sessionStatus).toBe('restoring');
    await saveStoredUser(SAMPLE_USER);
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(store.getState().user.isAuthenticated).toBe(true);
  });

  it('gives up after 7 s and signs out', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    vi.useFakeTimers();
    localStorage.setItem(LOGIN_FLAG_KEY, 'true');
    const store = makeStore();
    const done = store.dispatch(restoreSession());
    await vi.advanceTimersByTimeAsync(6000);
    expect(store.getState().user.sessionStatus).toBe('restoring');
    await vi.advanceTimersByTimeAsync(1500);
    await done;
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, sessionStatus: 'ready' });
    expect(localStorage.getItem(LOGIN_FLAG_KEY)).toBeNull();
  });
});

describe('logout', () => {
  it('is refused while offline', async () => {
    const requests = mockApi(SIGNED_IN_ANSWERS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = makeStore();
    await store.dispatch(signIn(BODY)).catch(() => null);
    requests.length = 0; // only what follows counts
    expect(await store.dispatch(logout())).toBe(false);
    expect(store.getState().ui.errorDialog).toMatchObject({
      title: 'You are offline',
      body: 'Please check your internet connection and try again',
    });
    expect(requests).toHaveLength(0);
  });

  it('posts /logout, clears the flag and the user, and reloads after 2 s', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/auth-users': loginAnswer(),
      '/logout': { Success: true, RevokedSessions: 1 },
    });
    const store = makeStore();
    await store.dispatch(signIn(BODY));
    vi.useFakeTimers();
    expect(await store.dispatch(logout())).toBe(true);
    expect(authHeader(requests, '/logout')).toBe('Bearer tok-123');
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(localStorage.getItem(LOGIN_FLAG_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(pageReload.reload).toBeTypeOf('function');
  });

  it('runs the registered steps (the push subscription’s removal) before the session is revoked', async () => {
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/auth-users': loginAnswer(),
      '/logout': { Success: true, RevokedSessions: 1 },
    });
    const store = makeStore();
    await store.dispatch(signIn(BODY));
    const seen: string[] = [];
    const remove = beforeSignOut(async () => {
      seen.push(`step while signed in: ${store.getState().user.isAuthenticated}`);
      throw new Error('a failing step never stops the sign-out');
    });
    requests.length = 0; // only what follows counts
    expect(await store.dispatch(logout())).toBe(true);
    remove();
    expect(seen).toEqual(['step while signed in: true']);
    expect(requests).toHaveLength(1); // the /logout after the step
  });
});
