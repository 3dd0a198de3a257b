// The checkout module's public face: the bill and placing orders. Payments (above it) ask it for
// the cash-on-delivery fee of a bill and the name of the deadline job placing an order queues.
export { withCodFee } from './bill';
export { PAYMENT_DEADLINE_JOB } from './place-order.service';
