// The orders feature's public face: what other features and app/ may import.
export { formatDate, formatDateTime, parseOrderId } from './format';
export {
  cancelOrder,
  fetchDeliveryMethods,
  fetchOrderById,
  fetchPaymentMethods,
  fetchPlatformFeeConfigs,
  fetchShippingConfigs,
  orderDataSlice,
  orderPlaced,
  productPriceUpdateDetected,
  selectPlatformFeeConfigs,
  selectShippingConfigs,
} from './order-data-slice';
export { getCreditNote, getOrderDetails } from './api';
export { getBuyAgain } from './buy-again-api';
export { useOrderDates } from './use-order-dates';
export { cancelReasonLabel, refundStatusLabel } from './status-labels';
