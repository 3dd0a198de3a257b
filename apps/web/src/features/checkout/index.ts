// The checkout feature's public face: what other features and app/ may import.
export { deliveryAddressSelected, orderProcessSlice } from './order-process-slice';
