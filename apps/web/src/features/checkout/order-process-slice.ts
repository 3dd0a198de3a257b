import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Address,
  CheckoutItem,
  CouponOutcome,
  OrderDetails,
  PaymentMethodId,
} from '@kirana/shared';
import type { ApiFailure } from '../../lib/api-client';
import { idleRequest, resetRequest, type RequestState } from '../../lib/request-state';
import { injectSlice } from '../../app/lazy-slices';
import type { RootState } from '../../app/store';
import { persistReducer, persistStore, type PersistConfig } from '../../lib/persist';
import type { CartLineQty } from '../cart';
import { cancelOrder, fetchOrderById } from '../orders';

/** The order being placed: the body of POST /orders, with the amount the shopper was shown. */
export interface OrderDraft {
  Items: CheckoutItem[];
  AddressId: number;
  DeliveryMethodId: string;
  PaymentMethodId: PaymentMethodId;
  CouponCode?: string;
  ExpectedAmountPayable: number;
  /** paise from the wallet: all of it with the wallet method, else a part */
  WalletAmount?: number;
  /** the delivery slot, while the store offers slots */
  DeliverySlotId?: string;
  /** the shopper ticked "Send order updates on WhatsApp" */
  WhatsAppUpdates?: boolean;
  /** a business buyer's GSTIN (checked) and name, for a B2B invoice */
  BuyerGstin?: string;
  BuyerBusinessName?: string;
}

/** The coupon the shopper applied, and what the last quote said about it. */
export interface AppliedCoupon {
  Code: string;
  Outcome: CouponOutcome | null;
}

/** A created order and the draft it was created from. */
export interface ProcessedOrder {
  createdOrder: OrderDetails;
  orderData: OrderDraft;
}

/**
 * The cart lines an online order was placed with while it waits for its payment: the cart keeps
 * them until that order is paid, then loses exactly these quantities (held-cart.ts).
 */
export interface HeldCart {
  OrderId: number;
  Lines: CartLineQty[];
}

/** The order-process group: the only state persisted (key 'primary', lib/persist.ts). */
export interface OrderProcessState extends RequestState {
  orderData: OrderDraft | null;
  appliedCouponsData: AppliedCoupon | null;
  selectedAddress: Address | null;
  processedOrder: ProcessedOrder | null;
  paymentProcessing: boolean;
  paymentCanceled: boolean;
  paymentFailed: boolean;
  placedOrder: OrderDetails | null;
  orderCanceled: boolean;
  heldCart: HeldCart | null;
}

export const initialOrderProcessState: OrderProcessState = {
  ...idleRequest,
  orderData: null,
  appliedCouponsData: null,
  selectedAddress: null,
  processedOrder: null,
  paymentProcessing: false,
  paymentCanceled: false,
  paymentFailed: false,
  placedOrder: null,
  orderCanceled: false,
  heldCart: null,
};

function clearPaymentFlags(state: OrderProcessState): void {
  state.paymentProcessing = false;
  state.paymentCanceled = false;
  state.paymentFailed = false;
}

