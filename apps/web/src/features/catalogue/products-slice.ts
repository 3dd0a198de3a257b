import { createSlice } from '@reduxjs/toolkit';
import type {
  CategoryMatch,
  CategoryProductsAnswer,
  ProductSummary,
  SearchAnswer,
} from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { languageChanged } from '../../lib/i18n';
import { addRequestCases, type RequestState, resetRequest } from '../../lib/request-state';
import { getCategoryProducts, getSearch } from './api';
import {
  type ListingFilters,
  listingApiQuery,
  listingKey,
  NO_FILTERS,
  searchKey,
} from './listing-keys';

/** One category listing (a category with its filters and sort) with the pages loaded so far. */
export interface ListingEntry {
  Category: CategoryProductsAnswer['Category'];
  Products: ProductSummary[];
  TotalCount: number;
  Facets: CategoryProductsAnswer['Facets'];
  LoadedPage: number;
  /** in the language the page was in before a switch: shown until page 1 is fetched again */
  stale?: boolean;
}

export interface SearchResult {
  /** searchKey: the terms (any case) with the filters and sort */
  key: string;
  terms: string;
  loadedSearchPageNo: number;
  totalCount: number;
  facets: SearchAnswer['Facets'];
  /** the terms as the server understood them, when it corrected a typo */
  correctedTerms: string | null;
  result: { Products: ProductSummary[]; Categories: CategoryMatch[] };
  /** in the language the page was in before a switch: shown until page 1 is fetched again */
  stale?: boolean;
}

export interface ProductsState extends RequestState {
  /** Listings by `listingKey`, oldest first; at most MAX_CACHED_LISTINGS are kept. */
  productData: Record<string, ListingEntry>;
  noCategoryFound: boolean;
  /** Ids of the categories whose products have been fetched. */
  fetchedProductsCategories: number[];
  loadedPageOfProducts: { categoryId: number; loadedPage: number } | null;
  searchResult: SearchResult | null;
  lastSearchedTerms: string;
  /** The listing key or `search:<terms>` of the last request, so a page shows only its own error. */
  activeRequest: string | null;
}

export const MAX_CACHED_LISTINGS = 12;
export const SEARCH_PAGE_SIZE = 24;

const initialState: ProductsState = {
  productData: {},
  noCategoryFound: false,
  fetchedProductsCategories: [],
  loadedPageOfProducts: null,
  searchResult: null,
  lastSearchedTerms: '',
  activeRequest: null,
  loading: false,
  error: null,
};

/** Adds products not yet in the list (a page may repeat one when the catalogue moved). */
function appendNew(list: ProductSummary[], more: readonly ProductSummary[]): void {
  const seen = new Set(list.map((p) => p.ProductId));
  for (const p of more) if (!seen.has(p.ProductId)) list.push(p);
}

export interface ListingArg {
  slug: string;
  filters: ListingFilters;
  pageNo: number;
}

/**
 * Loads one page of a category listing; page 1 of a listing already loaded is not fetched again
 * (unless it is in the language the page was in before a switch).
 */
export const fetchCategoryProducts = createAppAsyncThunk(
  'products/fetchCategory',
  ({ slug, filters, pageNo }: ListingArg, { signal }) =>
    getCategoryProducts(listingApiQuery(slug, filters, pageNo), signal),
  {
    condition: ({ slug, filters, pageNo }, { getState }) => {
      const entry = getState().products.productData[listingKey(slug, filters)];
      return !entry || entry.LoadedPage < pageNo || (!!entry.stale && pageNo === 1);
    },
  },
);

export interface SearchArg {
  terms: string;
  pageNo: number;
  /** filters and sort; none by default */
  filters?: ListingFilters;
}

/** Searches; a page already loaded for the same terms (any case) and filters is not fetched again. */
export const searchProducts = createAppAsyncThunk(
  'products/search',
  ({ terms, pageNo, filters = NO_FILTERS }: SearchArg, { signal }) =>
    getSearch(terms.trim(), filters, pageNo, SEARCH_PAGE_SIZE, signal),
  {
    condition: ({ terms, pageNo, filters = NO_FILTERS }, { getState }) => {
      const current = getState().products.searchResult;
      return (
        terms.trim() !== '' &&
        !(
          current &&
          current.key === searchKey(terms, filters) &&
          current.loadedSearchPageNo >= pageNo &&
          !(current.stale && pageNo === 1)
        )
      );
    },
  },
);

/** Stores a listing page: page 1 starts the listing, further pages append to it. */
function storeListing(state: ProductsState, data: CategoryProductsAnswer, arg: ListingArg): void {
  const key = listingKey(arg.slug, arg.filters);
  const entry = state.productData[key];
  if (entry && arg.pageNo > 1) {
    appendNew(entry.Products, data.Products);
    Object.assign(entry, {
      TotalCount: data.TotalCount,
      Facets: data.Facets,
      LoadedPage: arg.pageNo,
    });
  } else {
    delete state.productData[key];
    state.productData[key] = { ...data, Products: [...data.Products], LoadedPage: arg.pageNo };
    const keys = Object.keys(state.productData);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_CACHED_LISTINGS)))
      delete state.productData[old];
  }
  state.noCategoryFound = false;
  if (!state.fetchedProductsCategories.includes(data.Category.CategoryId))
    state.fetchedProductsCategories.push(data.Category.CategoryId);
  state.loadedPageOfProducts = { categoryId: data.Category.CategoryId, loadedPage: arg.pageNo };
}

/** Stores a search page: further pages of the same terms append. */
function storeSearch(state: ProductsState, data: SearchAnswer, arg: SearchArg): void {
  const current = state.searchResult;
  const key = searchKey(arg.terms, arg.filters ?? NO_FILTERS);
  if (current && arg.pageNo > 1 && current.key === key) {
    appendNew(current.result.Products, data.Products);
    current.loadedSearchPageNo = arg.pageNo;
    current.totalCount = data.TotalCount;
    current.facets = data.Facets;
  } else {
    state.searchResult = {
      key,
      terms: arg.terms.trim(),
      loadedSearchPageNo: arg.pageNo,
      totalCount: data.TotalCount,
      facets: data.Facets,
      correctedTerms: data.CorrectedTerms,
      result: { Products: data.Products, Categories: data.Categories },
    };
  }
  if (data.Products.length > 0 || data.Categories.length > 0)
    state.lastSearchedTerms = data.Terms || arg.terms.trim();
}

export const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {
    productsRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(languageChanged, (state) => {
      for (const entry of Object.values(state.productData)) entry.stale = true;
      if (state.searchResult) state.searchResult.stale = true;
    });
    addRequestCases(builder, fetchCategoryProducts, storeListing);
    addRequestCases(builder, searchProducts, storeSearch);
    // Matchers run after the cases above (a case may not be added twice).
    builder
      .addMatcher(fetchCategoryProducts.pending.match, (state, action) => {
        const { slug, filters } = action.meta.arg;
        state.activeRequest = listingKey(slug, filters);
        state.noCategoryFound = false;
      })
      .addMatcher(fetchCategoryProducts.rejected.match, (state, action) => {
        state.noCategoryFound = action.payload?.status === 404;
      })
      .addMatcher(searchProducts.pending.match, (state, action) => {
        const { terms, filters = NO_FILTERS } = action.meta.arg;
        state.activeRequest = `search:${searchKey(terms, filters)}`;
      });
  },
});

export const { productsRequestReset } = productsSlice.actions;
