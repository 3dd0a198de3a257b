import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@kirana/shared/common/early-taps';
import { DB_KINDS, startTestApp, type TestApp } from './test/harness';
import { EARLY_TAPS_HASH } from './lib/security-headers';
import { getSetting, putSetting } from './modules/content';

describe.each(DB_KINDS)('the API shell on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers /api/health with the database it runs on', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Status: 'ok', Database: kind });
  });

  it('answers an unknown route with 404 in the error format', async () => {
    const res = await fetch(`${t.url}/api/no-such-call?x=1`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      Code: 'ROUTE_NOT_FOUND',
      Message: 'No route GET /api/no-such-call',
    });
  });

  it('sends the security headers and a request id', async () => {
    const res = await fetch(`${t.url}/api/health`, {
      headers: { 'x-request-id': 'trace-12345678' },
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // the one inline script allowed: a server-drawn page's early-tap catcher, by its hash
    const catcher = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${catcher}';`);
    expect(EARLY_TAPS_HASH).toBe(`'sha256-${catcher}'`);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    const other = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': '<script>' } });
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document with every spec call', async () => {
    const res = await fetch(`${t.url}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/get-store-configs',
      '/api/get-product-configs',
      '/api/cache-state',
      '/api/get-about-us-status',
      '/api/get-about-us-content',
      '/api/get-terms-content',
      '/api/get-privacy-content',
      '/api/get-delivery-methods',
      '/api/get-platformfee-configs',
      '/api/get-shipping-configs',
      '/api/get-payment-methods',
      '/api/validate-cart-products-price',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('compresses large answers', async () => {
    const res = await fetch(`${t.url}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers junk without a 500', async () => {
    const attempts: [string, RequestInit?][] = [
      [
        '/api/validate-cart-products-price',
        { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' } },
      ],
      [
        '/api/validate-cart-products-price',
        { method: 'POST', body: '<x/>', headers: { 'content-type': 'application/xml' } },
      ],
      ['/api/validate-cart-products-price', { method: 'POST' }],
      [
        '/api/validate-cart-products-price?' + 'a=1&'.repeat(2000),
        { method: 'POST', body: '[]', headers: { 'content-type': 'application/json' } },
      ],
      ["/api/'; drop table products; --"],
      ['/api/%E0%A4%A'],
    ];
    for (const [path, init] of attempts) {
      const res = await fetch(`${t.url}${path}`, init);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as { Message?: string; Code?: string };
      expect(typeof body.Message).toBe('string');
      expect(typeof body.Code).toBe('string');
    }
  });
});

describe('Google Analytics in the Content-Security-Policy', () => {
  it('names gtag.js hosts only when the store configures a measurement id', async () => {
    const plain = await startTestApp('pglite');
    const withGa = await startTestApp(
      'pglite',
      {},
      {
        beforeBuild: async (database) => {
          const store = await getSetting(database.db, 'storeConfigs');
          await putSetting(database.db, 'storeConfigs', {
            ...store,
            GaMeasurementId: 'G-ABCDE12345',
          });
        },
      },
    );
    try {
      const cspOf = async (t: TestApp) =>
        (await fetch(`${t.url}/api/health`)).headers.get('content-security-policy') ?? '';
      expect(await cspOf(plain)).not.toContain('googletagmanager');
      const csp = await cspOf(withGa);
      expect(csp).toContain(
        `script-src 'self' https://www.googletagmanager.com ${EARLY_TAPS_HASH};`,
      );
      expect(csp).toContain('connect-src');
      expect(csp).toContain('google-analytics.com');
    } finally {
      await plain.close();
      await withGa.close();
    }
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_PER_MINUTE: 5 });
  });
  afterAll(() => t.close());

  it('answers 429 in the error format past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await fetch(`${t.url}/api/get-store-configs`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
    const res = await fetch(`${t.url}/api/get-store-configs`);
    expect(await res.json()).toMatchObject({ Code: 'RATE_LIMITED' });
  });
});
