import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, ApiError, setAuthToken, setUnauthorizedHandler } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it("fails with the answer's Message and the spec's description", async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { Message: 'Product not found', Code: 'PRODUCT_NOT_FOUND' }),
    );
    const err = await apiGet('/product-details').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).failure).toMatchObject({
      status: 404,
      message: 'Product not found',
      description: 'Something went wrong, Please try again after some time',
      code: 'PRODUCT_NOT_FOUND',
    });
  });

  it('sends the Bearer token and signs out when a call with it answers 401', async () => {
    const fetchMock = answer(401, { Message: 'A valid session is required', Code: 'UNAUTHORIZED' });
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setAuthToken('tok-123');
    await apiGet('/profile').catch(() => undefined);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a guest alone on 401', async () => {
    vi.stubGlobal('fetch', answer(401, { Message: 'no', Code: 'UNAUTHORIZED' }));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await apiGet('/profile').catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('says a call that never reached the store is offline or unreachable, not "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch'); // what fetch throws with no network
      }),
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(offline.failure).toEqual({
      status: 0,
      message: 'You are offline',
      description: 'This page will load when you are back online',
    });
    onLine.mockReturnValue(true);
    const unreachable = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(unreachable.failure).toMatchObject({
      status: 0,
      message: 'Could not reach the store',
    });
    expect(JSON.stringify(unreachable.failure)).not.toMatch(/Failed to fetch|went wrong/);
    onLine.mockRestore();
  });
});
