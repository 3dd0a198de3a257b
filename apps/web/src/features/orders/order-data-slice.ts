import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DeliveryMethod,
  OrderDetails,
  OrderSummary,
  PaymentMethod,
  PlatformFeeConfigs,
  ShippingConfigs,
} from '@kirana/shared';
import { createAppAsyncThunk, fetchOnce } from '../../app/create-app-async-thunk';
import { injectSlice } from '../../app/lazy-slices';
import type { RootState } from '../../app/store';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../lib/request-state';
import { userSignedOut } from '../users';
import {
  type CancelReason,
  getDeliveryMethods,
  getOrderById,
  getOrderDetails,
  getOrderHistory,
  getPaymentMethods,
  getPlatformFeeConfigs,
  getShippingConfigs,
  postCancelOrder,
  type RefundTo,
} from './api';

/** Orders on one page of the history. */
export const ORDER_PAGE_SIZE = 10;

/**
 * The order-data group: fee, shipping, payment and delivery configs, whether a price check found
 * changed prices, and the shopper's orders (history pages, one order's details).
 */
export interface OrderDataState extends RequestState {
  shippingConfigs: ShippingConfigs | null;
  platformFeeConfigs: PlatformFeeConfigs | null;
  paymentMethods: PaymentMethod[] | null;
  deliveryMethods: DeliveryMethod[] | null;
  isProductPriceUpdated: boolean;
  /** The history pages fetched so far, in order; null until the first page arrives. */
  orderHistoryData: OrderSummary[] | null;
  /** The product-name search the fetched pages belong to ('' for all orders). */
  orderHistorySearch: string;
  /** Orders placed in this session. */
  countPlacedOrders: number;
  countTotalOrders: number;
  pageNoOfFetchedOrder: number;
  orderDetails: OrderDetails | null;
  /** null until asked; false when the order does not exist or is another shopper's. */
  isOrderDetailsFound: boolean | null;
}

