import { describe, expect, it } from 'vitest';
import { cacheRuleFor, type RequestFacts } from '../service-worker/cache-rules';

// Which cache of the service worker (src/service-worker/service-worker.ts, Workbox) answers a
// request; the caching itself runs in Chromium in e2e/offline.e2e.ts.
const ORIGIN = 'https://kirana.test';

function rule(path: string, over: Partial<RequestFacts> = {}) {
  const url = new URL(path, ORIGIN);
  return cacheRuleFor(
    { url, method: 'GET', mode: 'cors', hasAuthorization: false, ...over },
    ORIGIN,
  );
}

describe('service worker cache rules', () => {
  it('keeps built files cache-first and pages network-first', () => {
    expect(rule('/assets/index-abc123.js')).toBe('assets');
    expect(rule('/category/masalas-spices', { mode: 'navigate' })).toBe('pages');
    expect(rule('/', { mode: 'navigate' })).toBe('pages');
  });

  it('takes a page under /hi/ as any other page (its offline shell too), and nothing else under it', () => {
    expect(rule('/hi/', { mode: 'navigate' })).toBe('pages');
    expect(rule('/hi/category/masalas-spices', { mode: 'navigate' })).toBe('pages');
    expect(rule('/hi/aashirvaad-atta?utm_source=sms', { mode: 'navigate' })).toBe('pages');
    // the API has one address: the server answers /hi/api/... with a 404, which is not kept
    expect(rule('/hi/api/categories')).toBeNull();
  });

  it('keeps catalogue and store answers even when a signed-in page sends its token', () => {
    for (const path of [
      '/api/home-page-data',
      '/api/product-details?productSlug=p-1',
      '/api/media/banner-1',
      '/api/get-store-configs',
      '/api/get-about-us-page',
    ])
      expect(rule(path, { hasAuthorization: true }), path).toBe('data');
  });

  it('keeps any other read only without a token', () => {
    expect(rule('/api/wallet')).toBe('data');
    expect(rule('/api/wallet', { hasAuthorization: true })).toBeNull();
  });

  it('never touches writes, other origins, the console, the developer calls or order streams', () => {
    expect(rule('/api/home-page-data', { method: 'POST' })).toBeNull();
    expect(rule('/assets/x.js', { url: new URL('https://cdn.example/assets/x.js') })).toBeNull();
    expect(rule('/api/admin/orders')).toBeNull();
    expect(rule('/api/dev/outbox')).toBeNull();
    expect(rule('/api/docs')).toBeNull();
    expect(rule('/api/order-updates?ticket=t')).toBeNull();
    expect(rule('/favicon.ico')).toBeNull();
  });
});
