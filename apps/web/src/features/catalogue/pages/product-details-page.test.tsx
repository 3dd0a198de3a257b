import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '../../../lib/router';
import { toast } from 'react-toastify';
import { getTrackedEvents, resetAnalytics } from '../../../lib/analytics';
import { setAppSecureStorage } from '../../../lib/app-secure-storage';
import { makeTestStore, mockApi, useTestSecureStorage } from '../../cart/cart-test-kit';
import { variantProduct } from '../catalogue-test-kit';
import { DELIVERY_LOCATION_KEY } from '../../delivery/delivery-location';
import { anEstimate, forgetDeliveryLocation } from '../../delivery/delivery-test-kit';
import ProductDetailsPage from './product-details-page';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
}));

beforeEach(() => {
  resetAnalytics();
  useTestSecureStorage();
  mockApi({
    '/product-details': () => variantProduct(),
    '/product-reviews': () => ({ Reviews: [], TotalReviews: 0, PageNo: 1, PageSize: 5 }),
    '/validate-cart-products-price': () => ({ PriceUpdated: false, UpdatedProducts: [] }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
  forgetDeliveryLocation();
});

function renderPage() {
  const store = makeTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/aashirvaad-atta']}>
        <Routes>
          <Route path="/:productSlug" element={<ProductDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('product page', () => {
  it('offers the option rows as chips with prices, the cheapest in-stock row chosen, out-of-stock rows marked', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aashirvaad Whole Wheat Atta' }),
    ).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Weight' });
    const oneKg = within(group).getByRole('radio', { name: /1 kg/ }) as HTMLInputElement;
    const fiveKg = within(group).getByRole('radio', { name: /5 kg/ }) as HTMLInputElement;
    const tenKg = within(group).getByRole('radio', { name: /10 kg/ }) as HTMLInputElement;
    expect(oneKg.checked).toBe(true);
    expect(within(tenKg.closest('label')!).getByText('Out of stock')).toBeTruthy();
    expect(within(group).getByText('₹265.00')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('₹62.00');

    await userEvent.click(fiveKg);
    expect(fiveKg.checked).toBe(true);
    expect(screen.getByTestId('product-price').textContent).toBe('₹265.00');
    expect(screen.getByText('₹300.00', { selector: 's' })).toBeTruthy();
    expect(screen.getByText('Inclusive of all taxes')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('1101')).toBeTruthy();
    expect(getTrackedEvents().some((e) => e.event === 'view_item')).toBe(true);
  });

  it('adds the chosen option at its price; then its stepper shows and sets what is in the cart', async () => {
    const store = renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /5 kg/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0]).toMatchObject({
      ItemId: '21:102',
      OptionKey: '102',
      ProductPrice: 26500,
      Mrp: 30000,
      Qty: 1,
      SelectedOptions: { Weight: { RowId: 102, Label: '5 kg' } },
      OptionLabel: '5 kg',
    });
    // no second "Add to cart" (and so no "Already added" beside "added to cart"): the stepper
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Aashirvaad Whole Wheat Atta' }),
    );
    await waitFor(() => expect(store.getState().cart.items[0]!.Qty).toBe(2));
    expect(await screen.findByText(/2 in your cart/)).toBeTruthy();
    // the phone's bar fills its free width with the way to the cart (the line below says it too)
    const toCart = screen
      .getAllByText('Go to cart', { selector: 'a' })
      .map((a) => a.getAttribute('href'));
    expect(toCart).toEqual(['/cart', '/cart']);
    expect(toast.info).not.toHaveBeenCalled();
    // another size is not in the cart: it offers "Add to cart" again
    await userEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('shows the legal facts and the return policy; net quantity, MRP and the pack picture follow the chosen size', async () => {
    renderPage();
    const legal = await screen.findByRole('region', { name: 'Manufacturer & legal information' });
    const fact = (label: string) => within(legal).getByText(label).nextElementSibling?.textContent;
    expect(fact('Net quantity')).toBe('1 kg');
    expect(fact('MRP')).toBe('₹70.00 (incl. of all taxes)');
    expect(fact('Manufactured / packed by')).toBe(
      'ITC LimitedVirginia House, 37 J.L. Nehru Road, Kolkata 700071, West Bengal',
    );
    expect(fact('Country of origin')).toBe('India');
    expect(fact('Best before')).toBe('Best before 3 months from manufacture');
    expect(within(legal).getByRole('link', { name: '1800 345 3311' }).getAttribute('href')).toBe(
      'tel:18003453311',
    );
    expect(
      within(legal).getByRole('link', { name: 'consumercare@itc.in' }).getAttribute('href'),
    ).toBe('mailto:consumercare@itc.in');
    expect(within(legal).getByText('10012031000312')).toBeTruthy();
    expect(screen.getByTestId('return-policy').textContent).toBe(
      'Returnable within 7 days of delivery',
    );
    const mainImage = () => screen.getAllByRole('img')[0]!;
    expect(mainImage().getAttribute('alt')).toBe('Atta front');

    await userEvent.click(screen.getByRole('radio', { name: /5 kg/ }));
    expect(fact('Net quantity')).toBe('5 kg');
    expect(fact('MRP')).toBe('₹300.00 (incl. of all taxes)');
    expect(mainImage().getAttribute('alt')).toBe('Aashirvaad Whole Wheat Atta, 5 kg pack, front');
    expect(mainImage().getAttribute('src')).toContain('atta-5kg');
    // the 1 kg has no picture of its own: the product's first again
    await userEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(mainImage().getAttribute('alt')).toBe('Atta front');
  });

  it('does not add to the cart for a pincode the store does not deliver to, and says so', async () => {
    localStorage.setItem(DELIVERY_LOCATION_KEY, '744101');
    mockApi({
      '/product-details': () => variantProduct(),
      '/product-reviews': () => ({ Reviews: [], TotalReviews: 0, PageNo: 1, PageSize: 5 }),
      '/delivery-estimate': (url) => anEstimate(url.searchParams.get('pincode')!),
    });
    const store = renderPage();
    const add = await screen.findByRole('button', { name: 'Not delivered to 744101' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('offers "Notify me" instead of adding when the chosen size is out of stock', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /10 kg/ }));
    expect(screen.getByTestId('product-price').textContent).toBe('₹499.00');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    // signed out: it asks to sign in and comes back here
    expect(screen.getByRole('link', { name: 'Notify me' }).getAttribute('href')).toBe(
      '/login?next=%2Faashirvaad-atta',
    );
  });

  it('says "Not returnable" for a category that takes no returns, and leaves out facts not filled in', async () => {
    const answer = variantProduct();
    answer.ProductDetails.ReturnPolicy = { Returnable: false, WindowDays: 0 };
    answer.ProductDetails.Facts = {
      ...answer.ProductDetails.Facts,
      Maker: { Name: '', Address: '' },
      CustomerCare: { Phone: '', Email: '' },
      ShelfLifeDays: null,
      FssaiLicence: null,
    };
    mockApi({
      '/product-details': () => answer,
      '/product-reviews': () => ({ Reviews: [], TotalReviews: 0, PageNo: 1, PageSize: 5 }),
    });
    renderPage();
    const legal = await screen.findByRole('region', { name: 'Manufacturer & legal information' });
    expect(screen.getByTestId('return-policy').textContent).toBe('Not returnable');
    expect(within(legal).queryByText('Manufactured / packed by')).toBeNull();
    expect(within(legal).queryByText('Customer care')).toBeNull();
    expect(within(legal).queryByText(/FSSAI/)).toBeNull();
    expect(within(legal).getByText('Does not expire')).toBeTruthy();
  });
});
