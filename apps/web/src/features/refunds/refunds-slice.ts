import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, resetRequest, type RequestState } from '../../app/request-state';
import type { RootState } from '../../app/store';

// Refund field layouts are "not shown" in the spec; the refunds issue narrows this record.
export type RefundRecord = Record<string, unknown>;

export interface RefundsState extends RequestState {
  refundData: RefundRecord[];
  refundDetails: RefundRecord | null;
  countCreatedRefunds: number;
  countTotalRefunds: number;
  pageNoOfFetchedRefunds: number;
}

export const initialRefundsState: RefundsState = {
  ...idleRequest,
  refundData: [],
  refundDetails: null,
  countCreatedRefunds: 0,
  countTotalRefunds: 0,
  pageNoOfFetchedRefunds: 0,
};

export const refundsSlice = createSlice({
  name: 'refunds',
  initialState: initialRefundsState,
  reducers: {
    /** Creating a refund adds one to the created and to the total refund counts. */
    refundCreated(state, action: PayloadAction<RefundRecord | undefined>) {
      state.countCreatedRefunds += 1;
      state.countTotalRefunds += 1;
      if (action.payload) state.refundData = [action.payload, ...state.refundData];
    },
    /** A fetched page: page 1 replaces the list, later pages append. */
    refundsPageLoaded(
      state,
      action: PayloadAction<{ pageNo: number; refunds: RefundRecord[]; countTotalRefunds: number }>,
    ) {
      const { pageNo, refunds, countTotalRefunds } = action.payload;
      state.refundData = pageNo <= 1 ? refunds : [...state.refundData, ...refunds];
      state.pageNoOfFetchedRefunds = pageNo;
      state.countTotalRefunds = countTotalRefunds;
    },
    refundDetailsLoaded(state, action: PayloadAction<RefundRecord | null>) {
      state.refundDetails = action.payload;
    },
    refundsRequestReset(state) {
      resetRequest(state);
    },
  },
});

export const { refundCreated, refundsPageLoaded, refundDetailsLoaded, refundsRequestReset } =
  refundsSlice.actions;

export const selectRefunds = (state: RootState) => state.refunds;
export const selectCountTotalRefunds = (state: RootState) => state.refunds.countTotalRefunds;
export const selectCountCreatedRefunds = (state: RootState) => state.refunds.countCreatedRefunds;
