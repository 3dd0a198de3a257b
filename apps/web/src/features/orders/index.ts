// The orders feature's public face: what other features and app/ may import.
export {
  fetchPlatformFeeConfigs,
  fetchShippingConfigs,
  orderDataSlice,
  productPriceUpdateDetected,
  selectPlatformFeeConfigs,
  selectShippingConfigs,
} from './order-data-slice';
