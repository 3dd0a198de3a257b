import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductDetailsAnswer, ProductRatings, ProductReview } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { genericErrorDescription, genericErrorMessage } from '../../lib/api-client';
import { languageChanged } from '../../lib/i18n';
import { addRequestCases, type RequestState, resetRequest } from '../../lib/request-state';
import {
  DEFAULT_REVIEWS_VIEW,
  fetchMyReview,
  markHelpful,
  removeReview,
  submitReview,
  type ReviewsView,
} from '../reviews';
import { getProductDetails, getProductReviews } from './api';

/** Everything known about one product, kept per ProductId. */
export interface ProductEntry {
  ProductDetails: ProductDetailsAnswer['ProductDetails'] | null;
  ProductImages: ProductDetailsAnswer['ProductImages'];
  ProductConfig: ProductDetailsAnswer['ProductConfig'] | null;
  RelatedProducts: ProductDetailsAnswer['RelatedProducts'];
  ratings: ProductRatings | null;
  reviews: { Reviews: ProductReview[]; TotalReviews: number } | null;
  loadedReviewsPageNumber: number;
  /** the order and filter of the reviews loaded (changing it starts again from page 1) */
  reviewsView: ReviewsView;
  isUserAlreadyPostedReview: boolean;
  /** The rating the shopper just posted, kept until reset. */
  postedRating: number | null;
  /** the details are in the language the page was in before a switch: shown until fetched again */
  stale?: boolean;
}

export interface ProductDetailsState extends RequestState {
  /** Per ProductId. */
  products: Record<number, ProductEntry>;
  /** Product slug -> ProductId, for the route /:productSlug. */
  idBySlug: Record<string, number>;
  /** Slugs the server does not know. */
  notFoundSlugs: string[];
  /** The slug of the last details request, so a page shows only its own error. */
  activeSlug: string | null;
  reviewsRequest: RequestState & { productId: number | null };
}

export const REVIEWS_PAGE_SIZE = 5;

const emptyEntry = (): ProductEntry => ({
  ProductDetails: null,
  ProductImages: [],
  ProductConfig: null,
  RelatedProducts: [],
  ratings: null,
  reviews: null,
  loadedReviewsPageNumber: 0,
  reviewsView: DEFAULT_REVIEWS_VIEW,
  isUserAlreadyPostedReview: false,
  postedRating: null,
});

const initialState: ProductDetailsState = {
  products: {},
  idBySlug: {},
  notFoundSlugs: [],
  activeSlug: null,
  reviewsRequest: { loading: false, error: null, productId: null },
  loading: false,
  error: null,
};

/** The cached entry of a product slug, if its details are loaded. */
export function entryOfSlug(state: ProductDetailsState, slug: string): ProductEntry | null {
  const id = state.idBySlug[slug];
  const entry = id === undefined ? undefined : state.products[id];
  return entry?.ProductDetails ? entry : null;
}

/** Loads a product's details by slug, unless they are cached in the page's language. */
export const fetchProductDetails = createAppAsyncThunk(
  'productDetails/fetch',
  (productSlug: string) => getProductDetails(productSlug),
  {
    condition: (slug, { getState }) => {
      const entry = entryOfSlug(getState().productDetails, slug);
      return !entry || !!entry.stale;
    },
  },
);

/** Loads one page of a product's reviews; pages already loaded are not fetched again. */
export const fetchProductReviews = createAppAsyncThunk(
  'productDetails/fetchReviews',
  async ({ productId, pageNo }: { productId: number; pageNo: number }, { getState }) => {
    const view = getState().productDetails.products[productId]?.reviewsView;
    return await getProductReviews(
      productId,
      pageNo,
      REVIEWS_PAGE_SIZE,
      view ?? DEFAULT_REVIEWS_VIEW,
    );
  },
  {
    condition: ({ productId, pageNo }, { getState }) => {
      const s = getState().productDetails;
      const entry = s.products[productId];
      return (
        !(s.reviewsRequest.loading && s.reviewsRequest.productId === productId) &&
        (entry?.loadedReviewsPageNumber ?? 0) < pageNo
      );
    },
  },
);

/**
 * Spec §4: posting a rating removes the product's cached data, ratings, reviews and loaded pages
 * (so they are fetched afresh) and sets postedRating until reset.
 */
function postRating(state: ProductDetailsState, productId: number, rating: number): void {
  state.products[productId] = {
    ...emptyEntry(),
    isUserAlreadyPostedReview: true,
    postedRating: rating,
  };
}

