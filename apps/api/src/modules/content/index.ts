// The content module's public face: store settings, information pages and the cache state.
export { listPaymentMethods, offeredPaymentMethods } from './payment-methods.service';

export {
  getSetting,
  putSetting,
  readSettingRows,
  settingFrom,
  settingsWrites,
  settingsWritten,
  type SettingKey,
  type SettingValue,
} from './settings.service';

export { loadCacheState, bumpCacheState } from './cache-state.service';

export { getPage, PAGE_SLUGS } from './pages.service';

export { getHomeBanners, getHomeShelves } from './home.service';

export * as homeAdmin from './console/home.service';
import type { Db } from '../../db/client';
import { getSetting } from './settings.service';

/** Product rules, including maxAllowedQtyPerProduct. */
export const getProductConfigs = (db: Db) => getSetting(db, 'productConfigs');
export {
  changeSetting,
  getDeliverySlotSettings,
  getSignInSettings,
  getUnpaidOrderLimits,
  getUpiDirectSettings,
  lockSetting,
  optionalSettingFrom,
  saveDeliverySlotSettings,
  saveUpiDirectSettings,
  getStaffAlertSettings,
} from './console/settings.service';
