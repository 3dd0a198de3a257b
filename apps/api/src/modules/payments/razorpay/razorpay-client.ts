// A small typed client for Razorpay's REST API (https://razorpay.com/docs/api): orders,
// payments and refunds, with HTTP basic auth (key id : key secret) over global fetch.
// Amounts are integers in paise. Every failure, network and timeouts included, is a RazorpayError.

/** Razorpay sends `[]` instead of `{}` for empty notes. */
export type RazorpayNotes = Record<string, string | number> | [];

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: RazorpayNotes;
  created_at: number;
}

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  /** card, netbanking, wallet, emi, upi, ... */
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: RazorpayNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  batch_id: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant' | null;
  speed_requested: 'normal' | 'optimum';
  created_at: number;
}

/** The body of a webhook (https://razorpay.com/docs/webhooks/payments). */
export interface RazorpayWebhookEvent {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
  };
  created_at: number;
}

/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field } }`. */
export interface RazorpayErrorBody {
  code: string;
  description: string;
  source?: string;
  step?: string;
  reason?: string;
  field?: string;
  metadata?: Record<string, unknown>;
}

export class RazorpayError extends Error {
  override readonly name = 'RazorpayError';
  constructor(
    /** The HTTP status; 0 when no answer came (network failure or timeout). */
    readonly status: number,
    /** Razorpay's error code (BAD_REQUEST_ERROR, GATEWAY_ERROR, SERVER_ERROR), or 'NETWORK'. */
    readonly code: string,
    readonly description: string,
    readonly details: Omit<RazorpayErrorBody, 'code' | 'description'> = {},
  ) {
    super(`Razorpay ${status || 'unreachable'} ${code}: ${description}`);
  }
  /** Worth repeating as is: no answer, a server-side failure, or a refund still in progress (409). */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 409;
  }
}

/** The refund idempotency header, as Razorpay's refund API names it. */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency';

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** e.g. https://api.razorpay.com (a local stand-in in tests) */
  apiUrl?: string;
  timeoutMs?: number;
}

export interface RefundRequest {
  amount: number;
  receipt?: string;
  notes?: Record<string, string>;
  speed?: 'normal' | 'optimum';
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

export function createRazorpayClient({
  keyId,
  keySecret,
  apiUrl = 'https://api.razorpay.com',
  timeoutMs = 10_000,
}: RazorpayClientOptions) {
  const base = apiUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new RazorpayError(
        0,
        'NETWORK',
        timedOut
          ? `No answer within ${timeoutMs} ms (${method} ${path})`
          : `${method} ${path} failed: ${err instanceof Error ? (err.cause as Error | undefined)?.message || err.message : String(err)}`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RazorpayError(
        res.status,
        res.ok ? 'BAD_RESPONSE' : `HTTP_${res.status}`,
        text.slice(0, 200) || res.statusText,
      );
    }
    if (!res.ok) {
      const e = (json as { error?: Partial<RazorpayErrorBody> } | null)?.error ?? {};
      const { code, description, ...details } = e;
      throw new RazorpayError(
        res.status,
        code ?? `HTTP_${res.status}`,
        description ?? res.statusText,
        details,
      );
    }
    return json as T;
  }
  const id = (s: string) => encodeURIComponent(s);

  return {
    /** POST /v1/orders */
    createOrder: (o: {
      amount: number;
      currency: string;
      receipt?: string;
      notes?: Record<string, string>;
    }) => request<RazorpayOrder>('POST', '/v1/orders', o),
    /** GET /v1/orders?count=n: the latest orders; a cheap call that proves the keys work. */
    listOrders: async (count = 1) =>
      (await request<{ items: RazorpayOrder[] }>('GET', `/v1/orders?count=${count}`)).items,
    /** GET /v1/orders/:id */
    fetchOrder: (orderId: string) => request<RazorpayOrder>('GET', `/v1/orders/${id(orderId)}`),
    /** GET /v1/orders/:id/payments: every attempt on the order (failed ones too). */
    fetchOrderPayments: async (orderId: string) =>
      (await request<{ items: RazorpayPayment[] }>('GET', `/v1/orders/${id(orderId)}/payments`))
        .items,
    /** GET /v1/payments/:id */
    fetchPayment: (paymentId: string) =>
      request<RazorpayPayment>('GET', `/v1/payments/${id(paymentId)}`),
    /**
     * POST /v1/payments/:id/refund, idempotent: the same key with the same body gives the same
     * refund (key: at least 10 characters of letters, digits, '-' and '_').
     */
    refundPayment: (paymentId: string, r: RefundRequest, idempotencyKey: string) =>
      request<RazorpayRefund>('POST', `/v1/payments/${id(paymentId)}/refund`, r, {
        [REFUND_IDEMPOTENCY_HEADER]: idempotencyKey,
      }),
    /** GET /v1/refunds/:id */
    fetchRefund: (refundId: string) =>
      request<RazorpayRefund>('GET', `/v1/refunds/${id(refundId)}`),
  };
}
