import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi } from '../../app/test-utils';
import { jsonAnswer } from '../users/user-test-kit';
import { fetchOffers, offersRequestReset } from './offers-slice';

afterEach(() => vi.unstubAllGlobals());

const offer = {
  Code: 'SAVE50',
  Title: '₹50 off',
  Description: '',
  Kind: 'flat',
  Value: 5000,
  MaxDiscount: null,
  MinOrderValue: 49900,
  EndsAt: null,
  FirstOrderOnly: false,
  PaymentMethods: [],
  ScopeLabel: null,
};

describe('offers group', () => {
  it('holds the offers list with the loading and exception flags', async () => {
    let answer = jsonAnswer(503, { Message: 'Busy', Code: 'X' });
    mockApi({ '/offers': () => answer });
    const store = makeStore();
    expect(store.getState().offers).toEqual({ loading: false, error: null, offers: null });
    await store.dispatch(fetchOffers());
    expect(store.getState().offers.error?.message).toBe('Busy');
    store.dispatch(offersRequestReset());
    expect(store.getState().offers).toMatchObject({ loading: false, error: null });

    answer = jsonAnswer(200, { Offers: [offer] });
    const pending = store.dispatch(fetchOffers());
    expect(store.getState().offers).toMatchObject({ loading: true, error: null });
    await pending;
    expect(store.getState().offers).toMatchObject({ loading: false, error: null });
    expect(store.getState().offers.offers?.map((o) => o.Code)).toEqual(['SAVE50']);
  });
});
