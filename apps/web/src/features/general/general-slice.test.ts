import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi, STORE_CONFIGS } from '../../app/test-utils';
import { fetchPrivacyPolicyContent, fetchStoreConfigs, generalRequestReset } from './general-slice';

afterEach(() => vi.unstubAllGlobals());

describe('general slice: loading and exception flags', () => {
  it('a start sets loading and clears the error; success clears both and stores the answer', async () => {
    let release: (answer: unknown) => void = () => {};
    const held = new Promise((resolve) => (release = resolve));
    mockApi({ '/get-store-configs': () => held });
    const store = makeStore({
      general: {
        ...makeStore().getState().general,
        error: { status: 500, message: 'old', description: '' },
      },
    });
    const pending = store.dispatch(fetchStoreConfigs());
    expect(store.getState().general).toMatchObject({ loading: true, error: null });
    release(STORE_CONFIGS);
    await pending;
    expect(store.getState().general).toMatchObject({
      loading: false,
      error: null,
      storeConfigs: STORE_CONFIGS,
    });
  });

  it('failure stores the error payload with the spec texts; reset clears both flags', async () => {
    mockApi({
      '/get-privacy-content': () =>
        new Response(JSON.stringify({ Message: 'Page is switched off', Code: 'NOT_FOUND' }), {
          status: 404,
        }),
    });
    const store = makeStore();
    await store.dispatch(fetchPrivacyPolicyContent());
    expect(store.getState().general.loading).toBe(false);
    expect(store.getState().general.error).toMatchObject({
      status: 404,
      message: 'Page is switched off',
      description: 'Something went wrong, Please try again after some time',
    });
    store.dispatch(generalRequestReset());
    expect(store.getState().general).toMatchObject({ loading: false, error: null });
  });

  // a deliberate difference from the spec's "transport message, else 'Internal server error'":
  // a call that never reached the store says so (issue 24: shoppers read "Failed to fetch")
  it('a transport failure says the store could not be reached, not "Failed to fetch"', async () => {
    mockApi({ '/get-store-configs': () => Response.error() }); // the store unreachable
    const store = makeStore();
    await store.dispatch(fetchStoreConfigs());
    expect(store.getState().general.error).toMatchObject({
      message: 'Could not reach the store',
      description: 'Please check your internet connection and try again',
    });
  });

  it('does not fetch what is already in state', async () => {
    const requests = mockApi({ '/get-store-configs': STORE_CONFIGS });
    const store = makeStore();
    await store.dispatch(fetchStoreConfigs());
    await store.dispatch(fetchStoreConfigs());
    expect(requests).toHaveLength(1);
  });
});
