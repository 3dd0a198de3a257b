import type { z } from 'zod';
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
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { cachedJson } from '../../lib/catalogue-cache';
import { getSetting, getStoreConfigs, type SettingKey } from './settings.service';
import { getPage, isAboutUsEnabled, type PageSlug } from './pages.service';
import { paymentConfigOf } from '../../lib/razorpay-keys';
import { listPaymentMethods } from './payment-methods.service';

const tags = ['store'];

/** The spec's store configuration and content calls. */
export function registerContentRoutes(app: App, deps: AppDeps): void {
  const { cache } = deps;
  const db = deps.database.readDb;
  const sdkUrl = deps.config.MAPS_SDK_URL;

  const settingRoute = (url: string, key: SettingKey, schema: z.ZodType, summary: string) =>
    app.get(url, { schema: { tags, summary, response: { 200: schema } } }, (_req, reply) =>
      cachedJson(reply, cache, `setting:${key}`, schema, () => getSetting(db, key)),
    );
  app.get(
    '/get-store-configs',
    {
      schema: {
        tags,
        summary: 'Store name, logo, support and tax identity, analytics and map keys',
        response: { 200: StoreConfigs },
      },
    },
    (_req, reply) =>
      cachedJson(reply, cache, 'setting:storeConfigs', StoreConfigs, () =>
        getStoreConfigs(db, sdkUrl),
      ),
  );
  settingRoute(
    '/get-product-configs',
    'productConfigs',
    ProductConfigs,
    'Product rules: maxAllowedQtyPerProduct',
  );
  settingRoute(
    '/get-shipping-configs',
    'shippingConfigs',
    ShippingConfigs,
    'Delivery fees and free-delivery thresholds',
  );
  settingRoute(
    '/get-platformfee-configs',
    'platformFeeConfigs',
    PlatformFeeConfigs,
    'Platform fee per order',
  );
  settingRoute(
    '/get-delivery-methods',
    'deliveryMethods',
    DeliveryMethods,
    'Delivery methods offered',
  );

  app.get(
    '/get-payment-methods',
    { schema: { tags, summary: 'Payment methods offered', response: { 200: PaymentMethods } } },
    () => cache.get('payment-methods', () => listPaymentMethods(db, paymentConfigOf(deps))),
  );

  // The cache state is never served from the cache it versions.
  app.get(
    '/cache-state',
    {
      schema: {
        tags,
        summary: 'Version of the store data; changes on every catalogue change',
        response: { 200: CacheState },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { State: cache.state };
    },
  );

  app.get(
    '/get-about-us-status',
    {
      schema: {
        tags,
        summary: 'Whether the about-us page is shown',
        response: { 200: AboutUsStatus },
      },
    },
    async () => ({ Status: await cache.get('about-us-status', () => isAboutUsEnabled(db)) }),
  );

  const pageRoute = (url: string, slug: PageSlug) =>
    app.get(
      url,
      { schema: { tags, summary: `Content of the ${slug} page`, response: { 200: PageContent } } },
      () => cache.get(`page:${slug}`, () => getPage(db, slug)),
    );
  pageRoute('/get-about-us-content', 'about-us');
  pageRoute('/get-terms-content', 'terms-and-conditions');
  pageRoute('/get-privacy-content', 'privacy-policy');
}
