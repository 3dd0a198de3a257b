import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import type { AppDispatch } from '../../app/store';
import { fetchCategories } from './categories-slice';
import { fetchHomePageData } from './home-slice';
import { parseListingFilters } from './listing-query';
import { fetchProductDetails, fetchProductReviews } from './product-details-slice';
import { fetchCategoryProducts } from './products-slice';

const fulfilled = (action: { meta: { requestStatus: string } }) =>
  action.meta.requestStatus === 'fulfilled';

/**
 * The data a landing page draws its first screen from, fetched by the server before it renders
 * the page: the same thunks the pages dispatch on mount, which then find it in state and skip.
 * False when a call failed (the browser then renders the page and shows its own error or retry).
 */
export async function loadFirstScreenData(
  dispatch: AppDispatch,
  page: FirstScreenPage,
  url: URL,
): Promise<boolean> {
  const slug = decodeURIComponent(url.pathname.split('/').at(-1) ?? '').toLowerCase();
  if (page === 'home') return fulfilled(await dispatch(fetchHomePageData()));
  if (page === 'product') {
    const details = await dispatch(fetchProductDetails(slug));
    if (!fetchProductDetails.fulfilled.match(details)) return false;
    // the first page of reviews too: drawn with the page, not fetched and drawn again after it
    const productId = details.payload.ProductDetails.ProductId;
    return fulfilled(await dispatch(fetchProductReviews({ productId, pageNo: 1 })));
  }
  const filters = parseListingFilters(url.searchParams);
  const done = await Promise.all([
    dispatch(fetchCategories()),
    dispatch(fetchCategoryProducts({ slug, filters, pageNo: 1 })),
  ]);
  return done.every(fulfilled);
}
