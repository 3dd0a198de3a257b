// The checkout module's public face: the bill and placing orders. Payments (above it) ask it for
// the COD fee of a bill, the COD and price-change rules, and the deadline job placing an order queues.
export { computeBill, withCodFee, type BillInput, type BillLineInput } from './bill';
export { methodRefusal } from './payment-eligibility';
export { assertTotalAsSeen } from './price-changed';
export { paymentDeadline } from './payment-deadline';
