import {
  isPaidStatus,
  type OnlineProvider,
  type OrderDetails,
  type OrderPaymentState,
  type PaymentSession,
  type VerifyPaymentBody,
} from '@kirana/shared';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import type { Reader } from '../../lib/i18n/reader';
import { AppError, notFound as orderNotFound } from '../../lib/errors';
import { verifyPaymentSignature } from './razorpay';
import { getSetting } from '../content';
import {
  findOrder,
  findOwnOrder,
  isAwaitingPayment,
  orderDetails,
  restAfterWallet,
  type OrderRow,
} from '../orders';
import {
  attemptsOf,
  findAttempt,
  insertAttempt,
  latestAttempt,
  lockAttempt,
  moveAttempt,
  setGatewayOrder,
  type PaymentRow,
} from './payment-attempts';
import { gatewayFor, sandboxPaymentId } from './gateways';
import { getUser } from '../users';
import { codOptionFor } from './switch-to-cod.service';
import { applyGatewayPayment } from './payment-effects';
import { paymentConfigOf } from '../../lib/razorpay-keys';

// The shopper's side of paying an order online: open a gateway session, report its result,
// see where the payment stands. The server decides every outcome: a browser's word is taken
// only with a signature it could not have made (Razorpay) or on the server's own sandbox.

const notFound = () => orderNotFound('Order', 'ORDER_NOT_FOUND');

async function ownOrder(deps: AppDeps, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findOwnOrder(deps.database.db, userId, orderId);
  if (!order) throw notFound();
  return order;
}

function refuseUnlessAwaiting(order: OrderRow): void {
  if (isAwaitingPayment(order)) return;
  const why =
    order.status === 'expired'
      ? 'This order was not paid in time and has expired; its items are back on the shelf'
      : order.status === 'cancelled'
        ? 'This order is cancelled'
        : 'This order is already paid';
  throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT', why);
}

/**
 * An order is paid only through the method it was placed with: a Razorpay order never through
 * the sandbox (which would make a paid order of no money), a sandbox order never through Razorpay.
 */
function refuseOtherMethod(order: OrderRow, provider: OnlineProvider): void {
  if (order.paymentMethod === provider) return;
  throw new AppError(
    409,
    'PAYMENT_METHOD_MISMATCH',
    'This order is paid another way',
    'Pay it with the method chosen at checkout, or switch it to cash on delivery.',
  );
}

/**
 * Opens (or reopens) a gateway session for an order awaiting payment. The gateway order is
 * created outside any transaction; an open attempt of the same provider and amount is reused,
 * as a Razorpay order takes a new payment after a failed one.
 */
export async function startPayment(
  deps: AppDeps,
  userId: number,
  orderId: number,
  provider: OnlineProvider,
): Promise<PaymentSession> {
  const db = deps.database.db;
  const order = await ownOrder(deps, userId, orderId);
  refuseUnlessAwaiting(order);
  const gateway = gatewayFor(paymentConfigOf(deps), provider);
  refuseOtherMethod(order, provider);
  const amount = restAfterWallet(order);
  const latest = await latestAttempt(db, orderId);
  let attempt: PaymentRow;
  if (
    latest?.gatewayOrderId &&
    latest.provider === provider &&
    latest.amountPaise === amount &&
    !isPaidStatus(latest.status)
  ) {
    attempt = latest;
  } else {
    attempt = await insertAttempt(db, { orderId, userId, provider, amount });
    const gatewayOrderId = await gateway.createOrder({
      amount,
      receipt: order.number,
      notes: { kirana_order_id: String(order.id), kirana_payment_id: String(attempt.id) },
    });
    await setGatewayOrder(db, attempt.id, gatewayOrderId);
    attempt = { ...attempt, gatewayOrderId };
  }
  return sessionOf(deps, attempt, order);
}

async function sessionOf(deps: AppDeps, a: PaymentRow, order: OrderRow): Promise<PaymentSession> {
  const db = deps.database.db;
  const [user, store] = await Promise.all([getUser(db, a.userId), getSetting(db, 'storeConfigs')]);
  const keyId = a.provider === 'razorpay' ? (paymentConfigOf(deps).RAZORPAY_KEY_ID ?? null) : null;
  return {
    PaymentId: a.id,
    OrderId: a.orderId,
    OrderNumber: order.number,
    Provider: a.provider,
    Amount: a.amountPaise,
    Currency: 'INR',
    GatewayOrderId: a.gatewayOrderId!,
    KeyId: keyId,
    IsTestMode: keyId?.startsWith('rzp_test_') ?? false,
    CheckoutScriptUrl: a.provider === 'razorpay' ? deps.config.RAZORPAY_CHECKOUT_URL : null,
    StoreName: store.StoreName,
    Description: `Order ${order.number}`,
    Prefill: {
      Name: user.username || order.address.Name,
      Email: user.email ?? '',
      Contact: user.phone ?? order.address.Mobile,
    },
  };
}

/** The shopper's own attempt and its order, for the sandbox page. */
export async function paymentSession(
  deps: AppDeps,
  userId: number,
  paymentId: number,
): Promise<PaymentSession> {
  const attempt = await findAttempt(deps.database.db, paymentId);
  if (!attempt || attempt.userId !== userId || !attempt.gatewayOrderId)
    throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
  return sessionOf(deps, attempt, await ownOrder(deps, userId, attempt.orderId));
}

