import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DeliveryMethod,
  PaymentMethod,
  PlatformFeeConfigs,
  ShippingConfigs,
} from '@kirana/shared';
import { fetchOnce } from '../../app/create-app-async-thunk';
import type { RootState } from '../../app/store';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../lib/request-state';
import {
  getDeliveryMethods,
  getPaymentMethods,
  getPlatformFeeConfigs,
  getShippingConfigs,
} from './api';

/**
 * The order-data group: fee, shipping, payment and delivery configs, and whether a price check
 * found changed prices. The order history fields return with the order history screens.
 */
export interface OrderDataState extends RequestState {
  shippingConfigs: ShippingConfigs | null;
  platformFeeConfigs: PlatformFeeConfigs | null;
  paymentMethods: PaymentMethod[] | null;
  deliveryMethods: DeliveryMethod[] | null;
  isProductPriceUpdated: boolean;
}

export const initialOrderDataState: OrderDataState = {
  ...idleRequest,
  shippingConfigs: null,
  platformFeeConfigs: null,
  paymentMethods: null,
  deliveryMethods: null,
  isProductPriceUpdated: false,
};

export const fetchShippingConfigs = fetchOnce(
  'orderData/fetchShippingConfigs',
  getShippingConfigs,
  (s) => s.orderData.shippingConfigs !== null,
);
export const fetchPlatformFeeConfigs = fetchOnce(
  'orderData/fetchPlatformFeeConfigs',
  getPlatformFeeConfigs,
  (s) => s.orderData.platformFeeConfigs !== null,
);
export const fetchPaymentMethods = fetchOnce(
  'orderData/fetchPaymentMethods',
  getPaymentMethods,
  (s) => s.orderData.paymentMethods !== null,
);
export const fetchDeliveryMethods = fetchOnce(
  'orderData/fetchDeliveryMethods',
  getDeliveryMethods,
  (s) => s.orderData.deliveryMethods !== null,
);

export const orderDataSlice = createSlice({
  name: 'orderData',
  initialState: initialOrderDataState,
  reducers: {
    productPriceUpdateDetected(state, action: PayloadAction<boolean>) {
      state.isProductPriceUpdated = action.payload;
    },
    orderDataRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchShippingConfigs, (state, payload) => {
      state.shippingConfigs = payload;
    });
    addRequestCases(builder, fetchPlatformFeeConfigs, (state, payload) => {
      state.platformFeeConfigs = payload;
    });
    addRequestCases(builder, fetchPaymentMethods, (state, payload) => {
      state.paymentMethods = payload.PaymentMethods;
    });
    addRequestCases(builder, fetchDeliveryMethods, (state, payload) => {
      state.deliveryMethods = payload.DeliveryMethods;
    });
  },
});

export const { productPriceUpdateDetected, orderDataRequestReset } = orderDataSlice.actions;

export const selectShippingConfigs = (state: RootState) => state.orderData.shippingConfigs;
export const selectPlatformFeeConfigs = (state: RootState) => state.orderData.platformFeeConfigs;
