import { createSlice } from '@reduxjs/toolkit';
import type {
  MyProductReviewAnswer,
  OrderReviewsAnswer,
  PostReviewBody,
  ReportReviewBody,
  ReviewHelpfulBody,
  UpdateReviewBody,
} from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { toFailure, type ApiFailure } from '../../lib/api-client';
import { userSignedOut } from '../users';
import * as api from './api';

/**
 * The signed-in shopper's side of reviews, per ProductId: may they review, their own review,
 * their helpful votes and reports; and per delivered order, which products are still to rate.
 * The product's public reviews, ratings, `isUserAlreadyPostedReview` and `postedRating` are the
 * spec's product details group (features/catalogue), which follows the thunks below.
 */
export interface ReviewsState {
  mine: Record<number, MyProductReviewAnswer>;
  /** the product whose own review is loading, or failed to load */
  mineRequest: { productId: number | null; loading: boolean; error: ApiFailure | null };
  orderProducts: Record<number, OrderReviewsAnswer['Products']>;
}

const initialState: ReviewsState = {
  mine: {},
  mineRequest: { productId: null, loading: false, error: null },
  orderProducts: {},
};

export const fetchMyReview = createAppAsyncThunk('reviews/fetchMine', (productId: number) =>
  api.getMyProductReview(productId),
);

/** Posts a new review, or saves an edit of one's own (with `reviewId`). */
export const submitReview = createAppAsyncThunk(
  'reviews/submit',
  (body: PostReviewBody | UpdateReviewBody) =>
    'reviewId' in body ? api.updateReview(body) : api.postReview(body),
);

export const removeReview = createAppAsyncThunk(
  'reviews/remove',
  ({ reviewId }: { reviewId: number; productId: number }) => api.deleteReview(reviewId),
);

export const markHelpful = createAppAsyncThunk(
  'reviews/helpful',
  (body: ReviewHelpfulBody & { productId: number }) =>
    api.voteHelpful({ reviewId: body.reviewId, helpful: body.helpful }),
);

export const sendReport = createAppAsyncThunk(
  'reviews/report',
  (body: ReportReviewBody & { productId: number }) =>
    api.reportReview({ reviewId: body.reviewId, reason: body.reason, details: body.details }),
);

export const fetchOrderReviews = createAppAsyncThunk('reviews/fetchOrder', (orderId: number) =>
  api.getOrderReviews(orderId),
);

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userSignedOut, () => initialState)
      .addCase(fetchMyReview.pending, (state, action) => {
        state.mineRequest = { productId: action.meta.arg, loading: true, error: null };
      })
      .addCase(fetchMyReview.fulfilled, (state, action) => {
        state.mineRequest = { productId: action.meta.arg, loading: false, error: null };
        state.mine[action.meta.arg] = action.payload;
      })
      .addCase(fetchMyReview.rejected, (state, action) => {
        state.mineRequest = {
          productId: action.meta.arg,
          loading: false,
          error: action.payload ?? toFailure(action.error),
        };
      })
      .addCase(submitReview.fulfilled, (state, action) => {
        const review = action.payload.Review;
        const before = state.mine[review.ProductId];
        state.mine[review.ProductId] = {
          isUserAlreadyPostedReview: true,
          CanReview: false,
          Reason: 'ALREADY_REVIEWED',
          MyReview: { ...review, IsHidden: false },
          HelpfulReviewIds: before?.HelpfulReviewIds ?? [],
          ReportedReviewIds: before?.ReportedReviewIds ?? [],
        };
        for (const products of Object.values(state.orderProducts))
          for (const p of products)
            if (p.ProductId === review.ProductId) {
              p.CanReview = false;
              p.MyRating = review.Rating;
            }
      })
      .addCase(removeReview.fulfilled, (state, action) => {
        const { productId } = action.meta.arg;
        // whether they may post again is the server's to say: ask afresh
        delete state.mine[productId];
        for (const products of Object.values(state.orderProducts))
          for (const p of products)
            if (p.ProductId === productId) {
              p.CanReview = true;
              p.MyRating = null;
            }
      })
      .addCase(markHelpful.fulfilled, (state, action) => {
        const mine = state.mine[action.meta.arg.productId];
        if (!mine) return;
        const { ReviewId, Helpful } = action.payload;
        const others = mine.HelpfulReviewIds.filter((id) => id !== ReviewId);
        mine.HelpfulReviewIds = Helpful ? [...others, ReviewId] : others;
      })
      .addCase(sendReport.fulfilled, (state, action) => {
        const mine = state.mine[action.meta.arg.productId];
        if (mine && !mine.ReportedReviewIds.includes(action.meta.arg.reviewId))
          mine.ReportedReviewIds.push(action.meta.arg.reviewId);
      })
      .addCase(fetchOrderReviews.fulfilled, (state, action) => {
        state.orderProducts[action.meta.arg] = action.payload.Products;
      });
  },
});
