// What app.ts wires of the payments module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerPaymentsAdminRoutes } from './console/payment-settings.routes';
export { registerPaymentUserRoutes, registerPaymentWebhookRoute } from './payment.routes';
export { paymentDeadlineJob } from './payment-deadline.job';
export { duplicatePaymentJob } from './duplicate-payment.job';
export { listenForKeyChanges, loadRazorpayKeys } from './razorpay-keys';
