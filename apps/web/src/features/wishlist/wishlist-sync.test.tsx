import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { summary } from '../catalogue/catalogue-test-kit';
import { signedInUserState } from '../users/user-test-kit';
import { keepLocally, readLocalWishlist } from './local-wishlist';
import { markWishlisted, setWishlistIds, settleTap, wishlistIds } from './wishlist-ids';
import { WishlistSync } from './wishlist-sync';

afterEach(() => setWishlistIds([]));

describe("the hearts' list at start and at sign-in", () => {
  it("signed out: this browser's list", async () => {
    keepLocally(3);
    keepLocally(7);
    const requests = mockApi({});
    renderWithStore(<WishlistSync />);
    await waitFor(() => expect([...wishlistIds()]).toEqual([7, 3]));
    expect(requests).toEqual([]);
  });

  it('signed out: keeps a heart tapped before the list was read, its save still loading', async () => {
    keepLocally(3);
    // the tap's save (wishlist-toggle.ts, loaded at the first tap) has not written it yet
    markWishlisted(5, true);
    renderWithStore(<WishlistSync />);
    await waitFor(() => expect([...wishlistIds()].sort()).toEqual([3, 5]));
  });

  it("signed in: keeps a heart tapped while the account's list loads, though its save ended first", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      '/wishlist': async () => {
        await answered;
        return { Products: [summary(4), summary(6)] };
      },
    });
    renderWithStore(<WishlistSync />, { preloadedState: { user: signedInUserState() } });
    // tapped and saved while the list (read before the tap) is on its way
    settleTap(8, markWishlisted(8, true));
    settleTap(4, markWishlisted(4, false));
    answer();
    // 6 from the account's answer, 8 and not 4 from the taps
    await waitFor(() => expect([...wishlistIds()].sort()).toEqual([6, 8]));
  });

  it("signed in: merges this browser's list into the account once, then forgets it here", async () => {
    keepLocally(3);
    keepLocally(7);
    const requests = mockApi({
      '/wishlist/merge': { Products: [summary(7), summary(3), summary(9)] },
    });
    renderWithStore(<WishlistSync />, { preloadedState: { user: signedInUserState() } });
    await waitFor(() => expect([...wishlistIds()]).toEqual([7, 3, 9]));
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/wishlist/merge', { ProductIds: [7, 3] }],
    ]);
    expect(readLocalWishlist()).toEqual([]);
  });

  it('signed in with nothing kept here: reads the account list', async () => {
    const requests = mockApi({ '/wishlist': { Products: [summary(4)] } });
    renderWithStore(<WishlistSync />, { preloadedState: { user: signedInUserState() } });
    await waitFor(() => expect([...wishlistIds()]).toEqual([4]));
    expect(requests.map((r) => r.url)).toEqual(['/api/wishlist']);
  });

  it('keeps the browser list when the merge fails (it is sent again next time)', async () => {
    keepLocally(5);
    const requests = mockApi({}); // 404 for the merge
    renderWithStore(<WishlistSync />, { preloadedState: { user: signedInUserState() } });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(readLocalWishlist()).toEqual([5]);
  });
});
