import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../users/user-test-kit';
import ProfilePage from './pages/profile-page';

const SESSIONS = {
  Sessions: [
    {
      SessionId: 1,
      UserAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
      CreatedAt: '2026-11-20T10:00:00.000Z',
      LastSeenAt: '2026-11-23T10:00:00.000Z',
      ExpiresAt: '2026-12-20T10:00:00.000Z',
      IsCurrent: true,
    },
    {
      SessionId: 2,
      UserAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0',
      CreatedAt: '2026-11-10T10:00:00.000Z',
      LastSeenAt: '2026-11-11T10:00:00.000Z',
      ExpiresAt: '2026-12-10T10:00:00.000Z',
      IsCurrent: false,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('profile page', () => {
  it('asks a guest to sign in', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    renderWithStore(<ProfilePage />, { route: '/user/profile' });
    expect(await screen.findByText('Sign in to see your profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('links to the orders, the wallet and the refunds', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/sessions': SESSIONS });
    renderWithStore(<ProfilePage />, { preloadedState: { user: signedInUserState() } });
    const hrefs = ['My orders', 'Wallet', 'Refunds'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/order/history', '/user/wallet', '/refund']);
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
  });

  it('lists sessions and signs another one out', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/sessions': SESSIONS,
      '/sessions/2': { Success: true, RevokedSessions: 1 },
    });
    renderWithStore(<ProfilePage />, { preloadedState: { user: signedInUserState() } });
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(requests.find((r) => r.url === '/api/sessions/2')?.method).toBe('DELETE');
  });

  it('renames the user', async () => {
    let username = 'Asha Rao';
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/sessions': SESSIONS,
      '/profile': () =>
        jsonAnswer(200, { ...(SIGNED_IN_ANSWERS['/profile'] as object), Username: username }),
    });
    const { store } = renderWithStore(<ProfilePage />, {
      preloadedState: { user: signedInUserState() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    username = 'Asha R';
    const input = screen.getByLabelText('Name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Asha R');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.getState().user.username).toBe('Asha R'));
  });

  it('deletes the account only after DELETE is typed', async () => {
    let deleted = false;
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/sessions': SESSIONS,
      '/profile': () =>
        jsonAnswer(200, deleted ? { Deleted: true } : SIGNED_IN_ANSWERS['/profile']),
    });
    const { store } = renderWithStore(<ProfilePage />, {
      preloadedState: { user: signedInUserState() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    deleted = true;
    await userEvent.click(confirm);
    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(false));
    const call = requests.find((r) => r.url === '/api/profile' && r.method === 'DELETE');
    expect(call?.body).toEqual({ Confirm: 'DELETE' });
  });
});

describe('profile page in Hindi', () => {
  it('draws the account, its sessions and the delete dialog in Hindi (browser names as written)', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/sessions': SESSIONS });
    renderWithStore(<ProfilePage />, {
      preloadedState: { user: signedInUserState() },
      language: 'hi',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरा अकाउंट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' }).getAttribute('href')).toBe(
      '/order/history',
    );
    expect(screen.getByRole('heading', { name: 'संपर्क जानकारी' })).toBeTruthy();
    expect(await screen.findByText('Android पर Chrome')).toBeTruthy();
    expect(screen.getByText('यह डिवाइस')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Windows पर Firefox से साइन आउट करें' })).toBeTruthy();
    // the dates in the page's language, India's time
    expect(screen.getAllByText(/^साइन इन: 20 नव॰ 2026, .* · आख़िरी बार: 23 नव॰ 2026/)).toHaveLength(
      1,
    );
    await userEvent.click(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    const dialog = screen.getByRole('alertdialog', { name: 'अपना अकाउंट डिलीट करें?' });
    expect(within(dialog).getByLabelText('पक्का करने के लिए DELETE टाइप करें')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Sign out|My orders|Your data/);
  });

  it('says what is wrong with a new email in Hindi', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/sessions': SESSIONS });
    renderWithStore(<ProfilePage />, {
      preloadedState: { user: signedInUserState() },
      language: 'hi',
    });
    await userEvent.click(screen.getByRole('button', { name: /ईमेल (बदलें|जोड़ें)/ }));
    await userEvent.type(screen.getByLabelText('नया ईमेल पता'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(screen.getByRole('alert').textContent).toBe('सही ईमेल पता डालें');
  });
});
