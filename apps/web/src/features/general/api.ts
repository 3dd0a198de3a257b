// The general group's calls: store and product configs, cache state and the content pages.
import type { PageContent, ProductConfigs, StoreConfigs } from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

const get =
  <T>(path: string) =>
  (signal?: AbortSignal) =>
    apiGet<T>(path, undefined, signal);

export const getStoreConfigs = get<StoreConfigs>('/get-store-configs');
export const getProductConfigs = get<ProductConfigs>('/get-product-configs');
export const getCacheState = get<{ State: string }>('/cache-state');
export const getAboutUsStatus = get<{ Status: boolean }>('/get-about-us-status');
export const getAboutUsContent = get<PageContent>('/get-about-us-content');
export const getPrivacyContent = get<PageContent>('/get-privacy-content');
export const getTermsContent = get<PageContent>('/get-terms-content');
