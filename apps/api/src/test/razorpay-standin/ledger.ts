import {
  signPayment,
  type RazorpayErrorBody,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from '../../modules/payments/razorpay';
import {
  amountOf,
  badRequest,
  DECLINED,
  errorBody,
  fields,
  notesOf,
  now,
  rzpId,
  StandinError,
} from './protocol';

// The stand-in's books: orders, payments and refunds with Razorpay's rules (amounts in paise,
// INR only, order created -> attempted -> paid, refunds up to what is captured and not yet
// refunded, X-Refund-Idempotency). Every state change is handed to `emit` as a webhook event.

export interface WebhookEntities {
  payment?: RazorpayPayment;
  order?: RazorpayOrder;
  refund?: RazorpayRefund;
}
export type PayMethod = 'upi' | 'card' | 'netbanking' | 'wallet';
export interface PayOptions {
  outcome: 'captured' | 'authorized' | 'failed';
  method?: PayMethod;
  /** defaults to the order's amount */
  amount?: number;
  email?: string;
  contact?: string;
}
/** What Checkout hands its `handler` on success. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
/** What Checkout hands its `payment.failed` callbacks. */
export interface CheckoutFailure {
  error: RazorpayErrorBody & { metadata: { order_id: string; payment_id?: string } };
}

export function createLedger(o: {
  keySecret: string;
  emit: (event: string, e: WebhookEntities) => void;
}) {
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  const idempotency = new Map<string, { request: string; refundId: string }>();
  let holdRefunds = false;
  // a snapshot at the moment of the event, as Razorpay's payloads are
  const emit = (event: string, e: WebhookEntities) => o.emit(event, structuredClone(e));

  const find = <T>(m: Map<string, T>, id: string): T => {
    const v = m.get(id);
    if (!v) throw badRequest('The id provided does not exist');
    return v;
  };

  function createOrder(body: unknown): RazorpayOrder {
    const b = fields(body, [
      'amount',
      'currency',
      'receipt',
      'notes',
      'partial_payment',
      'payment_capture',
    ]);
    if (b.amount === undefined) throw badRequest('The amount field is required.', 'amount');
    const amount = amountOf(b.amount);
    if (b.currency === undefined) throw badRequest('The currency field is required.', 'currency');
    if (b.currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (b.receipt !== undefined && (typeof b.receipt !== 'string' || b.receipt.length > 40))
      throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    const order: RazorpayOrder = {
      id: rzpId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: (b.receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOf(b.notes),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function capture(paymentId: string): RazorpayPayment {
    const p = find(payments, paymentId);
    if (p.status !== 'authorized')
      throw badRequest('This payment has already been captured or has failed');
    const order = find(orders, p.order_id!);
    const fee = Math.round(p.amount * 0.02);
    Object.assign(p, { status: 'captured', captured: true, fee, tax: Math.round(fee * 0.18) });
    order.amount_paid += p.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
    emit('payment.captured', { payment: p });
    emit('order.paid', { payment: p, order });
    return p;
  }

  /** One attempt on an order, as a customer in Checkout makes it. */
  function pay(orderId: string, opt: PayOptions): CheckoutSuccess | CheckoutFailure {
    const order = find(orders, orderId);
    if (order.status === 'paid')
      return {
        error: {
          ...DECLINED,
          description: 'This order has already been paid.',
          reason: 'NA',
          metadata: { order_id: orderId },
        },
      };
    const method = opt.method ?? 'upi';
    const p: RazorpayPayment = {
      id: rzpId('pay_'),
      entity: 'payment',
      amount: opt.amount ?? order.amount,
      currency: order.currency,
      status: 'created',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: method === 'card' ? rzpId('card_') : null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: opt.email ?? 'void@razorpay.com',
      contact: opt.contact ?? '+919000090000',
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    };
    payments.set(p.id, p);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (opt.outcome === 'failed') {
      Object.assign(p, {
        status: 'failed',
        error_code: DECLINED.code,
        error_description: DECLINED.description,
        error_source: DECLINED.source,
        error_step: DECLINED.step,
        error_reason: DECLINED.reason,
      });
      emit('payment.failed', { payment: p });
      return { error: { ...DECLINED, metadata: { order_id: order.id, payment_id: p.id } } };
    }
    p.status = 'authorized';
    emit('payment.authorized', { payment: p });
    if (opt.outcome === 'captured') capture(p.id);
    return {
      razorpay_payment_id: p.id,
      razorpay_order_id: order.id,
      razorpay_signature: signPayment({
        orderId: order.id,
        paymentId: p.id,
        keySecret: o.keySecret,
      }),
    };
  }

  function refund(paymentId: string, body: unknown, key: string | undefined): RazorpayRefund {
    if (key !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(key))
      throw badRequest(
        'The idempotency key must be at least 10 characters of letters, digits, hyphens and underscores',
      );
    const p = find(payments, paymentId);
    const b = fields(body ?? {}, ['amount', 'speed', 'notes', 'receipt']);
    const request = JSON.stringify([paymentId, b.amount, b.speed, b.notes, b.receipt]);
    const prior = key === undefined ? undefined : idempotency.get(key);
    if (prior) {
      if (prior.request !== request)
        throw new StandinError(
          400,
          errorBody(
            'BAD_REQUEST_ERROR',
            'Different request with the same idempotency key has already been processed.',
          ),
        );
      return find(refunds, prior.refundId);
    }
    if (p.status === 'refunded') throw badRequest('The payment has been fully refunded already');
    if (p.status !== 'captured')
      throw badRequest('Only payments which have been captured can be refunded');
    const refundable = p.amount - p.amount_refunded;
    const amount = b.amount === undefined ? refundable : amountOf(b.amount);
    if (amount > refundable)
      throw badRequest(
        'The refund amount provided is greater than amount captured and not yet refunded',
        'amount',
      );
    if (b.speed !== undefined && b.speed !== 'normal' && b.speed !== 'optimum')
      throw badRequest('The selected speed is invalid.', 'speed');
    if (b.receipt !== undefined && typeof b.receipt !== 'string')
      throw badRequest('The receipt must be a string.', 'receipt');
    const r: RazorpayRefund = {
      id: rzpId('rfnd_'),
      entity: 'refund',
      amount,
      currency: p.currency,
      payment_id: p.id,
      notes: notesOf(b.notes),
      receipt: (b.receipt as string | undefined) ?? null,
      acquirer_data: { arn: null },
      batch_id: null,
      status: 'pending',
      speed_processed: null,
      speed_requested: (b.speed as 'normal' | 'optimum' | undefined) ?? 'normal',
      created_at: now(),
    };
    refunds.set(r.id, r);
    if (key !== undefined) idempotency.set(key, { request, refundId: r.id });
    p.amount_refunded += amount;
    p.refund_status = p.amount_refunded === p.amount ? 'full' : 'partial';
    if (p.refund_status === 'full') p.status = 'refunded';
    emit('refund.created', { refund: r, payment: p });
    if (!holdRefunds) processRefund(r.id);
    return r;
  }

  /** Settles a held refund: processed, or failed (the amount becomes refundable again). */
  function processRefund(
    refundId: string,
    outcome: 'processed' | 'failed' = 'processed',
  ): RazorpayRefund {
    const r = find(refunds, refundId);
    if (r.status !== 'pending') throw new Error(`Refund ${refundId} is already ${r.status}`);
    const p = find(payments, r.payment_id);
    if (outcome === 'processed') {
      r.status = 'processed';
      r.speed_processed = r.speed_requested === 'optimum' ? 'instant' : 'normal';
    } else {
      r.status = 'failed';
      p.amount_refunded -= r.amount;
      p.refund_status = p.amount_refunded === 0 ? null : 'partial';
      if (p.status === 'refunded') p.status = 'captured';
    }
    emit(`refund.${outcome}`, { refund: r, payment: p });
    return r;
  }

  return {
    orders,
    payments,
    refunds,
    createOrder,
    order: (id: string) => find(orders, id),
    payment: (id: string) => find(payments, id),
    refundById: (id: string) => find(refunds, id),
    paymentsOf: (orderId: string) =>
      [...payments.values()].filter((p) => p.order_id === find(orders, orderId).id),
    pay,
    capture,
    refund,
    processRefund,
    holdRefunds: (hold: boolean) => void (holdRefunds = hold),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
