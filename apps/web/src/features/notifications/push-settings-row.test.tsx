import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { resetLoginConfig } from '../auth/api';
import { signedInUserState } from '../users/user-test-kit';
import { PushPrompt } from './components/push-prompt';
import { PushSettingsRow } from './components/push-settings-row';
import { syncPush } from './notifications-slice';
import { deletePushValue, TOKEN_KEY, welcomedKey } from './push-db';
import { PUSH_ERRORS } from './push-errors';
import {
  ENDPOINT,
  fakePushBrowser,
  fakeSubscription,
  removePushBrowser,
  VAPID,
} from './push-test-kit';
import { SUBSCRIBE_WAIT_MS } from './push-subscription';
import '../wallet'; // the wallet group (which holds the saved-token flag) joins the store with its code

afterEach(async () => {
  vi.unstubAllGlobals();
  removePushBrowser();
  resetLoginConfig();
  await deletePushValue(TOKEN_KEY);
  await deletePushValue(welcomedKey(7));
});

const signedIn = { user: signedInUserState() };
const config = { Config: { vapId: VAPID, OtpLength: 6, OtpResendSeconds: 30, DevOutbox: false } };

describe('the order updates setting', () => {
  it('asks a guest to sign in', () => {
    fakePushBrowser({ permission: 'default' });
    renderWithStore(<PushSettingsRow />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fsettings',
    );
    expect(screen.getByRole('switch', { name: 'Order updates' })).toHaveProperty('disabled', true);
  });

  it('turns on from a click: the permission prompt, then the saved token', async () => {
    const browser = fakePushBrowser({ permission: 'default' });
    browser.notification.requestPermission.mockImplementation(async () => {
      browser.notification.permission = 'granted';
      return 'granted';
    });
    const requests = mockApi({
      '/get-firebaseAndOtplessLoginConfig': config,
      '/save-notification-token': { isTokenSaved: true, SavedAt: '2026-11-24T00:00:00.000Z' },
    });
    const { store } = renderWithStore(<PushSettingsRow />, { preloadedState: signedIn });
    const toggle = screen.getByRole('switch', { name: 'Order updates' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(store.getState().wallet.isTokenSaved).toBe(false);
    await userEvent.click(toggle);
    await screen.findByText('On for this device.');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const paths = requests.map((r) => new URL(r.url, 'http://x').pathname);
    expect(paths).toEqual([
      '/api/get-firebaseAndOtplessLoginConfig',
      '/api/save-notification-token',
    ]);
    // the spec's wallet/user group holds the flag
    expect(store.getState().wallet.isTokenSaved).toBe(true);
    expect(store.getState()).not.toHaveProperty('notifications.isTokenSaved');
  });

  it('a later visit does not save the token again', async () => {
    fakePushBrowser({ permission: 'granted' });
    const answers = {
      '/get-firebaseAndOtplessLoginConfig': config,
      '/save-notification-token': { isTokenSaved: true, SavedAt: '2026-11-24T00:00:00.000Z' },
    };
    const visit = async () => {
      const requests = mockApi(answers);
      const { store } = renderWithStore(<PushSettingsRow />, { preloadedState: signedIn });
      await store.dispatch(syncPush());
      expect(store.getState().notifications.status).toBe('on');
      return requests.map((r) => new URL(r.url, 'http://x').pathname);
    };
    expect(await visit()).toEqual([
      '/api/get-firebaseAndOtplessLoginConfig',
      '/api/save-notification-token',
    ]);
    resetLoginConfig();
    expect(await visit()).toEqual(['/api/get-firebaseAndOtplessLoginConfig']);
  });

  it('turns off: forgets the subscription on the server, then in the browser', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    const requests = mockApi({
      '/get-firebaseAndOtplessLoginConfig': config,
      '/save-notification-token': { isTokenSaved: true, SavedAt: '2026-11-24T00:00:00.000Z' },
      '/delete-notification-token': { Deleted: true },
    });
    const { store } = renderWithStore(<PushSettingsRow />, { preloadedState: signedIn });
    await store.dispatch(syncPush());
    const toggle = await screen.findByRole('switch', { name: 'Order updates', checked: true });
    const sub = browser.current() as { unsubscribe: ReturnType<typeof vi.fn> };
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(requests.at(-1)).toMatchObject({ body: { endpoint: ENDPOINT } });
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(screen.queryByText('On for this device.')).toBeNull();
    expect(store.getState().wallet.isTokenSaved).toBe(false);
  });

  it('says how to unblock when the browser blocks notifications, and why a failure happened', async () => {
    fakePushBrowser({ permission: 'denied' });
    renderWithStore(<PushSettingsRow />, { preloadedState: signedIn });
    expect(screen.getByRole('alert').textContent).toBe(PUSH_ERRORS['messaging/permission-blocked']);
    expect(screen.getByRole('switch', { name: 'Order updates' })).toHaveProperty('disabled', true);

    removePushBrowser();
    const browser = fakePushBrowser({ permission: 'default' });
    browser.notification.requestPermission.mockResolvedValue('default');
    mockApi({ '/get-firebaseAndOtplessLoginConfig': config });
    renderWithStore(<PushSettingsRow />, { preloadedState: signedIn });
    await userEvent.click(screen.getAllByRole('switch', { name: 'Order updates' })[1]!);
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[1]!.textContent).toBe(
        PUSH_ERRORS['messaging/permission-default'],
      ),
    );
  });
});