export const initialOrderDataState: OrderDataState = {
  ...idleRequest,
  shippingConfigs: null,
  platformFeeConfigs: null,
  paymentMethods: null,
  deliveryMethods: null,
  isProductPriceUpdated: false,
  orderHistoryData: null,
  orderHistorySearch: '',
  countPlacedOrders: 0,
  countTotalOrders: 0,
  pageNoOfFetchedOrder: 0,
  orderDetails: null,
  isOrderDetailsFound: null,
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

/** A page of the history: page 1 replaces what was fetched, later pages append. */
export const fetchOrderHistory = createAppAsyncThunk(
  'orderData/fetchOrderHistory',
  async ({ pageNo, search = '' }: { pageNo: number; search?: string }, api) => {
    const query = { pageNo, pageSize: ORDER_PAGE_SIZE, search: search.trim() || undefined };
    return await getOrderHistory(query, api.signal);
  },
);

/** One order's details; a missing or foreign order sets isOrderDetailsFound false. */
export const fetchOrderDetails = createAppAsyncThunk(
  'orderData/fetchOrderDetails',
  (orderId: number, api) => getOrderDetails(orderId, api.signal),
);

/**
 * An order opened by its id, as the history lists it (`/order-history-by-id`): its entry in the
 * fetched history, and the order process's placed order, take its current status.
 */
export const fetchOrderById = createAppAsyncThunk(
  'orderData/fetchOrderById',
  (orderId: number, api) => getOrderById(orderId, api.signal),
);

/** Cancels an order before it ships; answers the order as it now stands (with its refund). */
export const cancelOrder = createAppAsyncThunk(
  'orderData/cancelOrder',
  async ({
    orderId,
    reason,
    refundTo,
  }: {
    orderId: number;
    reason: CancelReason;
    refundTo?: RefundTo;
  }) => (await postCancelOrder(orderId, reason, refundTo)).OrderDetails,
);

/** The history entry of an order, from its details. */
function summaryOf(order: OrderDetails): OrderSummary {
  const { OrderId, OrderNumber, Status, PlacedAt, ItemCount, AmountPayable } = order;
  const { PaymentMethodId, EtaFrom, EtaTo, Preview, IsTestOrder } = order;
  return {
    ...{ OrderId, OrderNumber, Status, PlacedAt, ItemCount, AmountPayable },
    ...{ PaymentMethodId, EtaFrom, EtaTo, Preview, IsTestOrder },
  };
}

/** Puts an order's new state into the details and the fetched history. */
function storeOrder(state: OrderDataState, order: OrderDetails): void {
  if (state.orderDetails?.OrderId === order.OrderId) state.orderDetails = order;
  const list = state.orderHistoryData;
  const at = list?.findIndex((o) => o.OrderId === order.OrderId) ?? -1;
  if (list && at >= 0) list[at] = summaryOf(order);
}

export const orderDataSlice = createSlice({
  name: 'orderData',
  initialState: initialOrderDataState,
  reducers: {
    productPriceUpdateDetected(state, action: PayloadAction<boolean>) {
      state.isProductPriceUpdated = action.payload;
    },
    /** A new order: counted, and first in the history when the first page is loaded. */
    orderPlaced(state, action: PayloadAction<OrderDetails>) {
      state.countPlacedOrders += 1;
      state.countTotalOrders += 1;
      if (state.orderHistoryData && !state.orderHistorySearch)
        state.orderHistoryData.unshift(summaryOf(action.payload));
    },
    orderDataRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSignedOut, (state) => ({
      ...initialOrderDataState,
      shippingConfigs: state.shippingConfigs,
      platformFeeConfigs: state.platformFeeConfigs,
      paymentMethods: state.paymentMethods,
      deliveryMethods: state.deliveryMethods,
    }));
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
    addRequestCases(builder, fetchOrderHistory, (state, payload, arg) => {
      const search = arg.search?.trim() ?? '';
      const sameList = payload.PageNo > 1 && search === state.orderHistorySearch;
      const kept = sameList ? (state.orderHistoryData ?? []) : [];
      const seen = new Set(kept.map((o) => o.OrderId));
      state.orderHistoryData = [...kept, ...payload.Orders.filter((o) => !seen.has(o.OrderId))];
      state.orderHistorySearch = search;
      state.countTotalOrders = payload.CountTotalOrders;
      state.pageNoOfFetchedOrder = payload.PageNo;
    });
    addRequestCases(builder, fetchOrderDetails, (state, payload) => {
      state.orderDetails = payload.OrderDetails;
      state.isOrderDetailsFound = !payload.NoOrder && payload.OrderDetails !== null;
    });
    addRequestCases(builder, fetchOrderById, (state, payload) => {
      const list = state.orderHistoryData;
      const at = list?.findIndex((o) => o.OrderId === payload.Order?.OrderId) ?? -1;
      if (list && payload.Order && at >= 0) list[at] = payload.Order;
    });
    builder.addCase(cancelOrder.fulfilled, (state, action) => storeOrder(state, action.payload));
    // another order's details give way as soon as a new one is asked for
    builder.addMatcher(fetchOrderDetails.pending.match, (state, action) => {
      if (state.orderDetails?.OrderId === action.meta.arg) return;
      state.orderDetails = null;
      state.isOrderDetailsFound = null;
    });
  },
});

declare module '../../app/lazy-slices' {
  interface LazySlices {
    orderData: OrderDataState;
  }
}
// in the store once an orders, cart or checkout page's code (or the start-up's fetch) loads it
injectSlice('orderData', orderDataSlice.reducer);

export const { productPriceUpdateDetected, orderPlaced, orderDataRequestReset } =
  orderDataSlice.actions;

export const selectShippingConfigs = (state: RootState) => state.orderData.shippingConfigs;
export const selectPlatformFeeConfigs = (state: RootState) => state.orderData.platformFeeConfigs;
export const selectOrderData = (state: RootState) => state.orderData;
