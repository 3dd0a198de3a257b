import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DeliveryMethod,
  PaymentMethod,
  PlatformFeeConfigs,
  ShippingConfigs,
} from '@kirana/shared';
import { apiGet, toFailure } from '../../lib/api-client';
import { createAppAsyncThunk, fetchOnce } from '../../app/create-app-async-thunk';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../app/request-state';
import type { RootState } from '../../app/store';
import { paymentSucceeded, type OrderRecord } from '../checkout/order-process-slice';

/** The order-data group: fee, shipping and payment configs, and the shopper's order history. */
export interface OrderDataState extends RequestState {
  shippingConfigs: ShippingConfigs | null;
  platformFeeConfigs: PlatformFeeConfigs | null;
  paymentMethods: PaymentMethod[] | null;
  deliveryMethods: DeliveryMethod[] | null;
  isProductPriceUpdated: boolean;
  orderHistoryData: OrderRecord[];
  countPlacedOrders: number;
  countTotalOrders: number;
  pageNoOfFetchedOrder: number;
  orderDetails: OrderRecord | null;
  isOrderDetailsFound: boolean | null;
}

export const initialOrderDataState: OrderDataState = {
  ...idleRequest,
  shippingConfigs: null,
  platformFeeConfigs: null,
  paymentMethods: null,
  deliveryMethods: null,
  isProductPriceUpdated: false,
  orderHistoryData: [],
  countPlacedOrders: 0,
  countTotalOrders: 0,
  pageNoOfFetchedOrder: 0,
  orderDetails: null,
  isOrderDetailsFound: null,
};

export const fetchShippingConfigs = fetchOnce<ShippingConfigs>(
  'orderData/fetchShippingConfigs',
  '/get-shipping-configs',
  (s) => s.orderData.shippingConfigs !== null,
);
export const fetchPlatformFeeConfigs = fetchOnce<PlatformFeeConfigs>(
  'orderData/fetchPlatformFeeConfigs',
  '/get-platformfee-configs',
  (s) => s.orderData.platformFeeConfigs !== null,
);
export const fetchPaymentMethods = fetchOnce<{ PaymentMethods: PaymentMethod[] }>(
  'orderData/fetchPaymentMethods',
  '/get-payment-methods',
  (s) => s.orderData.paymentMethods !== null,
);
export const fetchDeliveryMethods = fetchOnce<{ DeliveryMethods: DeliveryMethod[] }>(
  'orderData/fetchDeliveryMethods',
  '/get-delivery-methods',
  (s) => s.orderData.deliveryMethods !== null,
);

interface OrderHistoryAnswer {
  NoOrders?: boolean;
  CountTotalOrders?: number;
  Orders?: OrderRecord[];
}

/** One page of the shopper's orders (Bearer); page 1 replaces the list, later pages append. */
export const fetchOrderHistory = createAppAsyncThunk<OrderHistoryAnswer, { pageNo: number }>(
  'orderData/fetchOrderHistory',
  async ({ pageNo }, { rejectWithValue, signal }) => {
    try {
      return await apiGet<OrderHistoryAnswer>('/order-history', { pageNo }, signal);
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);

interface OrderDetailsAnswer {
  NoOrder?: boolean;
  OrderDetails?: OrderRecord;
}

/** One order's details (Bearer). */
export const fetchOrderDetails = createAppAsyncThunk<OrderDetailsAnswer, { orderId: string }>(
  'orderData/fetchOrderDetails',
  async ({ orderId }, { rejectWithValue, signal }) => {
    try {
      return await apiGet<OrderDetailsAnswer>('/order-details', { orderId }, signal);
    } catch (err) {
      return rejectWithValue(toFailure(err));
    }
  },
);

export const orderDataSlice = createSlice({
  name: 'orderData',
  initialState: initialOrderDataState,
  reducers: {
    productPriceUpdateDetected(state, action: PayloadAction<boolean>) {
      state.isProductPriceUpdated = action.payload;
    },
    orderHistoryCleared(state) {
      state.orderHistoryData = [];
      state.pageNoOfFetchedOrder = 0;
      state.countTotalOrders = 0;
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
    addRequestCases(builder, fetchOrderHistory, (state, payload, { pageNo }) => {
      const orders = payload.NoOrders ? [] : (payload.Orders ?? []);
      state.orderHistoryData = pageNo <= 1 ? orders : [...state.orderHistoryData, ...orders];
      state.countTotalOrders = payload.CountTotalOrders ?? state.orderHistoryData.length;
      state.pageNoOfFetchedOrder = pageNo;
    });
    addRequestCases(builder, fetchOrderDetails, (state, payload) => {
      state.isOrderDetailsFound = !payload.NoOrder && payload.OrderDetails !== undefined;
      state.orderDetails = payload.OrderDetails ?? null;
    });
    // A paid order is one more placed order and one more in the total.
    builder.addCase(paymentSucceeded, (state) => {
      state.countPlacedOrders += 1;
      state.countTotalOrders += 1;
    });
  },
});

export const { productPriceUpdateDetected, orderHistoryCleared, orderDataRequestReset } =
  orderDataSlice.actions;

export const selectShippingConfigs = (state: RootState) => state.orderData.shippingConfigs;
export const selectPlatformFeeConfigs = (state: RootState) => state.orderData.platformFeeConfigs;
export const selectPaymentMethods = (state: RootState) => state.orderData.paymentMethods;
export const selectDeliveryMethods = (state: RootState) => state.orderData.deliveryMethods;
export const selectIsProductPriceUpdated = (state: RootState) =>
  state.orderData.isProductPriceUpdated;
export const selectOrderHistory = (state: RootState) => state.orderData.orderHistoryData;
export const selectOrderDetails = (state: RootState) => state.orderData.orderDetails;
