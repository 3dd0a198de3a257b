import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopHeader } from '../../../app/shell/desktop-header';
import { SideDrawer } from '../../../app/shell/side-drawer';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { SIGNED_IN_ANSWERS, signedInUserState } from '../../users/user-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Frame() {
  return (
    <>
      <DesktopHeader />
      <SideDrawer />
    </>
  );
}

describe('header and drawer account entries', () => {
  it('a guest sees "Sign in"', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    renderWithStore(<Frame />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('reads Hindi: a guest’s "साइन इन करें", a signed-in shopper without a name "मेरा अकाउंट"', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    const guest = renderWithStore(<DesktopHeader />, { language: 'hi' });
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).getAttribute('href')).toBe('/login');
    guest.unmount();
    renderWithStore(<DesktopHeader />, {
      language: 'hi',
      preloadedState: {
        user: { ...signedInUserState(), username: '', email: '', phoneNumber: '' },
      },
    });
    expect(screen.getByRole('link', { name: 'मेरा अकाउंट' }).getAttribute('href')).toBe(
      '/user/profile',
    );
  });

  it('a signed-in user sees their name and can sign out from the drawer (refused offline)', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { store } = renderWithStore(<Frame />, { preloadedState: { user: signedInUserState() } });
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(
      '/user/profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // the refusal waits for the auth messages to load (the drawer's pages may not have them)
    await waitFor(() => expect(store.getState().ui.errorDialog.title).toBe('You are offline'));
    expect(store.getState().user.isAuthenticated).toBe(true);
  });
});
