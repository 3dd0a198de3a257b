import { randomBytes } from 'node:crypto';
import type { OnlineProvider, PaymentStatus } from '@kirana/shared';
import { razorpayOn, sandboxOn, type Config } from '../../config';
import { AppError } from '../../lib/errors';
import { createRazorpayClient, RazorpayError } from './razorpay';

// The two gateways behind one face. Every call here leaves the process (Razorpay) or could, so
// callers never make one inside a database transaction.

/** A payment as the gateway reports it, reduced to what our state machine reads. */
export interface GatewayPayment {
  gatewayPaymentId: string;
  gatewayOrderId: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  method: string | null;
  failureReason: string | null;
  /** the gateway's fee and the GST on it (paise), once it reports them (on capture) */
  fee?: number | null;
  feeTax?: number | null;
}

export interface Gateway {
  provider: OnlineProvider;
  createOrder(o: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<string>;
  paymentsOf(gatewayOrderId: string): Promise<GatewayPayment[]>;
  refund(r: {
    gatewayPaymentId: string;
    amount: number;
    idempotencyKey: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ gatewayRefundId: string; processed: boolean }>;
}

/** The shopper's answer when a gateway call fails; the gateway's own error stays its cause. */
const gatewayDown = (err: unknown) => {
  const down = new AppError(
    502,
    'GATEWAY_UNAVAILABLE',
    'The payment gateway is not answering',
    `Please try again in a minute. (${err instanceof Error ? err.message : String(err)})`,
  );
  down.cause = err;
  return down;
};

/** Maps Razorpay's payment statuses onto ours ('refunded' still means it was paid). */
function razorpayStatus(s: string): PaymentStatus {
  if (s === 'captured' || s === 'refunded') return 'captured';
  if (s === 'authorized') return 'authorized';
  if (s === 'failed') return 'failed';
  return 'created';
}

export function razorpayGateway(config: Config): Gateway {
  const client = createRazorpayClient({
    keyId: config.RAZORPAY_KEY_ID!,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    apiUrl: config.RAZORPAY_API_URL,
  });
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof RazorpayError) throw gatewayDown(err);
      throw err;
    }
  };
  return {
    provider: 'razorpay',
    createOrder: (o) => call(async () => (await client.createOrder({ ...o, currency: 'INR' })).id),
    paymentsOf: (id) =>
      call(async () =>
        (await client.fetchOrderPayments(id)).map((p) => ({
          gatewayPaymentId: p.id,
          gatewayOrderId: p.order_id ?? id,
          status: razorpayStatus(p.status),
          amount: p.amount,
          currency: p.currency,
          method: p.method ?? null,
          failureReason: p.error_description ?? null,
          fee: p.fee ?? null,
          feeTax: p.tax ?? null,
        })),
      ),
    refund: (r) =>
      call(async () => {
        const refund = await client.refundPayment(
          r.gatewayPaymentId,
          { amount: r.amount, receipt: r.receipt, notes: r.notes },
          r.idempotencyKey,
        );
        return { gatewayRefundId: refund.id, processed: refund.status === 'processed' };
      }),
  };
}

/**
 * The demo gateway: no money moves and nothing leaves the process. Its payments are decided
 * on the server (the sandbox page's Succeed, Fail, Cancel), so it never reports any here.
 */
export const sandboxGateway: Gateway = {
  provider: 'sandbox',
  createOrder: async () => `sandbox_order_${randomBytes(7).toString('hex')}`,
  paymentsOf: async () => [],
  refund: async (r) => ({ gatewayRefundId: `sandbox_rfnd_${r.idempotencyKey}`, processed: true }),
};

/** The gateway of a provider, refused when the store has it off. */
export function gatewayFor(config: Config, provider: OnlineProvider): Gateway {
  if (provider === 'razorpay' && razorpayOn(config)) return razorpayGateway(config);
  if (provider === 'sandbox' && sandboxOn(config)) return sandboxGateway;
  throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'This way to pay is not available');
}

/** A fresh sandbox payment id. */
export const sandboxPaymentId = () => `sandbox_pay_${randomBytes(7).toString('hex')}`;