export const orderProcessSlice = createSlice({
  name: 'orderProcess',
  initialState: initialOrderProcessState,
  reducers: {
    orderDataPrepared(state, action: PayloadAction<OrderDraft | null>) {
      state.orderData = action.payload;
    },
    couponsApplied(state, action: PayloadAction<AppliedCoupon | null>) {
      state.appliedCouponsData = action.payload;
    },
    deliveryAddressSelected(state, action: PayloadAction<Address | null>) {
      state.selectedAddress = action.payload;
    },
    /** An order is being sent: loading, with the last error cleared. */
    orderSubmitted(state) {
      state.loading = true;
      state.error = null;
    },
    /** A created order is kept as processedOrder. */
    orderCreated(state, action: PayloadAction<ProcessedOrder>) {
      state.processedOrder = action.payload;
    },
    /** The cart waits for this order's payment before it lets these lines go. */
    cartHeld(state, action: PayloadAction<HeldCart>) {
      state.heldCart = action.payload;
    },
    /** The hold is done with: its order was paid (lines taken out) or will never be. */
    cartHoldReleased(state) {
      state.heldCart = null;
    },
    /** Clearing the processed order also clears the applied coupons. */
    processedOrderCleared(state) {
      state.processedOrder = null;
      state.appliedCouponsData = null;
    },
    /** Payment starts: processing, with the cancel and fail flags cleared. */
    paymentStarted(state) {
      state.paymentProcessing = true;
      state.paymentCanceled = false;
      state.paymentFailed = false;
    },
    /** Payment ends without success, as cancelled or failed. */
    paymentEnded(state, action: PayloadAction<{ outcome: 'cancelled' | 'failed' }>) {
      state.paymentProcessing = false;
      state.paymentCanceled = action.payload.outcome === 'cancelled';
      state.paymentFailed = action.payload.outcome === 'failed';
    },
    /** Marks the payment cancelled (the shopper closed the payment window). */
    paymentCanceled(state) {
      state.paymentProcessing = false;
      state.paymentCanceled = true;
    },
    /**
     * Payment succeeded: all payment flags and the applied coupons clear; the order is placed (and
     * the processed order, if it is this one, no longer waits for its payment).
     */
    paymentSucceeded(state, action: PayloadAction<OrderDetails>) {
      clearPaymentFlags(state);
      resetRequest(state);
      state.appliedCouponsData = null;
      state.placedOrder = action.payload;
      if (state.processedOrder?.createdOrder.OrderId === action.payload.OrderId)
        state.processedOrder.createdOrder = action.payload;
    },
    /** The shopper cancelled an order (also set by the orders feature's cancelOrder). */
    orderCanceled(state) {
      state.orderCanceled = true;
    },
    /** Clears order data, coupons, payment flags, placed and cancelled flags, and the address unless kept. */
    orderReset(state, action: PayloadAction<{ keepAddress?: boolean } | undefined>) {
      state.orderData = null;
      state.appliedCouponsData = null;
      clearPaymentFlags(state);
      state.placedOrder = null;
      state.orderCanceled = false;
      if (!action.payload?.keepAddress) state.selectedAddress = null;
    },
    /** An order could not be created or paid; optionally drops the order data too. */
    orderFailed(
      state,
      action: PayloadAction<{ error?: ApiFailure; clearOrderData?: boolean } | undefined>,
    ) {
      state.loading = false;
      state.error = action.payload?.error ?? null;
      if (action.payload?.clearOrderData) state.orderData = null;
    },
    orderProcessRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    // a cancellation from the order page: flagged, and the order kept here as it now stands
    builder.addCase(cancelOrder.fulfilled, (state, action) => {
      const order = action.payload;
      state.orderCanceled = true;
      // a cancelled order will never be paid: the cart keeps its lines for good
      if (state.heldCart?.OrderId === order.OrderId) state.heldCart = null;
      if (state.placedOrder?.OrderId === order.OrderId) state.placedOrder = order;
      if (state.processedOrder?.createdOrder.OrderId === order.OrderId)
        state.processedOrder.createdOrder = order;
    });
    // the placed order opened again by its id (the confirmation page): its status as it is now
    builder.addCase(fetchOrderById.fulfilled, (state, action) => {
      const summary = action.payload.Order;
      if (summary && state.placedOrder?.OrderId === summary.OrderId)
        state.placedOrder = { ...state.placedOrder, ...summary };
    });
  },
});

/**
 * Only the order-process group survives a reload: key 'primary'. The spec's 5000 ms time-out is
 * never reached: local storage is read synchronously as the slice joins the store (lib/persist.ts).
 */
export const orderProcessPersistConfig: PersistConfig = {
  key: 'primary',
  blacklist: ['loading', 'error'],
};

declare module '../../app/lazy-slices' {
  interface LazySlices {
    orderProcess: OrderProcessState;
  }
}
// in the store once the checkout's code loads (app/lazy-slices.ts), with the saved order read back
injectSlice(
  'orderProcess',
  persistReducer(orderProcessPersistConfig, orderProcessSlice.reducer),
  (store) =>
    persistStore(store, orderProcessPersistConfig, (state) => (state as RootState).orderProcess),
);

export const {
  orderDataPrepared,
  couponsApplied,
  deliveryAddressSelected,
  orderSubmitted,
  orderCreated,
  cartHeld,
  cartHoldReleased,
  processedOrderCleared,
  paymentStarted,
  paymentEnded,
  paymentCanceled,
  paymentSucceeded,
  orderCanceled,
  orderReset,
  orderFailed,
  orderProcessRequestReset,
} = orderProcessSlice.actions;

export const selectOrderProcess = (state: RootState) => state.orderProcess;
export const selectProcessedOrder = (state: RootState) => state.orderProcess.processedOrder;
export const selectPlacedOrder = (state: RootState) => state.orderProcess.placedOrder;
export const selectAppliedCoupons = (state: RootState) => state.orderProcess.appliedCouponsData;
export const selectSelectedAddress = (state: RootState) => state.orderProcess.selectedAddress;
export const selectHeldCart = (state: RootState) => state.orderProcess.heldCart;
