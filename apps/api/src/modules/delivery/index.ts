// The delivery module's public face: where the store delivers, and by when.
export {
  deliveryAreasOfSql,
  findDeliveryArea,
  isPincodeServed,
  listDeliveryAreas,
  replaceDeliveryAreas,
  servedTest,
} from './delivery.service';

export { deliveryWindow, estimateFor, indiaDatePlus, slowerHere } from './delivery-dates';

export { writeDeliveryAreas } from './delivery.service';

export { chosenSlot, releaseSlotPlace, takeSlotPlace, type ChosenSlot } from './slots.service';
