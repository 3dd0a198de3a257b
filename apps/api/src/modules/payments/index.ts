// The payments module's public face: gateway attempts and their forward-only statuses, the
// gateways themselves (Razorpay, the sandbox), webhook reading and refunds to the source.
export {
  attemptsOf,
  claimWebhookEvent,
  findAttempt,
  findPaidPayment,
  insertAttempt,
  latestAttempt,
  lockAttempt,
  moveAttempt,
  setGatewayOrder,
  type PaymentRow,
} from './payment-attempts';

export { gatewayFor, sandboxPaymentId, type Gateway, type GatewayPayment } from './gateways';

export { readRazorpayWebhook, type WebhookEffect } from './razorpay-webhook';

export { refundThroughGateway } from './refund-through-gateway';

export {
  claimStrayPayment,
  countStrayRefundTry,
  findStrayPayment,
  settleStrayPayment,
  strayPaymentsOf,
  type StrayPaymentRow,
} from './stray-payments';

export { paymentCspSources } from './payment-csp';

export { warnOfSandboxInProduction } from './sandbox-warning';
