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
] as const;

/** Reads the settings of the bill (fees, delivery methods, payment methods and limits) in one statement. */
export async function loadCheckoutSettings(
  db: Db,
  config: PaymentConfig,
): Promise<CheckoutSettings> {
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
  };
}
