// The checkout feature's public face: what other features and app/ may import.
export {
  deliveryAddressSelected,
  orderProcessSlice,
  selectPlacedOrder,
  selectSelectedAddress,
} from './order-process-slice';
export type { AppliedCoupon, OrderDraft, ProcessedOrder } from './order-process-slice';
export { CompletePayment } from './components/complete-payment';
export { useTimeLeft } from './use-payment-state';
