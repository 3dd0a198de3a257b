import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { signedInUserState } from '../../users/user-test-kit';
import { summary } from '../catalogue-test-kit';
import WishlistPage from './wishlist-page';

const signedIn = { preloadedState: { user: signedInUserState() }, route: '/wishlist' };

describe('My list', () => {
  it('signed in: the account list with price, ADD, and Notify me for a sold-out product', async () => {
    mockApi({
      '/wishlist': {
        Products: [
          summary(1, { Name: 'Aashirvaad Atta', Price: 28500 }),
          summary(2, { Name: 'Amul Ghee', InStock: false }),
          summary(3, { Name: 'Basmati Rice', InStock: false, HasVariants: true }),
        ],
      },
      '/back-in-stock': { Waiting: [] },
    });
    const { store } = renderWithStore(<WishlistPage />, signedIn);
    expect(screen.getByRole('heading', { level: 1, name: 'My list' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'My list' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('₹285.00');
    await userEvent.click(
      within(items[0]!).getByRole('button', { name: 'Add Aashirvaad Atta to cart' }),
    );
    await waitFor(() => expect(store.getState().cart.items.map((i) => i.ProductId)).toEqual([1]));
    expect(await within(items[1]!).findByRole('button', { name: 'Notify me' })).toBeTruthy();
    expect(
      within(items[2]!).getByRole('link', { name: 'Choose an option to be told when it is back' }),
    ).toBeTruthy();
  });

  it('signed out: the list kept in this browser, priced by one call, with a way to sign in', async () => {
    localStorage.setItem('kirana.wishlist', JSON.stringify([8, 5]));
    const requests = mockApi({
      '/products-by-ids': { Products: [summary(8), summary(5)] },
    });
    renderWithStore(<WishlistPage />, { route: '/wishlist' });
    expect(await screen.findByText('Product 8')).toBeTruthy();
    const asked = requests.filter((r) => r.url.startsWith('/api/products-by-ids'));
    expect(asked.map((r) => r.url)).toEqual(['/api/products-by-ids?ids=8%2C5']);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fwishlist',
    );
  });

  it('says when nothing is kept, without asking the server', () => {
    const requests = mockApi({});
    renderWithStore(<WishlistPage />, { route: '/wishlist' });
    expect(screen.getByRole('heading', { name: 'Nothing on My list yet' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows loading, then a failure with a retry that loads the list', async () => {
    let fail = true;
    mockApi({
      '/wishlist': () =>
        fail
          ? HttpResponse.json({ Message: 'Server error', Code: 'INTERNAL' }, { status: 500 })
          : { Products: [] },
    });
    renderWithStore(<WishlistPage />, signedIn);
    expect(screen.getByText('Loading My list')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'We could not load My list' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Please try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Nothing on My list yet' })).toBeTruthy(),
    );
  });
});

describe('My list just after sign-in', () => {
  it("shows the account's list after adding this browser's to it (never the list from before)", async () => {
    localStorage.setItem('kirana.wishlist', JSON.stringify([8]));
    const requests = mockApi({
      '/wishlist/merge': { Products: [summary(8), summary(2)] },
      '/wishlist': { Products: [summary(2)] },
    });
    renderWithStore(<WishlistPage />, signedIn);
    expect(await screen.findByText('Product 8')).toBeTruthy();
    expect(requests.map((r) => [r.method, r.url])).toEqual([['POST', '/api/wishlist/merge']]);
  });
});
