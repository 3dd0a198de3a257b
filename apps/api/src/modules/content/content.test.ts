import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AboutUsStatus,
  CacheState,
  DeliveryMethods,
  PageContent,
  PaymentMethods,
  PlatformFeeConfigs,
  ProductConfigs,
  ShippingConfigs,
  StoreConfigs,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { pages } from './content.tables';
import { bumpCacheState } from './cache-state.service';

describe.each(DB_KINDS)('store configuration and content calls on %s', (kind) => {
  let t: TestApp;
  const get = async (path: string) => {
    const res = await fetch(`${t.url}/api${path}`);
    return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { PAYMENTS_SANDBOX: true });
  });
  afterAll(() => t.close());

  it.each([
    ['/get-store-configs', StoreConfigs],
    ['/get-product-configs', ProductConfigs],
    ['/get-shipping-configs', ShippingConfigs],
    ['/get-platformfee-configs', PlatformFeeConfigs],
    ['/get-delivery-methods', DeliveryMethods],
    ['/get-payment-methods', PaymentMethods],
    ['/cache-state', CacheState],
    ['/get-about-us-status', AboutUsStatus],
    ['/get-about-us-content', PageContent],
    ['/get-terms-content', PageContent],
    ['/get-privacy-content', PageContent],
  ] as const)('GET %s answers its documented shape', async (path, schema) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(schema.safeParse(res.body).success).toBe(true);
  });

  it('configures the demo store as the spec and the issue ask', async () => {
    const store = StoreConfigs.parse((await get('/get-store-configs')).body);
    expect(store).toMatchObject({ StoreName: 'Kirana', Currency: 'INR', StoreState: 'KA' });
    expect(store.Gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect((await get('/get-product-configs')).body).toEqual({ maxAllowedQtyPerProduct: 10 });
    const shipping = ShippingConfigs.parse((await get('/get-shipping-configs')).body);
    const methods = DeliveryMethods.parse((await get('/get-delivery-methods')).body);
    // every delivery method has a fee, and free delivery has a threshold
    for (const m of methods.DeliveryMethods) {
      expect(shipping.Fees.find((f) => f.DeliveryMethodId === m.DeliveryMethodId)).toBeTruthy();
    }
    expect(shipping.Fees.some((f) => f.FreeAbove !== null)).toBe(true);
    const about = PageContent.parse((await get('/get-about-us-content')).body);
    expect(about.Content).toContain('<h2>');
  });

  it('links every home banner to a category that exists', async () => {
    const home = (await get('/home-page-data')).body as { Banners: { LinkUrl: string }[] };
    expect(home.Banners.length).toBeGreaterThan(0);
    for (const { LinkUrl } of home.Banners) {
      const slug = /^\/category\/([a-z0-9-]+)$/.exec(LinkUrl)?.[1];
      if (!slug) continue;
      expect((await get(`/category-products?categorySlug=${slug}`)).status, LinkUrl).toBe(200);
    }
  });

  it('labels the sandbox gateway and hides disabled methods', async () => {
    const { PaymentMethods: methods } = PaymentMethods.parse(
      (await get('/get-payment-methods')).body,
    );
    const ids = methods.map((m) => m.PaymentMethodId);
    expect(ids).toEqual(expect.arrayContaining(['cod', 'wallet', 'sandbox']));
    expect(ids).not.toContain('razorpay'); // not configured here
    const sandbox = methods.find((m) => m.PaymentMethodId === 'sandbox')!;
    expect(sandbox.IsSandbox).toBe(true);
    expect(sandbox.Name.toLowerCase()).toContain('sandbox');
  });

  it('changes the cache state when the catalogue changes, and never caches it', async () => {
    const before = CacheState.parse((await get('/cache-state')).body).State;
    const res = await get('/cache-state');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const after = await bumpCacheState(t);
    expect(after).not.toBe(before);
    expect(CacheState.parse((await get('/cache-state')).body).State).toBe(after);
  });

  it('reports the about-us page off and 404s its content once it is disabled', async () => {
    await t.database.db.update(pages).set({ isEnabled: false }).where(eq(pages.slug, 'about-us'));
    await bumpCacheState(t);
    expect((await get('/get-about-us-status')).body).toEqual({ Status: false });
    const content = await get('/get-about-us-content');
    expect(content.status).toBe(404);
    expect(content.body).toMatchObject({ Code: 'PAGE_NOT_FOUND' });
  });
});
