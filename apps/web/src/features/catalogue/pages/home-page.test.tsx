import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../../lib/router';
import type { HomePageDataAnswer } from '@kirana/shared';
import { setAppSecureStorage } from '../../../lib/app-secure-storage';
import { makeTestStore, mockApi, useTestSecureStorage } from '../../cart/cart-test-kit';
import { summary } from '../catalogue-test-kit';
import HomePage from './home-page';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
}));

/** A home page with one store rail and two owner shelves: chosen products, then a category. */
function homeWithShelves(): HomePageDataAnswer {
  return {
    Banners: [],
    TopCategories: [],
    Deals: [summary(1)],
    BestSellers: [],
    NewArrivals: [],
    Shelves: [
      {
        ShelfId: 'festive-picks-a1b2',
        Title: 'Festive picks',
        LinkUrl: null,
        Products: [summary(41, { Name: 'Haldiram Soan Papdi' }), summary(42)],
      },
      {
        ShelfId: 'fresh-fruits-c3d4',
        Title: 'Fresh fruits',
        LinkUrl: '/category/fruits-vegetables-fruits',
        Products: [summary(51), summary(52, { HasVariants: true }), summary(53)],
      },
    ],
  };
}

function renderHome(answer: unknown) {
  mockApi({
    '/home-page-data': () => answer,
    '/validate-cart-products-price': () => ({ PriceUpdated: false, UpdatedProducts: [] }),
  });
  const store = makeTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const shelf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

beforeEach(() => {
  useTestSecureStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
});

describe('home page shelves', () => {
  it("shows the owner's shelves under the store's rails, in order, each a row of product cards", async () => {
    renderHome(homeWithShelves());
    await screen.findByRole('heading', { level: 2, name: 'Festive picks' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Deals of the day',
      'Festive picks',
      'Fresh fruits',
    ]);
    const festive = shelf('Festive picks');
    expect(within(festive).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(festive).getByText('Haldiram Soan Papdi').closest('a')?.getAttribute('href'),
    ).toBe('/product-41');
    expect(within(shelf('Fresh fruits')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links a category shelf to its category with "See all"; a shelf of chosen products has none', async () => {
    renderHome(homeWithShelves());
    await screen.findByRole('heading', { level: 2, name: 'Fresh fruits' });
    const seeAll = within(shelf('Fresh fruits')).getByRole('link', {
      name: 'See all: Fresh fruits',
    });
    expect(seeAll.getAttribute('href')).toBe('/category/fruits-vegetables-fruits');
    expect(within(shelf('Festive picks')).queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it("a shelf card's ADD puts one in the cart and turns into its stepper; options open a sheet", async () => {
    const store = renderHome(homeWithShelves());
    await screen.findByRole('heading', { level: 2, name: 'Festive picks' });
    const festive = shelf('Festive picks');
    await userEvent.click(
      within(festive).getByRole('button', { name: 'Add Haldiram Soan Papdi to cart' }),
    );
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0]).toMatchObject({
      ProductId: 41,
      Qty: 1,
      ProductPrice: 10000,
    });
    expect(within(festive).getByRole('group', { name: /Haldiram Soan Papdi/ })).toBeTruthy();

    const fruits = shelf('Fresh fruits');
    const options = within(fruits).getByRole('button', { name: 'Add options for Product 52' });
    expect(options.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('shows no shelf for an answer without any (or one cached before shelves existed)', async () => {
    const { Shelves: _none, ...older } = homeWithShelves();
    renderHome(older);
    await screen.findByRole('heading', { level: 2, name: 'Deals of the day' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });
});
