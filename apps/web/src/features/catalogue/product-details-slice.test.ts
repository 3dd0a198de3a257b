import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductReview } from '@kirana/shared';
import { makeStore } from '../../app/store';
import { mockApi } from '../cart/cart-test-kit';
import { variantProduct } from './catalogue-test-kit';
import { markHelpful, submitReview } from '../reviews';
import {
  entryOfSlug,
  fetchProductDetails,
  fetchProductReviews,
  postedRatingReset,
  ratingPosted,
  reviewsViewChanged,
} from './product-details-slice';

afterEach(() => vi.unstubAllGlobals());

const review = (id: number): ProductReview => ({
  ReviewId: id,
  ProductId: 21,
  AuthorName: 'Asha',
  Rating: 5,
  Title: 'Good',
  Body: 'Fresh',
  IsVerifiedPurchase: true,
  HelpfulCount: 0,
  Photos: [],
  CreatedAt: '2025-01-02T00:00:00Z',
  EditedAt: null,
});

function api() {
  return mockApi({
    '/product-details': (url) =>
      url.searchParams.get('productSlug') === 'aashirvaad-atta'
        ? variantProduct()
        : new Response(
            JSON.stringify({ Message: 'Product not found', Code: 'PRODUCT_NOT_FOUND' }),
            { status: 404 },
          ),
    '/product-reviews': (url) => {
      const page = Number(url.searchParams.get('pageNo'));
      return {
        Reviews: page === 1 ? [review(1), review(2)] : [review(3)],
        TotalReviews: 3,
        PageNo: page,
        PageSize: 5,
      };
    },
  });
}

describe('product details', () => {
  it('keeps a product per ProductId, found by slug, and fetches it once', async () => {
    const requests = api();
    const store = makeStore();
    await store.dispatch(fetchProductDetails('aashirvaad-atta'));
    await store.dispatch(fetchProductDetails('aashirvaad-atta'));
    expect(requests).toHaveLength(1);
    const entry = store.getState().productDetails.products[21]!;
    expect(entry.ProductDetails?.Name).toBe('Aashirvaad Whole Wheat Atta');
    expect(entry.ratings).toMatchObject({ AverageRating: 4.4, FiveStar: 6, OneStar: 0 });
    expect(entryOfSlug(store.getState().productDetails, 'aashirvaad-atta')).toBe(entry);
  });

  it('records unknown slugs', async () => {
    api();
    const store = makeStore();
    await store.dispatch(fetchProductDetails('no-such-thing'));
    expect(store.getState().productDetails.notFoundSlugs).toEqual(['no-such-thing']);
  });

  it('pages reviews and records loadedReviewsPageNumber', async () => {
    api();
    const store = makeStore();
    await store.dispatch(fetchProductReviews({ productId: 21, pageNo: 1 }));
    await store.dispatch(fetchProductReviews({ productId: 21, pageNo: 2 }));
    const entry = store.getState().productDetails.products[21]!;
    expect(entry.reviews?.Reviews.map((r) => r.ReviewId)).toEqual([1, 2, 3]);
    expect(entry).toMatchObject({ loadedReviewsPageNumber: 2, reviews: { TotalReviews: 3 } });
  });

  it('drops the cached product, ratings, reviews and pages when a rating is posted, keeping postedRating until reset', async () => {
    const requests = api();
    const store = makeStore();
    await store.dispatch(fetchProductDetails('aashirvaad-atta'));
    await store.dispatch(fetchProductReviews({ productId: 21, pageNo: 1 }));
    store.dispatch(ratingPosted({ productId: 21, rating: 4 }));
    const entry = store.getState().productDetails.products[21]!;
    expect(entry).toMatchObject({
      ProductDetails: null,
      ProductConfig: null,
      ratings: null,
      reviews: null,
      loadedReviewsPageNumber: 0,
      postedRating: 4,
      isUserAlreadyPostedReview: true,
    });
    expect(entry.ProductImages).toEqual([]);
    expect(entryOfSlug(store.getState().productDetails, 'aashirvaad-atta')).toBeNull();
    await store.dispatch(fetchProductDetails('aashirvaad-atta'));
    expect(requests).toHaveLength(3);
    expect(store.getState().productDetails.products[21]).toMatchObject({
      postedRating: 4,
      ratings: { AverageRating: 4.4 },
    });
    store.dispatch(postedRatingReset(21));
    expect(store.getState().productDetails.products[21]!.postedRating).toBeNull();
  });

  it('posting a review through the API follows the same rule, and the summary comes back afresh', async () => {
    const posted = mockApi({
      '/post-review': () => ({
        Review: { ...review(9), Rating: 3 },
        isUserAlreadyPostedReview: true,
      }),
      '/product-details': () => variantProduct(),
    });
    const store = makeStore();
    await store.dispatch(fetchProductDetails('aashirvaad-atta'));
    await store.dispatch(
      submitReview({ productId: 21, rating: 3, title: 'Okay atta', body: '', photoIds: [] }),
    );
    expect(store.getState().productDetails.products[21]).toMatchObject({
      ProductDetails: null,
      postedRating: 3,
      isUserAlreadyPostedReview: true,
    });
    expect(store.getState().reviews.mine[21]?.MyReview?.Rating).toBe(3);
    await store.dispatch(fetchProductDetails('aashirvaad-atta'));
    const calls = posted.map((r) => new URL(r.url, 'http://x').pathname);
    expect(calls).toEqual(['/api/product-details', '/api/post-review', '/api/product-details']);
  });

  it('another sort or filter starts the reviews again from page 1 and asks the server for it', async () => {
    const requests = api();
    const store = makeStore();
    await store.dispatch(fetchProductDetails('aashirvaad-atta'));
    await store.dispatch(fetchProductReviews({ productId: 21, pageNo: 1 }));
    await store.dispatch(fetchProductReviews({ productId: 21, pageNo: 2 }));
    store.dispatch(
      reviewsViewChanged({ productId: 21, view: { sort: 'helpful', stars: 4, withPhotos: true } }),
    );
    expect(store.getState().productDetails.products[21]).toMatchObject({
      reviews: null,
      loadedReviewsPageNumber: 0,
    });
    await store.dispatch(fetchProductReviews({ productId: 21, pageNo: 1 }));
    const last = new URL(requests.at(-1)!.url, 'http://x');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      productId: '21',
      pageNo: '1',
      sort: 'helpful',
      stars: '4',
      withPhotos: 'true',
    });
    expect(store.getState().productDetails.products[21]!.loadedReviewsPageNumber).toBe(1);
  });

  it('a helpful vote updates the count shown on the loaded review', async () => {
    api();
    const store = makeStore();
    await store.dispatch(fetchProductReviews({ productId: 21, pageNo: 1 }));
    mockApi({ '/review-helpful': () => ({ ReviewId: 2, Helpful: true, HelpfulCount: 7 }) });
    await store.dispatch(markHelpful({ productId: 21, reviewId: 2, helpful: true }));
    const shown = store.getState().productDetails.products[21]!.reviews!.Reviews;
    expect(shown.find((r) => r.ReviewId === 2)?.HelpfulCount).toBe(7);
    expect(shown.find((r) => r.ReviewId === 1)?.HelpfulCount).toBe(0);
  });
});
