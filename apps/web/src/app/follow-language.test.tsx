import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, appI18n, I18nProvider } from '../lib/i18n';
import { allMessagesOf } from '../lib/i18n/all-catalogues';
import { setAppSecureStorage } from '../lib/app-secure-storage';
import { MemoryRouter, Route, Routes } from '../lib/router';
import { cartSlice } from '../features/cart';
import { toCartItem } from '../features/cart/cart-types';
import {
  makeTestStore,
  mockApi,
  simpleItem,
  useTestSecureStorage,
} from '../features/cart/cart-test-kit';
import { listingPage, summary, variantProduct } from '../features/catalogue/catalogue-test-kit';
import CategoryProductsPage from '../features/catalogue/pages/category-products-page';
import ProductDetailsPage from '../features/catalogue/pages/product-details-page';
import type { SeenRequest } from '../test/mock-api';
import { followLanguage } from './follow-language';

// A language switch without a reload: the names the store already holds (a listing, a product's
// details, the cart's lines) are asked for again and follow the switch at once.

const SALT = { en: 'Tata Salt', hi: 'टाटा नमक' };
const ATTA = { en: 'Aashirvaad Whole Wheat Atta', hi: 'आशीर्वाद आटा' };
const inLanguage = (request: SeenRequest) =>
  request.headers['accept-language'] === 'hi' ? 'hi' : 'en';

const ANSWERS = {
  '/categories': { Categories: [] },
  '/category-products': async (_url: URL, request: SeenRequest) => {
    if (inLanguage(request) === 'hi') await hindiListing;
    const page = listingPage(1, [11]);
    const Name = SALT[inLanguage(request)];
    return { ...page, Products: [summary(11, { Name, ImageAlt: Name })] };
  },
  '/product-details': (_url: URL, request: SeenRequest) => {
    const answer = variantProduct();
    return {
      ...answer,
      ProductDetails: { ...answer.ProductDetails, Name: ATTA[inLanguage(request)] },
    };
  },
  '/product-reviews': { Reviews: [], TotalReviews: 0, PageNo: 1, PageSize: 5 },
  '/validate-cart-products-price': { PriceUpdated: false, UpdatedProducts: [] },
  '/products-by-ids': (_url: URL, request: SeenRequest) => ({
    Products: [summary(11, { Name: SALT[inLanguage(request)], UnitLabel: '1 किलो' })],
  }),
};

let seen: SeenRequest[];
// the Hindi listing is answered when a test lets it
let answerHindiListing: () => void = () => undefined;
let hindiListing = Promise.resolve();
let stop: () => void = () => undefined;

beforeAll(() => appI18n.load('hi', allMessagesOf('hi')));
beforeEach(() => {
  useTestSecureStorage();
  seen = mockApi(ANSWERS);
  hindiListing = new Promise((resolve) => (answerHindiListing = resolve));
});
afterEach(async () => {
  stop();
  await activateLanguage('en');
  setAppSecureStorage(null);
});

function show(ui: ReactElement, route: string, preloaded = {}) {
  const store = makeTestStore(preloaded);
  stop = followLanguage(store);
  render(
    <Provider store={store}>
      <I18nProvider i18n={appI18n}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/category/:categorySlug" element={ui} />
            <Route path="/:productSlug" element={ui} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

const asked = (path: string) =>
  seen.filter((r) => r.url.startsWith(`/api${path}`)).map((r) => r.headers['accept-language']);

describe('a language switch', () => {
  it('renames the products of the listing shown, keeping it shown meanwhile', async () => {
    const store = show(<CategoryProductsPage />, '/category/staples');
    expect(await screen.findByRole('link', { name: new RegExp(SALT.en) })).toBeTruthy();
    await act(() => activateLanguage('hi'));
    // the English names stay until the Hindi ones come: no empty page in between
    await waitFor(() => expect(asked('/category-products')).toEqual(['en', 'hi']));
    expect(screen.getByRole('link', { name: new RegExp(SALT.en) })).toBeTruthy();
    answerHindiListing();
    await waitFor(() => expect(document.body.textContent).toContain(SALT.hi));
    expect(document.body.textContent).not.toContain(SALT.en);
    expect(screen.getByRole('img', { name: SALT.hi })).toBeTruthy();
    // and back: the listing in the store follows again
    await act(() => activateLanguage('en'));
    await waitFor(() => expect(document.body.textContent).toContain(SALT.en));
    expect(Object.values(store.getState().products.productData).map((e) => e.stale)).toEqual([
      undefined,
    ]);
  });

  it("renames the product page's product", async () => {
    show(<ProductDetailsPage />, '/aashirvaad-atta');
    expect(await screen.findByRole('heading', { level: 1, name: ATTA.en })).toBeTruthy();
    await act(() => activateLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: ATTA.hi })).toBeTruthy();
    expect(asked('/product-details')).toEqual(['en', 'hi']);
  });

  it("renames the cart's lines (and keeps the quantities)", async () => {
    const items = [toCartItem(simpleItem({ Qty: 3 }))];
    const cart = { ...cartSlice.getInitialState(), items, status: 'ready' as const };
    const store = makeTestStore({ cart });
    stop = followLanguage(store);
    await act(() => activateLanguage('hi'));
    await waitFor(() => expect(store.getState().cart.items[0]?.ProductName).toBe(SALT.hi));
    expect(store.getState().cart.items[0]).toMatchObject({ Qty: 3, UnitLabel: '1 किलो' });
    expect(asked('/products-by-ids')).toEqual(['hi']);
  });

  it('asks nothing again when only a page’s messages load (no switch)', async () => {
    const store = makeTestStore({
      cart: {
        ...cartSlice.getInitialState(),
        items: [toCartItem(simpleItem())],
        status: 'ready' as const,
      },
    });
    stop = followLanguage(store);
    act(() => appI18n.load('en', {}));
    await act(() => activateLanguage('en'));
    expect(asked('/products-by-ids')).toEqual([]);
  });
});
