import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../../lib/router';
import { setAppSecureStorage } from '../../../lib/app-secure-storage';
import { makeTestStore, mockApi, useTestSecureStorage } from '../../cart/cart-test-kit';
import { signedInUserState } from '../../users/user-test-kit';
import { summary, variantProduct } from '../catalogue-test-kit';
import CardAddControl from './card-add-control';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
}));

beforeEach(() => {
  useTestSecureStorage();
  mockApi({
    '/product-details': () => variantProduct(),
    '/validate-cart-products-price': () => ({ PriceUpdated: false, UpdatedProducts: [] }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
});

describe('a card’s ADD options', () => {
  it('opens the sizes in a sheet in place, adds one and then steps what is in the cart', async () => {
    const store = makeTestStore();
    const product = summary(21, {
      Slug: 'aashirvaad-atta',
      Name: 'Aashirvaad Whole Wheat Atta',
      HasVariants: true,
    });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CardAddControl product={product} />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Add options for Aashirvaad Whole Wheat Atta' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Aashirvaad Whole Wheat Atta' });
    const sizes = await within(sheet).findByRole('list', { name: /Weight of/ });
    expect(within(sizes).getAllByRole('listitem')).toHaveLength(3);
    expect(within(sizes).getByText('Out of stock')).toBeTruthy(); // 10 kg
    await userEvent.click(
      within(sizes).getByRole('button', { name: 'Add Aashirvaad Whole Wheat Atta, 5 kg to cart' }),
    );
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0]).toMatchObject({
      ItemId: '21:102',
      ProductPrice: 26500,
      Qty: 1,
    });
    await userEvent.click(
      within(sizes).getByRole('button', {
        name: 'Increase quantity of Aashirvaad Whole Wheat Atta, 5 kg',
      }),
    );
    await waitFor(() => expect(store.getState().cart.items[0]!.Qty).toBe(2));
  });

  it('offers the product page’s "Notify me" on an out-of-stock size, signed out and signed in', async () => {
    const product = summary(21, {
      Slug: 'aashirvaad-atta',
      Name: 'Aashirvaad Whole Wheat Atta',
      HasVariants: true,
    });
    const openSheet = async (store: ReturnType<typeof makeTestStore>) => {
      render(
        <Provider store={store}>
          <MemoryRouter initialEntries={['/category/staples-atta']}>
            <CardAddControl product={product} />
          </MemoryRouter>
        </Provider>,
      );
      await userEvent.click(
        screen.getByRole('button', { name: 'Add options for Aashirvaad Whole Wheat Atta' }),
      );
      const sheet = await screen.findByRole('dialog', { name: 'Aashirvaad Whole Wheat Atta' });
      return within(await within(sheet).findByRole('list', { name: /Weight of/ }));
    };

    // signed out: sign in and come back to the page behind the sheet; only the 10 kg row asks
    let sizes = await openSheet(makeTestStore());
    const [outRow] = sizes.getAllByRole('listitem');
    expect(within(outRow!).getByText('10 kg')).toBeTruthy();
    expect(within(outRow!).getByRole('link', { name: 'Notify me' }).getAttribute('href')).toBe(
      '/login?next=%2Fcategory%2Fstaples-atta',
    );
    expect(sizes.getAllByRole('link', { name: 'Notify me' })).toHaveLength(1);
    cleanup();

    // signed in: one tap sets the alert for that row
    const bodies: unknown[] = [];
    mockApi({
      '/product-details': () => variantProduct(),
      '/validate-cart-products-price': () => ({ PriceUpdated: false, UpdatedProducts: [] }),
      '/back-in-stock': () => ({ Waiting: [] }),
      '/notify-back-in-stock': (_url, request) => {
        bodies.push(request.body);
        return { Subscribed: true };
      },
    });
    sizes = await openSheet(makeTestStore({ user: signedInUserState() }));
    const notify = await sizes.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(notify.getAttribute('aria-busy')).toBe('false'));
    await userEvent.click(notify);
    expect((await sizes.findByRole('status')).textContent).toContain(
      "We'll tell you when it's back",
    );
    expect(bodies).toEqual([{ productId: 21, variantId: 101 }]);
  });
});
