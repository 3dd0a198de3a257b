import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTrackedEvents, resetAnalytics } from '../lib/analytics';
import { useLocation } from '../lib/router';
import { addressChosenForUpdate, addressSlice } from '../features/address/address-slice';
import { AppContent } from './app';
import { BOOT_ANSWERS, mockApi, renderWithStore } from './test-utils';

beforeEach(() => {
  resetAnalytics();
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const pageViews = () =>
  getTrackedEvents()
    .filter((e) => e.event === 'page_view')
    .map((e) => e.params.page_path);

describe('router', () => {
  it('reports a page_view for the first page and for each navigation', async () => {
    renderWithStore(<AppContent />, { route: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: 'Contact us' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    await waitFor(() => expect(pageViews()).toEqual(['/settings', '/contact-us']));
  });

  it('shows a friendly not-found page for unknown paths', async () => {
    renderWithStore(<AppContent />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse categories' }).getAttribute('href')).toBe(
      '/categories',
    );
  });

  it.each([
    ['/user/wallet', 'My wallet'],
    ['/refund', 'My refunds'],
    ['/refund/details/3', 'Refund details'],
    ['/order/return/5', 'Return items'],
  ])('%s asks a guest to sign in, in its own page frame', async (route, title) => {
    renderWithStore(<AppContent />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const links = screen
      .getAllByRole('link', { name: 'Sign in' })
      .map((a) => a.getAttribute('href'));
    expect(links).toContain(`/login?next=${encodeURIComponent(route)}`);
  });

  it('/wishlist is My list, for a guest too (kept in this browser until sign-in)', async () => {
    renderWithStore(<AppContent />, { route: '/wishlist' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My list' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nothing on My list yet' })).toBeTruthy();
  });

  it('says not found in Hindi for a Hindi reader', async () => {
    renderWithStore(<AppContent />, { route: '/no/such/page', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' }).getAttribute('href')).toBe('/');
  });

  it('sends /address/update/… with no address selected (a reload) to its list, never a 404', async () => {
    renderWithStore(
      <>
        <AppContent />
        <Where />
      </>,
      { route: '/address/update/false' },
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/address'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).toBeNull();
  });

  it('shows the edit-address page while an address is selected', async () => {
    const address = addressSlice.reducer(undefined, addressChosenForUpdate(1));
    renderWithStore(<AppContent />, { route: '/address/update/1', preloadedState: { address } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit address' })).toBeTruthy();
  });

  it('shows the about page only when the about-us status is on', async () => {
    mockApi({ ...BOOT_ANSWERS, '/get-about-us-status': { Status: false } });
    renderWithStore(<AppContent />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  // the HTML itself is cleaned by the server's allow-list when the owner saves it
  // (api/modules/content/sanitise-html.test.ts); the page shows it under one title
  it('renders the about content under its one page title when the status is on', async () => {
    mockApi({
      ...BOOT_ANSWERS,
      '/get-about-us-content': {
        Title: 'About us',
        Content: '<h2>About us</h2><p>Friendly store</p>',
      },
    });
    renderWithStore(<AppContent />, { route: '/about-us' });
    expect(await screen.findByText('Friendly store')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('an information page that fails to load offers "Please try again"', async () => {
    let calls = 0;
    mockApi({
      ...BOOT_ANSWERS,
      '/get-terms-content': () =>
        ++calls === 1
          ? Response.json({ Message: 'Service unavailable', Code: 'DOWN' }, { status: 503 })
          : Response.json({ Title: 'Terms and conditions', Content: '<p>Be kind</p>' }),
    });
    renderWithStore(<AppContent />, { route: '/terms-and-conditions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Please try again' }));
    expect(await screen.findByText('Be kind')).toBeTruthy();
  });

  it('the shell shows the store name and the desktop footer links', async () => {
    renderWithStore(<AppContent />, { route: '/settings' });
    expect(await screen.findAllByRole('link', { name: 'Kirana home' })).toHaveLength(2);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Prices inclusive of all taxes');
    expect(await screen.findByRole('link', { name: 'About us' })).toBeTruthy();
    expect(screen.getByText('GSTIN 29AABCK1234M1ZG')).toBeTruthy();
  });
});

describe('document title', () => {
  it('page_view carries the page title, and a new path starts from the store name', async () => {
    resetAnalytics();
    renderWithStore(<AppContent />, { route: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Settings | Kirana'));
    await waitFor(() =>
      expect(getTrackedEvents().find((e) => e.event === 'page_view')?.params.page_title).toBe(
        'Settings | Kirana',
      ),
    );
  });
});