/**
 * Razorpay Checkout's success answer: HMAC-SHA256 of the Razorpay order id WE stored for this
 * order and the payment id, with the key secret, compared in constant time. Only then is the
 * payment taken as authorised (its capture follows by webhook or the reconciler).
 */
export async function verifyRazorpayPayment(
  deps: AppDeps,
  userId: number,
  orderId: number,
  body: VerifyPaymentBody,
  log?: FastifyBaseLogger,
): Promise<OrderDetails> {
  const db = deps.database.db;
  await ownOrder(deps, userId, orderId);
  const attempt = (await attemptsOf(db, orderId)).find(
    (a) => a.provider === 'razorpay' && a.gatewayOrderId === body.razorpay_order_id,
  );
  const secret = paymentConfigOf(deps).RAZORPAY_KEY_SECRET;
  if (
    !attempt?.gatewayOrderId ||
    !secret ||
    !verifyPaymentSignature({
      orderId: attempt.gatewayOrderId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
      keySecret: secret,
    })
  ) {
    throw new AppError(
      400,
      'PAYMENT_SIGNATURE_INVALID',
      'We could not confirm this payment',
      'If money left your account, it will be matched or refunded automatically.',
    );
  }
  await inTransaction(
    db,
    async (tx) => {
      const locked = (await lockAttempt(tx, { id: attempt.id }))!;
      await applyGatewayPayment(
        tx,
        locked,
        {
          gatewayPaymentId: body.razorpay_payment_id,
          gatewayOrderId: attempt.gatewayOrderId!,
          status: 'authorized',
          amount: attempt.amountPaise,
          currency: attempt.currency,
          method: null,
          failureReason: null,
        },
        log,
      );
    },
    { retry: true },
  );
  return (await orderDetails(db, userId, orderId))!;
}

/**
 * The page reports Checkout closed or failed. Only an attempt still `created` moves (to
 * cancelled or failed); nothing here can undo a payment.
 */
export async function abandonPayment(
  deps: AppDeps,
  userId: number,
  orderId: number,
  outcome: 'cancelled' | 'failed',
  reason: string | undefined,
): Promise<OrderPaymentState> {
  const db = deps.database.db;
  await ownOrder(deps, userId, orderId);
  await inTransaction(db, async (tx) => {
    const latest = await latestAttempt(tx, orderId);
    if (!latest) return;
    const locked = (await lockAttempt(tx, { id: latest.id }))!;
    if (locked.status === 'created')
      await moveAttempt(tx, locked, outcome, {
        failureReason:
          reason ??
          (outcome === 'cancelled' ? 'You closed the payment window' : 'The payment failed'),
      });
  });
  return paymentState(deps, userId, orderId);
}

/** The sandbox page's Succeed, Fail or Cancel, decided and recorded here on the server. */
export async function sandboxOutcome(
  deps: AppDeps,
  userId: number,
  paymentId: number,
  outcome: 'succeed' | 'fail' | 'cancel',
  log?: FastifyBaseLogger,
): Promise<OrderPaymentState> {
  const db = deps.database.db;
  const orderId = await inTransaction(
    db,
    async (tx) => {
      const attempt = await lockAttempt(tx, { id: paymentId });
      if (!attempt || attempt.userId !== userId || attempt.provider !== 'sandbox')
        throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
      if (outcome === 'succeed') {
        // an attempt opened before methods were bound to their orders pays no other method's order
        refuseOtherMethod((await findOrder(tx, attempt.orderId))!, 'sandbox');
        await applyGatewayPayment(
          tx,
          attempt,
          {
            gatewayPaymentId: sandboxPaymentId(),
            gatewayOrderId: attempt.gatewayOrderId!,
            status: 'captured',
            amount: attempt.amountPaise,
            currency: attempt.currency,
            method: 'sandbox',
            failureReason: null,
          },
          log,
        );
      } else {
        await moveAttempt(tx, attempt, outcome === 'fail' ? 'failed' : 'cancelled', {
          failureReason:
            outcome === 'fail' ? 'The sandbox declined this payment' : 'You cancelled the payment',
        });
      }
      return attempt.orderId;
    },
    { retry: true },
  );
  return paymentState(deps, userId, orderId);
}

/** Where an order's payment stands, with the cash-on-delivery alternative while unpaid. */
export async function paymentState(
  deps: AppDeps,
  userId: number,
  orderId: number,
  reader?: Reader,
): Promise<OrderPaymentState> {
  const db = deps.database.db;
  const order = await ownOrder(deps, userId, orderId);
  const latest = await latestAttempt(db, orderId);
  const awaiting = isAwaitingPayment(order);
  return {
    OrderId: order.id,
    OrderStatus: order.status,
    PaymentStatus: latest?.status ?? null,
    Provider: latest?.provider ?? null,
    FailureReason: latest && !isPaidStatus(latest.status) ? latest.failureReason : null,
    IsPaid: order.paidPaise >= order.amountPayablePaise && order.amountPayablePaise > 0,
    PayBy: awaiting && order.payBy ? order.payBy.toISOString() : null,
    AmountPayable: order.amountPayablePaise,
    OnlineAmount: restAfterWallet(order),
    CodOption: awaiting ? await codOptionFor(deps, order, reader) : null,
  };
}
