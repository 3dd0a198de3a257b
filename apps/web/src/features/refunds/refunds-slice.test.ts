import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi } from '../../app/test-utils';
import { jsonAnswer } from '../users/user-test-kit';
import {
  SPEC_REFUND_STATE_NAMES,
  createRefund,
  fetchRefundDetails,
  fetchRefunds,
  refundsRequestReset,
} from './refunds-slice';
import { aRefund, aRefundsPage } from './refunds-test-kit';

afterEach(() => vi.unstubAllGlobals());

const body = {
  OrderId: 5,
  Lines: [{ ProductId: 323, VariantId: null, Qty: 1 }],
  Reason: 'Damaged or defective' as const,
  Destination: 'wallet' as const,
};

describe('refunds slice', () => {
  it("has the spec's state names, the page counter spelt correctly", () => {
    const state = makeStore().getState().refunds;
    for (const name of Object.values(SPEC_REFUND_STATE_NAMES)) expect(state).toHaveProperty(name);
    expect(SPEC_REFUND_STATE_NAMES.pageNoOffetchedRedunds).toBe('pageNoOfFetchedRefunds');
    expect(state).toMatchObject({
      refundData: null,
      refundDetails: null,
      countCreatedRefunds: 0,
      countTotalRefunds: 0,
      pageNoOfFetchedRefunds: 0,
      loading: false,
      error: null,
    });
  });

  it('page 1 replaces the list, later pages append; the counts and page counter follow', async () => {
    mockApi({
      '/refunds': (url: URL) =>
        jsonAnswer(200, aRefundsPage(Number(url.searchParams.get('pageNo')), 12)),
    });
    const store = makeStore();
    await store.dispatch(fetchRefunds(1));
    await store.dispatch(fetchRefunds(2));
    const s = store.getState().refunds;
    expect(s.refundData?.map((r) => r.RefundId)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(s).toMatchObject({ countTotalRefunds: 12, pageNoOfFetchedRefunds: 2 });
  });

  it('creating a refund increments the created and total counts and heads the list', async () => {
    mockApi({
      '/refunds': (url: URL) =>
        url.searchParams.has('pageNo')
          ? jsonAnswer(200, aRefundsPage(1, 2))
          : jsonAnswer(201, { RefundDetails: aRefund({ RefundId: 30 }) }),
    });
    const store = makeStore();
    await store.dispatch(fetchRefunds(1));
    await store.dispatch(createRefund(body));
    const s = store.getState().refunds;
    expect(s).toMatchObject({ countCreatedRefunds: 1, countTotalRefunds: 3, loading: false });
    expect(s.refundData?.[0]?.RefundId).toBe(30);
    expect(s.refundDetails?.RefundId).toBe(30);
  });

  it('a refused request stores its error payload (with the fields) and counts nothing; reset clears it', async () => {
    const fields = [{ Field: 'UpiId', Message: 'Enter a UPI id like name@bank' }];
    mockApi({
      '/refunds': () =>
        jsonAnswer(400, { Message: 'Invalid UpiId', Code: 'BAD_INPUT', Fields: fields }),
    });
    const store = makeStore();
    const pending = store.dispatch(createRefund(body));
    expect(store.getState().refunds).toMatchObject({ loading: true, error: null });
    await pending;
    const s = store.getState().refunds;
    expect(s.error).toMatchObject({ status: 400, body: { Fields: fields } });
    expect(s).toMatchObject({ loading: false, countCreatedRefunds: 0, countTotalRefunds: 0 });
    store.dispatch(refundsRequestReset());
    expect(store.getState().refunds).toMatchObject({ loading: false, error: null });
  });

  it('NoRefund sets isRefundDetailsFound false', async () => {
    mockApi({ '/refund-details': { NoRefund: true, RefundDetails: null } });
    const store = makeStore();
    await store.dispatch(fetchRefundDetails(99));
    expect(store.getState().refunds).toMatchObject({
      refundDetails: null,
      isRefundDetailsFound: false,
    });
  });
});
