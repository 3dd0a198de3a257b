// A local Razorpay for tests: its API, signed webhooks and Checkout (see razorpay-standin/).
export {
  startRazorpayStandin,
  type RazorpayStandin,
  type RazorpayStandinOptions,
  type StandinRequest,
} from './razorpay-standin/server';
export type {
  CheckoutFailure,
  CheckoutSuccess,
  PayMethod,
  PayOptions,
  WebhookEntities,
} from './razorpay-standin/ledger';
export type { SendWebhookOptions, WebhookDelivery } from './razorpay-standin/webhooks';
