import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi } from '../cart/cart-test-kit';
import { listingPage, searchPage } from './catalogue-test-kit';
import { listingKey, NO_FILTERS, type ListingFilters } from './listing-query';
import { fetchCategoryProducts, searchProducts } from './products-slice';

afterEach(() => vi.unstubAllGlobals());

describe('search: pages of the same terms append, new terms replace', () => {
  it('appends further pages of the same terms, whatever the case, and updates the page number', async () => {
    mockApi({
      '/search': (url) =>
        searchPage(
          url.searchParams.get('terms')!,
          Number(url.searchParams.get('pageNo')),
          url.searchParams.get('pageNo') === '1' ? [1, 2] : [3, 2],
        ),
    });
    const store = makeStore();
    await store.dispatch(searchProducts({ terms: 'Atta', pageNo: 1 }));
    await store.dispatch(searchProducts({ terms: 'atta ', pageNo: 2 }));
    const { searchResult } = store.getState().products;
    expect(searchResult?.loadedSearchPageNo).toBe(2);
    expect(searchResult?.terms).toBe('Atta');
    expect(searchResult?.result.Products.map((p) => p.ProductId)).toEqual([1, 2, 3]);
  });

  it('replaces the results for other terms and does not fetch a loaded page again', async () => {
    const requests = mockApi({
      '/search': (url) =>
        searchPage(
          url.searchParams.get('terms')!,
          1,
          url.searchParams.get('terms') === 'dal' ? [9] : [1],
        ),
    });
    const store = makeStore();
    await store.dispatch(searchProducts({ terms: 'atta', pageNo: 1 }));
    await store.dispatch(searchProducts({ terms: 'ATTA', pageNo: 1 }));
    expect(requests).toHaveLength(1);
    await store.dispatch(searchProducts({ terms: 'dal', pageNo: 1 }));
    expect(store.getState().products.searchResult).toMatchObject({
      terms: 'dal',
      loadedSearchPageNo: 1,
      result: { Products: [{ ProductId: 9 }] },
    });
  });

  it('sets lastSearchedTerms only when the result has categories or products', async () => {
    mockApi({
      '/search': (url) => {
        const terms = url.searchParams.get('terms')!;
        if (terms === 'zzzz') return searchPage(terms, 1, []);
        if (terms === 'snacks')
          return searchPage(terms, 1, [], [{ CategoryId: 4, Slug: 'snacks', Name: 'Snacks' }]);
        return searchPage(terms, 1, [1]);
      },
    });
    const store = makeStore();
    await store.dispatch(searchProducts({ terms: 'ghee', pageNo: 1 }));
    expect(store.getState().products.lastSearchedTerms).toBe('ghee');
    await store.dispatch(searchProducts({ terms: 'zzzz', pageNo: 1 }));
    expect(store.getState().products.lastSearchedTerms).toBe('ghee');
    expect(store.getState().products.searchResult?.terms).toBe('zzzz');
    await store.dispatch(searchProducts({ terms: 'snacks', pageNo: 1 }));
    expect(store.getState().products.lastSearchedTerms).toBe('snacks');
  });

  it('stores a failure as the request error', async () => {
    mockApi({
      '/search': () =>
        new Response(JSON.stringify({ Message: 'Search is down', Code: 'X' }), { status: 503 }),
    });
    const store = makeStore();
    await store.dispatch(searchProducts({ terms: 'tea', pageNo: 1 }));
    expect(store.getState().products).toMatchObject({
      loading: false,
      error: { status: 503, message: 'Search is down' },
      activeRequest: 'search:tea',
    });
  });
});

describe('category listings', () => {
  const filters: ListingFilters = { ...NO_FILTERS, brands: ['Tata'], sort: 'price_asc' };

  it('sends the filters and sort, appends "Load more" pages and records loadedPageOfProducts', async () => {
    const requests = mockApi({
      '/category-products': (url) =>
        url.searchParams.get('pageNo') === '1' ? listingPage(1, [1, 2]) : listingPage(2, [2, 3]),
    });
    const store = makeStore();
    await store.dispatch(fetchCategoryProducts({ slug: 'staples', filters, pageNo: 1 }));
    const url = new URL(requests[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      categorySlug: 'staples',
      pageNo: '1',
      sort: 'price_asc',
      brands: 'Tata',
    });
    expect(store.getState().products.loadedPageOfProducts).toEqual({
      categoryId: 3,
      loadedPage: 1,
    });
    await store.dispatch(fetchCategoryProducts({ slug: 'staples', filters, pageNo: 2 }));
    const entry = store.getState().products.productData[listingKey('staples', filters)]!;
    expect(entry.Products.map((p) => p.ProductId)).toEqual([1, 2, 3]);
    expect(entry.LoadedPage).toBe(2);
    expect(store.getState().products.loadedPageOfProducts).toEqual({
      categoryId: 3,
      loadedPage: 2,
    });
    expect(store.getState().products.fetchedProductsCategories).toEqual([3]);
    await store.dispatch(fetchCategoryProducts({ slug: 'staples', filters, pageNo: 1 }));
    expect(requests).toHaveLength(2);
  });

  it('keeps each filter combination apart', async () => {
    mockApi({
      '/category-products': (url) => listingPage(1, url.searchParams.get('inStock') ? [5] : [1, 2]),
    });
    const store = makeStore();
    await store.dispatch(
      fetchCategoryProducts({ slug: 'staples', filters: NO_FILTERS, pageNo: 1 }),
    );
    await store.dispatch(
      fetchCategoryProducts({
        slug: 'staples',
        filters: { ...NO_FILTERS, inStock: true },
        pageNo: 1,
      }),
    );
    expect(Object.keys(store.getState().products.productData)).toEqual([
      'staples',
      'staples?inStock=true',
    ]);
  });

  it('flags an unknown category as noCategoryFound', async () => {
    mockApi({
      '/category-products': () =>
        new Response(
          JSON.stringify({ Message: 'Category not found', Code: 'CATEGORY_NOT_FOUND' }),
          { status: 404 },
        ),
    });
    const store = makeStore();
    await store.dispatch(fetchCategoryProducts({ slug: 'nope', filters: NO_FILTERS, pageNo: 1 }));
    expect(store.getState().products).toMatchObject({
      noCategoryFound: true,
      activeRequest: 'nope',
    });
  });
});
