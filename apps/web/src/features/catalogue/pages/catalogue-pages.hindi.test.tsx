import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { Route, Routes } from '../../../lib/router';
import { listingPage, searchPage, summary } from '../catalogue-test-kit';
import CategoriesPage from './categories-page';
import CategoryProductsPage from './category-products-page';
import HomePage from './home-page';
import SearchPage from './search-page';
import WishlistPage from './wishlist-page';

// The catalogue's pages in Hindi: the store's words from the hi catalogues, the owner's names as
// written, and money in ₹ with Indian grouping in both languages.

const hi = (route: string) => ({ language: 'hi' as const, route });
const NO_ENGLISH =
  /\b(ADD|OFF|Out of stock|Shop by category|All categories|Filters|Sort by|products?|Load more|Showing|My list)\b/;

describe('the catalogue in Hindi', () => {
  it('home: shelves, cards, discount, ADD and ₹1,23,456.00', async () => {
    mockApi({
      '/home-page-data': {
        Banners: [],
        TopCategories: [{ CategoryId: 1, Slug: 'staples', Name: 'Staples', ImageId: null }],
        Deals: [
          summary(1, { Name: 'Silver Coin', Price: 12345600, Mrp: 15000000, DiscountPercent: 18 }),
        ],
        BestSellers: [summary(2, { Name: 'Basmati Rice', HasVariants: true })],
        NewArrivals: [summary(3, { Name: 'Amul Ghee', InStock: false })],
        Shelves: [],
      },
    });
    renderWithStore(<HomePage />, hi('/'));
    expect(await screen.findByRole('heading', { name: 'आज की डील' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'कैटेगरी से खरीदें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी कैटेगरी' })).toBeTruthy();
    const deals = screen.getByRole('heading', { name: 'आज की डील' }).closest('section')!;
    expect(within(deals).getByText('18% छूट')).toBeTruthy();
    expect(deals.textContent).toContain('₹1,23,456.00');
    expect(deals.textContent).toContain('₹1,50,000.00');
    expect(within(deals).getByRole('button', { name: 'Silver Coin कार्ट में डालें' }).textContent).toBe(
      'जोड़ें',
    );
    expect(
      within(deals).getByRole('button', { name: 'Silver Coin मेरी लिस्ट में सेव करें' }),
    ).toBeTruthy();
    expect(within(deals).getByRole('img', { name: '5 में से 4.2, 12 रेटिंग' })).toBeTruthy();
    // a product with sizes: "₹100.00 से" and ADD options
    const best = screen.getByRole('heading', { name: 'बेस्ट सेलर' }).closest('section')!;
    expect(best.textContent).toContain('₹100.00 से');
    expect(within(best).getByRole('button', { name: 'जोड़ें, Basmati Rice के विकल्प' })).toBeTruthy();
    expect(screen.getByText('स्टॉक में नहीं')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(NO_ENGLISH);
  });

  it('categories: heading, product counts with plurals and sub-category chips', async () => {
    mockApi({
      '/categories': {
        Categories: [
          {
            CategoryId: 1,
            Slug: 'staples',
            Name: 'Staples',
            Description: null,
            ImageId: null,
            ProductCount: 1,
            SubCategories: [{ CategoryId: 2, Slug: 'atta', Name: 'Atta' }],
          },
        ],
      },
    });
    renderWithStore(<CategoriesPage />, hi('/categories'));
    expect(screen.getByRole('heading', { level: 1, name: 'सभी कैटेगरी' })).toBeTruthy();
    expect(await screen.findByText('1 प्रोडक्ट')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Staples की सब-कैटेगरी' })).toBeTruthy();
  });

  it('a category: count, filters, sort, load more and the filter sheet', async () => {
    mockApi({
      '/categories': { Categories: [] },
      '/category-products': listingPage(1, [1, 2]),
    });
    renderWithStore(
      <Routes>
        <Route path="/category/:categorySlug" element={<CategoryProductsPage />} />
      </Routes>,
      hi('/category/staples'),
    );
    expect(await screen.findByText('50 सामान')).toBeTruthy();
    expect(screen.getByText('50 में से 2 दिख रहे हैं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'और देखें' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'कीमत: कम से ज़्यादा' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'ब्रांड' }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    expect(await screen.findByRole('button', { name: '50 प्रोडक्ट देखें' })).toBeTruthy();
  });

  it('search: results with a count, and no results with Hindi popular searches', async () => {
    mockApi({ '/search': searchPage('atta', 1, [1]), '/categories': { Categories: [] } });
    const { unmount } = renderWithStore(<SearchPage />, hi('/search?terms=atta'));
    expect(await screen.findByRole('heading', { level: 1, name: '“atta” के नतीजे' })).toBeTruthy();
    expect(screen.getByText('60 प्रोडक्ट')).toBeTruthy();
    unmount();

    mockApi({
      '/search': { ...searchPage('zzz', 1, []), TotalCount: 0 },
      '/categories': { Categories: [] },
    });
    renderWithStore(<SearchPage />, hi('/search?terms=zzz'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '“zzz” के लिए कोई नतीजा नहीं' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'लोकप्रिय खोजें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'आटा' }).getAttribute('href')).toBe(
      `/search?terms=${encodeURIComponent('आटा')}`,
    );
  });

  it('My list: heading, count and the empty state', async () => {
    mockApi({ '/products-by-ids': { Products: [summary(1, { Price: 12345600 })] } });
    localStorage.setItem('kirana.wishlist', '[1]');
    renderWithStore(<WishlistPage />, hi('/wishlist'));
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी लिस्ट' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'मेरी लिस्ट' });
    expect(list.textContent).toContain('₹1,23,456.00');
    expect(screen.getByText('1 प्रोडक्ट')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeTruthy();
    localStorage.removeItem('kirana.wishlist');
  });
});
