// The refunds feature's public face: what other console features may import.
export { TextDialog } from './reason-dialog';
export { refundStatusLabel } from './refund-badges';
