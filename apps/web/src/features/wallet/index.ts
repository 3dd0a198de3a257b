// The wallet feature's public face: what other features and app/ may import.
export { walletSlice } from './wallet-slice';
