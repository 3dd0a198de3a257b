// The content module's public face: store settings, information pages and the cache state.
export { registerContentRoutes } from './content.routes';
export { listPaymentMethods } from './payment-methods.service';
export { getSetting, putSetting, type SettingKey, type SettingValue } from './settings.service';
export { loadCacheState, bumpCacheState } from './cache-state.service';
export { getPage, PAGE_SLUGS } from './pages.service';
import type { Db } from '../../db/client';
import { getSetting } from './settings.service';

/** Banners of the home page, in order. */
export const getHomeBanners = (db: Db) => getSetting(db, 'homeBanners');
/** Product rules, including maxAllowedQtyPerProduct. */
export const getProductConfigs = (db: Db) => getSetting(db, 'productConfigs');
