import type { FastifyBaseLogger } from 'fastify';
import { isLocalUrl, razorpayOn, sandboxOn, type PaymentConfig } from '../../config';

/**
 * Says loudly at start that a production store offers the sandbox gateway. Its payments are
 * harmless (test orders: not counted, not shipped without an override, never wallet money),
 * but a shop should know its shoppers can pick it.
 */
export function warnOfSandboxInProduction(config: PaymentConfig, log: FastifyBaseLogger): void {
  if (config.NODE_ENV !== 'production' || !sandboxOn(config)) return;
  log.warn(
    {
      publicUrl: config.PUBLIC_URL,
      razorpay: razorpayOn(config),
      explicit: config.PAYMENTS_SANDBOX === true,
    },
    `PAYMENTS SANDBOX IS ON in production${isLocalUrl(config.PUBLIC_URL) ? ' (localhost demo)' : ''}: ` +
      'shoppers may pay with the test gateway, where no money moves. Its orders are test ' +
      'orders (kept out of revenue, never shipped without an override, never refunded as ' +
      'money). Set PAYMENTS_SANDBOX=0 before opening the store to anyone.',
  );
}
