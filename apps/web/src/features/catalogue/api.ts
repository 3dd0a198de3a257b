// The catalogue calls (packages/shared catalogue contract).
import type {
  CategoriesAnswer,
  CategoryProductsAnswer,
  HomePageDataAnswer,
  ProductDetailsAnswer,
  ProductReviewsAnswer,
  SearchAnswer,
  SearchSuggestionsAnswer,
} from '@kirana/shared';
import { apiGet } from '../../lib/api-client';
import { listingFilterQuery, type ListingFilters } from './listing-keys';

type Query = Parameters<typeof apiGet>[1];

export const getHomePageData = (signal?: AbortSignal) =>
  apiGet<HomePageDataAnswer>('/home-page-data', undefined, signal);
export const getCategories = (signal?: AbortSignal) =>
  apiGet<CategoriesAnswer>('/categories', undefined, signal);
export const getProductDetails = (productSlug: string) =>
  apiGet<ProductDetailsAnswer>('/product-details', { productSlug });
export const getProductReviews = (
  productId: number,
  pageNo: number,
  pageSize: number,
  view: { sort: string; stars: number | null; withPhotos: boolean },
) =>
  apiGet<ProductReviewsAnswer>('/product-reviews', {
    productId,
    pageNo,
    pageSize,
    sort: view.sort,
    stars: view.stars,
    withPhotos: view.withPhotos || undefined,
  });
export const getCategoryProducts = (query: Query, signal?: AbortSignal) =>
  apiGet<CategoryProductsAnswer>('/category-products', query, signal);
export const getSearch = (
  terms: string,
  filters: ListingFilters,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  apiGet<SearchAnswer>(
    '/search',
    { terms, pageNo, pageSize, ...listingFilterQuery(filters) },
    signal,
  );
export const getSearchSuggestions = (terms: string, signal?: AbortSignal) =>
  apiGet<SearchSuggestionsAnswer>('/search-suggestions', { terms }, signal);
