import { razorpayOn, type Config } from '../../config';
import type { CspSources } from '../../lib/security-headers';

/**
 * The hosts Razorpay Checkout needs (its script, the iframe it opens from the API host, its
 * calls and images), named only when Razorpay is configured; the configured script and API
 * origins are added so a local stand-in works in tests.
 */
export function paymentCspSources(config: Config): CspSources {
  if (!razorpayOn(config)) return {};
  const checkout = new URL(config.RAZORPAY_CHECKOUT_URL).origin;
  const api = new URL(config.RAZORPAY_API_URL).origin;
  return {
    script: ['https://checkout.razorpay.com', checkout],
    frame: ['https://api.razorpay.com', api],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', api, checkout],
    img: ['https://cdn.razorpay.com'],
  };
}
