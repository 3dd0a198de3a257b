// The refunds feature's public face: what other features and app/ may import.
export { refundsSlice } from './refunds-slice';
