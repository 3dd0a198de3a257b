// The orders feature's public face: what other features and app/ may import.
export {
  fetchPlatformFeeConfigs,
  fetchShippingConfigs,
  orderDataSlice,
  orderPlaced,
  productPriceUpdateDetected,
  selectPlatformFeeConfigs,
  selectShippingConfigs,
} from './order-data-slice';
