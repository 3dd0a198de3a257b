import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { signedInUserState } from '../users/user-test-kit';
import HeartButton from './heart-button';
import { setWishlistIds } from './wishlist-ids';
import { readLocalWishlist } from './local-wishlist';

afterEach(() => setWishlistIds([]));

const heart = () => screen.getByRole('button', { name: 'Save Aashirvaad Atta to My list' });
const signedIn = { preloadedState: { user: signedInUserState() } };

describe('the heart', () => {
  it('signed out: a toggle kept in this browser, asking the server nothing', async () => {
    const requests = mockApi({});
    renderWithStore(<HeartButton productId={21} name="Aashirvaad Atta" />);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(readLocalWishlist()).toEqual([21]));
    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(readLocalWishlist()).toEqual([]));
    expect(requests).toEqual([]);
  });

  it('signed in: turns at once and saves on the account with PUT, then DELETE', async () => {
    const requests = mockApi({
      '/wishlist/21': (_url, r) => ({ ProductId: 21, Saved: r.method === 'PUT', Count: 1 }),
    });
    renderWithStore(<HeartButton productId={21} name="Aashirvaad Atta" />, signedIn);
    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(requests.map((r) => r.method)).toEqual(['PUT']));
    await userEvent.click(heart());
    await waitFor(() => expect(requests.map((r) => r.method)).toEqual(['PUT', 'DELETE']));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(readLocalWishlist()).toEqual([]);
  });

  it('signed in: goes back when the save fails', async () => {
    const requests = mockApi({
      '/wishlist/21': () =>
        HttpResponse.json({ Message: 'Server error', Code: 'INTERNAL' }, { status: 500 }),
    });
    renderWithStore(<HeartButton productId={21} name="Aashirvaad Atta" />, signedIn);
    await userEvent.click(heart());
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
  });
});
