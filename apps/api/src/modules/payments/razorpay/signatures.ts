import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures, both HMAC-SHA256 in lowercase hex but with different keys:
// - the payment signature Checkout returns (razorpay_signature) over `order_id|payment_id`,
//   keyed with the API key secret;
// - the webhook signature (X-Razorpay-Signature header) over the raw request body, keyed
//   with the webhook secret. The body must be the exact bytes received, never re-serialised.

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Compares in constant time; false (never a throw) for anything that is not an equal string. */
function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const usable = (...xs: unknown[]) => xs.every((x) => typeof x === 'string' && x.length > 0);

export function signPayment(p: { orderId: string; paymentId: string; keySecret: string }): string {
  return hmacHex(p.keySecret, `${p.orderId}|${p.paymentId}`);
}

/** Checks Checkout's razorpay_signature; use the order id you stored, not the one sent back. */
export function verifyPaymentSignature(p: {
  orderId: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  if (!usable(p?.orderId, p?.paymentId, p?.keySecret)) return false;
  return sameSignature(signPayment(p), p.signature);
}

export function signWebhook(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Checks X-Razorpay-Signature against the raw body as received. */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signature: string,
  webhookSecret: string,
): boolean {
  if (!usable(webhookSecret) || !(typeof rawBody === 'string' || Buffer.isBuffer(rawBody)))
    return false;
  return sameSignature(signWebhook(rawBody, webhookSecret), signature);
}
