import type {
  DeliveryMethod,
  PaymentMethod,
  PlatformFeeConfigs,
  ShippingConfigs,
  StoredSlotSettings,
  UnpaidOrderLimits,
} from '@kirana/shared';
import type { PaymentConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  offeredPaymentMethods,
  optionalSettingFrom,
  readSettingRows,
  settingFrom,
  settingsWrites,
  type SettingValue,
} from '../content';

/** The store settings a bill depends on, read once per request. */
export interface CheckoutSettings {
  storeState: string;
  maxQty: number;
  shipping: ShippingConfigs;
  platformFee: PlatformFeeConfigs;
  deliveryMethods: DeliveryMethod[];
  paymentMethods: PaymentMethod[];
  /** how much one shopper may keep unpaid (checked when an order is placed) */
  unpaidOrders: UnpaidOrderLimits;
  /** how long a UPI-direct order holds its stock, coupon and wallet part for its payment */
  upiHoldMinutes: number;
  /** the store's settings (the seller an invoice names) */
  store: SettingValue<'storeConfigs'>;
  /** the delivery slots (off until the owner sets them) */
  slots: StoredSlotSettings;
  /** the store's low-stock level (a product's own overrides it; 0: no alerts) */
  lowStockThreshold: number;
}

const KEYS = [
  'storeConfigs',
  'productConfigs',
  'shippingConfigs',
  'platformFeeConfigs',
  'deliveryMethods',
  'paymentMethods',
  'unpaidOrderLimits',
  'upiDirect',
  'deliverySlots',
  'staffAlerts',
] as const;

interface Kept {
  state: string;
  writes: number;
  config: PaymentConfig;
  settings: Promise<CheckoutSettings>;
}

/** The settings last read from each database, with what they were read under. */
const kept = new WeakMap<Db, Kept>();

/**
 * The settings of the bill (fees, delivery methods, payment methods, limits, slots, the store),
 * kept in the process: read again (in one statement) once the cache state moved (a console
 * change here or, through Redis, in another process), a setting was written in this process,
 * or the payment keys changed. Callers must not change what they are given.
 */
export function loadCheckoutSettings(
  db: Db,
  config: PaymentConfig,
  cache: { readonly state: string },
): Promise<CheckoutSettings> {
  const state = cache.state;
  const writes = settingsWrites();
  const hit = kept.get(db);
  if (hit && hit.state === state && hit.writes === writes && hit.config === config)
    return hit.settings;
  const entry: Kept = { state, writes, config, settings: readCheckoutSettings(db, config) };
  kept.set(db, entry);
  // a failed read is not kept
  entry.settings.catch(() => {
    if (kept.get(db) === entry) kept.delete(db);
  });
  return entry.settings;
}

/** Reads the settings of the bill in one statement. */
async function readCheckoutSettings(db: Db, config: PaymentConfig): Promise<CheckoutSettings> {
  const rows = await readSettingRows(db, KEYS);
  const upi = optionalSettingFrom(rows, 'upiDirect');
  const store = settingFrom(rows, 'storeConfigs');
  return {
    storeState: store.StoreState,
    maxQty: settingFrom(rows, 'productConfigs').maxAllowedQtyPerProduct,
    shipping: settingFrom(rows, 'shippingConfigs'),
    platformFee: settingFrom(rows, 'platformFeeConfigs'),
    deliveryMethods: settingFrom(rows, 'deliveryMethods').DeliveryMethods,
    paymentMethods: offeredPaymentMethods(
      settingFrom(rows, 'paymentMethods').PaymentMethods,
      upi,
      config,
    ),
    unpaidOrders: optionalSettingFrom(rows, 'unpaidOrderLimits'),
    upiHoldMinutes: upi.HoldMinutes,
    store,
    slots: optionalSettingFrom(rows, 'deliverySlots'),
    lowStockThreshold: optionalSettingFrom(rows, 'staffAlerts').LowStockThreshold,
  };
}
