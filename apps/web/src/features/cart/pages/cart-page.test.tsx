import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { setAppSecureStorage } from '../../../lib/secure-storage';
import { cartSlice } from '../cart-slice';
import {
  makeTestStore,
  mockApi,
  simpleItem,
  useTestSecureStorage,
  variantItem,
} from '../cart-test-kit';
import { toCartItem } from '../cart-types';
import CartPage from './cart-page';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
}));

beforeEach(() => {
  useTestSecureStorage();
  mockApi({
    '/validate-cart-products-price': () => ({ PriceUpdated: false, UpdatedProducts: [] }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
});

function renderCart(
  items = [toCartItem(simpleItem({ Qty: 2 })), toCartItem(variantItem(5, '5 kg', 26000))],
  max = 10,
) {
  const store = makeTestStore(
    { cart: { ...cartSlice.getInitialState(), items, status: 'ready', priceChecked: true } },
    max,
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('cart page', () => {
  it('shows the bill: item total, savings, delivery fee with the free-delivery nudge, platform fee and to pay', () => {
    renderCart();
    // 2 x 28.00 + 260.00 = 316.00; MRP 2 x 30.00 + 265.00 = 325.00
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cart (3 items)');
    expect(screen.getByTestId('bill-item-total').textContent).toBe('MRP ₹325.00₹316.00');
    expect(screen.getByTestId('bill-delivery').textContent).toBe('₹40.00');
    expect(screen.getByTestId('bill-platform-fee').textContent).toBe('₹5.00');
    expect(screen.getByTestId('bill-to-pay').textContent).toBe('₹361.00');
    expect(screen.getByTestId('bill-savings').textContent).toBe('You save ₹9.00 on this order');
    expect(screen.getByText(/more for free delivery/).textContent).toBe(
      'Add ₹183.00 more for free delivery',
    );
    expect(screen.getByText('Prices inclusive of all taxes')).toBeTruthy();
    const checkout = screen.getAllByRole('link', { name: 'Proceed to checkout' });
    expect(checkout[0]!.getAttribute('href')).toBe('/order/checkout');
  });

  it('updates totals with the stepper, clamps at the maximum and removes below 1', async () => {
    const store = renderCart([toCartItem(simpleItem({ Qty: 2 }))], 3);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Tata Salt' }));
    expect(screen.getByTestId('bill-to-pay').textContent).toBe('₹129.00');
    expect(
      (screen.getByRole('button', { name: 'Maximum 3 per order' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Tata Salt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Tata Salt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tata Salt' }));
    expect(store.getState().cart.items).toEqual([]);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('makes delivery free above the threshold', () => {
    renderCart([toCartItem(simpleItem({ ProductPrice: 25000, Mrp: 25000, Qty: 2 }))]);
    expect(screen.getByTestId('bill-delivery').textContent).toBe('₹40.00FREE');
    expect(screen.getByText('Yay! You get free delivery on this order')).toBeTruthy();
    expect(screen.getByTestId('bill-to-pay').textContent).toBe('₹505.00');
  });
});