export const productDetailsSlice = createSlice({
  name: 'productDetails',
  initialState,
  reducers: {
    /**
     * A rating was posted: the product's cached data, ratings, reviews and
     * loaded pages are dropped so they are fetched afresh, and postedRating is kept until reset.
     */
    ratingPosted(state, action: PayloadAction<{ productId: number; rating: number }>) {
      postRating(state, action.payload.productId, action.payload.rating);
    },
    /** Another order or filter of the reviews: the pages loaded so far no longer apply. */
    reviewsViewChanged(state, action: PayloadAction<{ productId: number; view: ReviewsView }>) {
      const entry = state.products[action.payload.productId];
      if (!entry) return;
      entry.reviewsView = action.payload.view;
      entry.reviews = null;
      entry.loadedReviewsPageNumber = 0;
    },
    postedRatingReset(state, action: PayloadAction<number>) {
      const entry = state.products[action.payload];
      if (entry) entry.postedRating = null;
    },
    productDetailsRequestReset(state) {
      resetRequest(state);
      state.reviewsRequest = { loading: false, error: null, productId: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(languageChanged, (state) => {
        for (const entry of Object.values(state.products)) entry.stale = true;
      })
      .addCase(submitReview.fulfilled, (state, action) => {
        postRating(state, action.payload.Review.ProductId, action.payload.Review.Rating);
      })
      .addCase(removeReview.fulfilled, (state, action) => {
        // the summary changed: fetched afresh, as after a post
        state.products[action.meta.arg.productId] = emptyEntry();
      })
      .addCase(fetchMyReview.fulfilled, (state, action) => {
        const entry = state.products[action.meta.arg];
        if (entry) entry.isUserAlreadyPostedReview = action.payload.isUserAlreadyPostedReview;
      })
      .addCase(markHelpful.fulfilled, (state, action) => {
        const review = state.products[action.meta.arg.productId]?.reviews?.Reviews.find(
          (r) => r.ReviewId === action.payload.ReviewId,
        );
        if (review) review.HelpfulCount = action.payload.HelpfulCount;
      });
    addRequestCases(builder, fetchProductDetails, (state, data, slug) => {
      const id = data.ProductDetails.ProductId;
      const previous = state.products[id] ?? emptyEntry();
      state.idBySlug[slug] = id;
      state.idBySlug[data.ProductDetails.Slug] = id;
      state.notFoundSlugs = state.notFoundSlugs.filter((s) => s !== slug);
      state.products[id] = {
        ...previous,
        stale: false,
        ProductDetails: data.ProductDetails,
        ProductImages: data.ProductImages,
        ProductConfig: data.ProductConfig,
        RelatedProducts: data.RelatedProducts,
        ratings: data.Ratings,
      };
    });
    builder
      .addCase(fetchProductReviews.pending, (state, action) => {
        state.reviewsRequest = { loading: true, error: null, productId: action.meta.arg.productId };
      })
      .addCase(fetchProductReviews.fulfilled, (state, action) => {
        const { productId, pageNo } = action.meta.arg;
        state.reviewsRequest = { loading: false, error: null, productId };
        const entry = (state.products[productId] ??= emptyEntry());
        const known = new Set(entry.reviews?.Reviews.map((r) => r.ReviewId));
        const reviews = pageNo > 1 && entry.reviews ? entry.reviews.Reviews : [];
        if (pageNo === 1) known.clear();
        entry.reviews = {
          Reviews: [...reviews, ...action.payload.Reviews.filter((r) => !known.has(r.ReviewId))],
          TotalReviews: action.payload.TotalReviews,
        };
        entry.loadedReviewsPageNumber = pageNo;
      })
      .addCase(fetchProductReviews.rejected, (state, action) => {
        state.reviewsRequest = {
          loading: false,
          error: action.payload ?? {
            status: 0,
            message: action.error.message ?? genericErrorMessage(),
            description: genericErrorDescription(),
          },
          productId: action.meta.arg.productId,
        };
      })
      .addMatcher(fetchProductDetails.pending.match, (state, action) => {
        state.activeSlug = action.meta.arg;
      })
      .addMatcher(fetchProductDetails.rejected.match, (state, action) => {
        if (action.payload?.status === 404 && !state.notFoundSlugs.includes(action.meta.arg))
          state.notFoundSlugs.push(action.meta.arg);
      });
  },
});

export const { ratingPosted, postedRatingReset, productDetailsRequestReset, reviewsViewChanged } =
  productDetailsSlice.actions;