describe('turning on when the push service cannot be reached', () => {
  it('stops “Turning on…” after a while and says why, and the switch can be tried again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // the browser's subscribe call to its push service never answers
      const browser = fakePushBrowser({
        permission: 'default',
        subscribe: () => new Promise(() => {}),
      });
      browser.notification.requestPermission.mockImplementation(async () => {
        browser.notification.permission = 'granted';
        return 'granted';
      });
      mockApi({ '/get-firebaseAndOtplessLoginConfig': config });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithStore(<PushSettingsRow />, { preloadedState: signedIn });
      const toggle = screen.getByRole('switch', { name: 'Order updates' });
      await user.click(toggle);
      await screen.findByText('Turning on…');
      await vi.advanceTimersByTimeAsync(SUBSCRIBE_WAIT_MS);
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(
          PUSH_ERRORS['messaging/push-service-timeout'],
        ),
      );
      expect(screen.queryByText('Turning on…')).toBeNull();
      expect(toggle).toHaveProperty('disabled', false);
      expect(toggle.getAttribute('aria-checked')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the order page’s offer of updates', () => {
  it('shows while the browser has not been asked, and goes for this visit on “Not now”', async () => {
    fakePushBrowser({ permission: 'default' });
    renderWithStore(<PushPrompt />, { preloadedState: signedIn });
    const prompt = screen.getByTestId('push-prompt');
    expect(prompt.textContent).toContain('Get updates about this order');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    renderWithStore(<PushPrompt />, { preloadedState: signedIn });
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    sessionStorage.clear();
  });

  it('stays with permission granted but no subscription, and turns them on from a tap', async () => {
    // granted earlier, but the start's sync could not subscribe: nothing is on for this browser
    let reachable = false;
    fakePushBrowser({
      permission: 'granted',
      subscribe: async () => {
        if (!reachable) throw new Error('push service unreachable');
        return fakeSubscription();
      },
    });
    mockApi({
      '/get-firebaseAndOtplessLoginConfig': config,
      '/save-notification-token': { isTokenSaved: true, SavedAt: '2026-11-24T00:00:00.000Z' },
      '/send-notification': { dummyNotificationSent: true, Queued: true },
    });
    const { store } = renderWithStore(<PushPrompt />, { preloadedState: signedIn });
    await store.dispatch(syncPush());
    expect(store.getState().notifications.status).toBe('off');
    const prompt = await screen.findByTestId('push-prompt');
    expect(prompt.textContent).toContain(PUSH_ERRORS['messaging/token-subscribe-failed']);

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.queryByTestId('push-prompt')).toBeNull());
    expect(store.getState().notifications.status).toBe('on');
  });

  it('is not shown once the browser has answered, nor to a guest', () => {
    fakePushBrowser({ permission: 'granted' });
    renderWithStore(<PushPrompt />, { preloadedState: signedIn });
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    removePushBrowser();
    fakePushBrowser({ permission: 'default' });
    renderWithStore(<PushPrompt />);
    expect(screen.queryByTestId('push-prompt')).toBeNull();
  });
});

describe('order updates in Hindi', () => {
  it('asks a guest to sign in, and says why the browser blocks them, in Hindi', () => {
    fakePushBrowser({ permission: 'default' });
    const guest = renderWithStore(<PushSettingsRow />, { language: 'hi' });
    expect(screen.getByRole('switch', { name: 'ऑर्डर अपडेट' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).getAttribute('href')).toBe(
      '/login?next=%2Fsettings',
    );
    expect(guest.container.textContent).toContain('ऑर्डर अपडेट पाने के लिए साइन इन करें।');
    guest.unmount();

    removePushBrowser();
    fakePushBrowser({ permission: 'denied' });
    renderWithStore(<PushSettingsRow />, { preloadedState: signedIn, language: 'hi' });
    expect(screen.getByRole('alert').textContent).toMatch(/^इस साइट के नोटिफ़िकेशन ब्लॉक हैं।/);
  });

  it('shows a failure kept in state in the page’s language, not the English it was kept in', async () => {
    fakePushBrowser({ permission: 'default' });
    const browser = fakePushBrowser({ permission: 'default' });
    browser.notification.requestPermission.mockResolvedValue('default');
    mockApi({ '/get-firebaseAndOtplessLoginConfig': config });
    const { store } = renderWithStore(<PushPrompt />, { preloadedState: signedIn, language: 'hi' });
    expect(screen.getByText('इस ऑर्डर के अपडेट पाएँ')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'नोटिफ़िकेशन चालू करें' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^आपने बिना चुने नोटिफ़िकेशन/),
    );
    expect(store.getState().notifications.error?.message).toBe(
      PUSH_ERRORS['messaging/permission-default'],
    );
  });
});
