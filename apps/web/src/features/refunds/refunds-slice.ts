import { createSlice } from '@reduxjs/toolkit';
import type { RefundDetails, RefundSummary, ReturnRequestBody } from '@kirana/shared';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { injectSlice } from '../../app/lazy-slices';
import type { RootState } from '../../app/store';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../lib/request-state';
import { userSignedOut } from '../users';
import { getRefundDetails, getRefunds, postRefund } from './api';

/**
 * The spec's refunds group names its page counter `pageNoOffetchedRedunds`; it is spelt
 * `pageNoOfFetchedRefunds` here (design §7). The other names are the spec's own.
 */
export const SPEC_REFUND_STATE_NAMES = {
  refundData: 'refundData',
  refundDetails: 'refundDetails',
  countCreatedRefunds: 'countCreatedRefunds',
  countTotalRefunds: 'countTotalRefunds',
  pageNoOffetchedRedunds: 'pageNoOfFetchedRefunds',
} as const;

export interface RefundsState extends RequestState {
  /** The list pages fetched so far, in order; null until the first page arrives. */
  refundData: RefundSummary[] | null;
  refundDetails: RefundDetails | null;
  /** null until asked; false when the refund does not exist or is another shopper's. */
  isRefundDetailsFound: boolean | null;
  /** Refunds asked for in this session. */
  countCreatedRefunds: number;
  countTotalRefunds: number;
  pageNoOfFetchedRefunds: number;
}

export const initialRefundsState: RefundsState = {
  ...idleRequest,
  refundData: null,
  refundDetails: null,
  isRefundDetailsFound: null,
  countCreatedRefunds: 0,
  countTotalRefunds: 0,
  pageNoOfFetchedRefunds: 0,
};

/** A page of the shopper's refunds: page 1 replaces the list, later pages append. */
export const fetchRefunds = createAppAsyncThunk('refunds/fetchRefunds', (pageNo: number, api) =>
  getRefunds(pageNo, api.signal),
);

/** One refund; a missing or foreign one sets isRefundDetailsFound false. */
export const fetchRefundDetails = createAppAsyncThunk(
  'refunds/fetchRefundDetails',
  (refundId: number, api) => getRefundDetails(refundId, api.signal),
);

/** Asks for a return; the new refund becomes the details and is counted (spec §4). */
export const createRefund = createAppAsyncThunk(
  'refunds/createRefund',
  async (body: ReturnRequestBody) => (await postRefund(body)).RefundDetails,
);

/** The list entry of a refund, from its details. */
function summaryOf(r: RefundDetails): RefundSummary {
  const { RefundId, RefundNumber, OrderId, OrderNumber, Kind, Status } = r;
  const { Amount, Destination, CreatedAt, ItemCount } = r;
  return {
    ...{ RefundId, RefundNumber, OrderId, OrderNumber, Kind, Status },
    ...{ Amount, Destination, CreatedAt, ItemCount },
  };
}

export const refundsSlice = createSlice({
  name: 'refunds',
  initialState: initialRefundsState,
  reducers: {
    refundsRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSignedOut, () => initialRefundsState);
    addRequestCases(builder, fetchRefunds, (state, payload) => {
      const kept = payload.PageNo > 1 ? (state.refundData ?? []) : [];
      const seen = new Set(kept.map((r) => r.RefundId));
      state.refundData = [...kept, ...payload.Refunds.filter((r) => !seen.has(r.RefundId))];
      state.countTotalRefunds = payload.CountTotalRefunds;
      state.pageNoOfFetchedRefunds = payload.PageNo;
    });
    addRequestCases(builder, fetchRefundDetails, (state, payload) => {
      state.refundDetails = payload.RefundDetails;
      state.isRefundDetailsFound = !payload.NoRefund && payload.RefundDetails !== null;
    });
    addRequestCases(builder, createRefund, (state, refund) => {
      state.countCreatedRefunds += 1;
      state.countTotalRefunds += 1;
      state.refundDetails = refund;
      state.isRefundDetailsFound = true;
      state.refundData?.unshift(summaryOf(refund));
    });
    // another refund's details give way as soon as a new one is asked for
    builder.addMatcher(fetchRefundDetails.pending.match, (state, action) => {
      if (state.refundDetails?.RefundId === action.meta.arg) return;
      state.refundDetails = null;
      state.isRefundDetailsFound = null;
    });
  },
});

declare module '../../app/lazy-slices' {
  interface LazySlices {
    refunds: RefundsState;
  }
}
// in the store once this page's code loads (app/lazy-slices.ts)
injectSlice('refunds', refundsSlice.reducer);

export const { refundsRequestReset } = refundsSlice.actions;

export const selectRefunds = (state: RootState) => state.refunds;
