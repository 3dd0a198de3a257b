import type {
  DeliveryMethod,
  PaymentMethod,
  PlatformFeeConfigs,
  ShippingConfigs,
  UnpaidOrderLimits,
} from '@kirana/shared';
import type { PaymentConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  getSetting,
  getUnpaidOrderLimits,
  getUpiDirectSettings,
  listPaymentMethods,
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
}

/** Reads the settings of the bill: fees, delivery methods, payment methods and limits. */
export async function loadCheckoutSettings(
  db: Db,
  config: PaymentConfig,
): Promise<CheckoutSettings> {
  const [store, product, shipping, platformFee, delivery, payment, unpaid, upi] = await Promise.all(
    [
      getSetting(db, 'storeConfigs'),
      getSetting(db, 'productConfigs'),
      getSetting(db, 'shippingConfigs'),
      getSetting(db, 'platformFeeConfigs'),
      getSetting(db, 'deliveryMethods'),
      listPaymentMethods(db, config),
      getUnpaidOrderLimits(db),
      getUpiDirectSettings(db),
    ],
  );
  return {
    storeState: store.StoreState,
    maxQty: product.maxAllowedQtyPerProduct,
    shipping,
    platformFee,
    deliveryMethods: delivery.DeliveryMethods,
    paymentMethods: payment.PaymentMethods,
    unpaidOrders: unpaid,
    upiHoldMinutes: upi.HoldMinutes,
  };
}
