// The order-data group's calls: the fee, shipping, payment and delivery configurations.
import type {
  DeliveryMethod,
  PaymentMethod,
  PlatformFeeConfigs,
  ShippingConfigs,
} from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

export const getShippingConfigs = (signal?: AbortSignal) =>
  apiGet<ShippingConfigs>('/get-shipping-configs', undefined, signal);
export const getPlatformFeeConfigs = (signal?: AbortSignal) =>
  apiGet<PlatformFeeConfigs>('/get-platformfee-configs', undefined, signal);
export const getPaymentMethods = (signal?: AbortSignal) =>
  apiGet<{ PaymentMethods: PaymentMethod[] }>('/get-payment-methods', undefined, signal);
export const getDeliveryMethods = (signal?: AbortSignal) =>
  apiGet<{ DeliveryMethods: DeliveryMethod[] }>('/get-delivery-methods', undefined, signal);
