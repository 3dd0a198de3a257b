export {
  createRazorpayClient,
  RazorpayError,
  REFUND_IDEMPOTENCY_HEADER,
  type RazorpayClient,
  type RazorpayClientOptions,
  type RazorpayErrorBody,
  type RazorpayNotes,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayPaymentStatus,
  type RazorpayRefund,
  type RazorpayWebhookEvent,
  type RefundRequest,
} from './razorpay-client';
export {
  signPayment,
  signWebhook,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './signatures';
