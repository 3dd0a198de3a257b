// The delivery feature's public face: "Deliver to" in the header and the delivery date checks.
export { DeliverToButton } from './components/deliver-to-button';
export { DeliveryEta } from './components/delivery-eta';
export {
  chooseDeliveryLocation,
  useDeliveryLocation,
  type DeliveryLocation,
} from './delivery-location';
export { useDeliveryEstimate, useUnservedPincode } from './use-delivery-estimate';
export { DeliverySlotPicker } from './components/delivery-slot-picker';
export { useDeliverySlot, type DeliverySlotChoice } from './use-delivery-slot';
export { orderSlotLabel } from './slot-messages';
