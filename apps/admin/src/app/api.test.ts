// The console's calls carry its language (the API words its answers in it), and a failed call
// the server said nothing about is worded from the catalogue.
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n';
import { adminApi, errorMessage } from './api';
import { meOf, mockApi } from './console-test-kit';
import { makeStore } from './store';

describe('the console’s API calls', () => {
  it('send the console’s language as Accept-Language, following a switch', async () => {
    const { requests } = mockApi({ '/admin/me': meOf('owner') });
    const store = makeStore();
    await store.dispatch(adminApi.endpoints.me.initiate());
    await activateLanguage('hi');
    await store.dispatch(adminApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    expect(requests.map((r) => r.headers.get('accept-language'))).toEqual(['en', 'hi']);
  });

  it('word a failure without the server’s message in the console’s language', async () => {
    expect(errorMessage({ status: 'FETCH_ERROR' })).toBe(
      'Cannot reach the server. Check the connection.',
    );
    expect(errorMessage({ status: 500, data: {} })).toBe('Something went wrong. Try again.');
    expect(errorMessage({ status: 400, data: { Message: 'Coupon code taken' } })).toBe(
      'Coupon code taken',
    );
    await activateLanguage('hi');
    expect(errorMessage({ status: 'FETCH_ERROR' })).toBe(
      'सर्वर से कनेक्ट नहीं हो पा रहा। इंटरनेट कनेक्शन जाँचें।',
    );
    expect(errorMessage({ status: 500 })).toBe('कुछ गड़बड़ हो गई। फिर से कोशिश करें।');
  });
});
