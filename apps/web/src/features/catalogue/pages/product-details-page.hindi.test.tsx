import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '../../../lib/router';
import { I18nProvider } from '../../../lib/i18n';
import { testI18n } from '../../../app/test-utils';
import { setAppSecureStorage } from '../../../lib/app-secure-storage';
import { makeTestStore, mockApi, useTestSecureStorage } from '../../cart/cart-test-kit';
import { variantProduct } from '../catalogue-test-kit';
import { forgetDeliveryLocation } from '../../delivery/delivery-test-kit';
import ProductDetailsPage from './product-details-page';

beforeEach(() => {
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

describe('product page in Hindi', () => {
  it('says add to cart, stock, taxes and the legal facts in Hindi; the owner’s names and ₹ stay', async () => {
    render(
      <Provider store={makeTestStore()}>
        <I18nProvider i18n={testI18n('hi')}>
          <MemoryRouter initialEntries={['/aashirvaad-atta']}>
            <Routes>
              <Route path="/:productSlug" element={<ProductDetailsPage />} />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </Provider>,
    );
    // the product's name is the owner's data: it stays as written
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aashirvaad Whole Wheat Atta' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeTruthy();
    expect(screen.getByText('सभी टैक्स सहित')).toBeTruthy();
    expect(screen.getByText('स्टॉक में है')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'प्रोडक्ट की जानकारी' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'निर्माता और कानूनी जानकारी' })).toBeTruthy();
    expect(screen.getByText('मूल देश')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toMatch(/^₹[\d,]+\.\d\d$/);
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(
      /Add to cart|Inclusive of all taxes|Product details|Country of origin/,
    );
  });
});
