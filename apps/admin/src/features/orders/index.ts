// The orders feature's public face: what other console features may import.
export { OrderStatusPill, paymentShort, statusLabel, statusText } from './order-status';
