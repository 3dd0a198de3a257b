// The checkout module's public face: the bill, placing orders and moving them along.
export {
  registerCheckoutAdminRoutes,
  registerCheckoutPublicRoutes,
  registerCheckoutUserRoutes,
} from './checkout.routes';
export { registerPaymentUserRoutes, registerPaymentWebhookRoute } from './payment.routes';
export { paymentDeadlineJob } from './payment-deadline.job';
export { duplicatePaymentJob } from './duplicate-payment.job';
