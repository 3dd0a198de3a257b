import { describe, expect, it } from 'vitest';
import {
  initialRefundsState,
  refundCreated,
  refundsPageLoaded,
  refundsSlice,
} from './refunds-slice';

describe('refunds slice', () => {
  it('creating a refund increments the created and the total counts', () => {
    let state = refundsSlice.reducer(
      initialRefundsState,
      refundsPageLoaded({ pageNo: 1, refunds: [{ RefundId: 'r1' }], countTotalRefunds: 4 }),
    );
    state = refundsSlice.reducer(state, refundCreated({ RefundId: 'r9' }));
    state = refundsSlice.reducer(state, refundCreated(undefined));
    expect(state.countCreatedRefunds).toBe(2);
    expect(state.countTotalRefunds).toBe(6);
    expect(state.refundData[0]).toEqual({ RefundId: 'r9' });
  });

  it('later pages append and record pageNoOfFetchedRefunds', () => {
    let state = refundsSlice.reducer(
      initialRefundsState,
      refundsPageLoaded({ pageNo: 1, refunds: [{ RefundId: 'a' }], countTotalRefunds: 2 }),
    );
    state = refundsSlice.reducer(
      state,
      refundsPageLoaded({ pageNo: 2, refunds: [{ RefundId: 'b' }], countTotalRefunds: 2 }),
    );
    expect(state.refundData.map((r) => r.RefundId)).toEqual(['a', 'b']);
    expect(state.pageNoOfFetchedRefunds).toBe(2);
  });
});
