// The order-data group's calls: fee, shipping, payment and delivery configurations, and the
// shopper's orders (history, details, cancel, invoice).
import type {
  CANCEL_REASONS,
  DeliveryMethod,
  OrderByIdAnswer,
  OrderDetails,
  OrderDetailsAnswer,
  OrderHistoryAnswer,
  PaymentMethod,
  PlatformFeeConfigs,
  RestoreToCartAnswer,
  ShippingConfigs,
} from '@kirana/shared';
import { apiDownload, apiGet, apiPost } from '../../lib/api-client';

export type CancelReason = (typeof CANCEL_REASONS)[number];

export const getShippingConfigs = (signal?: AbortSignal) =>
  apiGet<ShippingConfigs>('/get-shipping-configs', undefined, signal);
export const getPlatformFeeConfigs = (signal?: AbortSignal) =>
  apiGet<PlatformFeeConfigs>('/get-platformfee-configs', undefined, signal);
export const getPaymentMethods = (signal?: AbortSignal) =>
  apiGet<{ PaymentMethods: PaymentMethod[] }>('/get-payment-methods', undefined, signal);
export const getDeliveryMethods = (signal?: AbortSignal) =>
  apiGet<{ DeliveryMethods: DeliveryMethod[] }>('/get-delivery-methods', undefined, signal);

/** A page of the shopper's orders, newest first, optionally those with a product name matching. */
export const getOrderHistory = (
  query: { pageNo: number; pageSize: number; search?: string },
  signal?: AbortSignal,
) => apiGet<OrderHistoryAnswer>('/order-history', query, signal);
/** One order as the history lists it (status, amount, delivery window): lighter than its details. */
export const getOrderById = (orderId: number, signal?: AbortSignal) =>
  apiGet<OrderByIdAnswer>('/order-history-by-id', { orderId }, signal);
export const getOrderDetails = (orderId: number, signal?: AbortSignal) =>
  apiGet<OrderDetailsAnswer>('/order-details', { orderId }, signal);
/** Where money paid online goes when the order is cancelled (the wallet part always goes back to the wallet). */
export type RefundTo = 'wallet' | 'source';
/** Cancels an order; `refundTo` is sent only when the shopper was asked (an online paid part). */
export const postCancelOrder = (orderId: number, reason: CancelReason, refundTo?: RefundTo) =>
  apiPost<{ OrderDetails: OrderDetails }>(`/orders/${orderId}/cancel`, {
    Reason: reason,
    ...(refundTo ? { RefundTo: refundTo } : {}),
  });
/** A refund's GST credit note as a PDF (a cancelled order's shows beside its invoice). */
export const getCreditNote = (refundId: number, refundNumber: string) =>
  apiDownload(`/refunds/${refundId}/credit-note`, `credit-note-${refundNumber}.pdf`);
/** The GST credit note of the store's edit of an order (the value it took off) as a PDF. */
export const getEditCreditNote = (orderId: number, editId: number, creditNoteNumber: string) =>
  apiDownload(
    `/orders/${orderId}/edits/${editId}/credit-note`,
    `credit-note-${creditNoteNumber}.pdf`,
  );
/** The order's GST tax invoice as a PDF. */
export const getInvoice = (orderId: number, orderNumber: string) =>
  apiDownload(`/orders/${orderId}/invoice`, `invoice-${orderNumber}.pdf`);

/** What of an order that ended unpaid can go back into the cart, at today's prices. */
export const getCartLines = (orderId: number) =>
  apiGet<RestoreToCartAnswer>(`/orders/${orderId}/cart-lines`);
