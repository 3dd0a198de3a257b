import type { FastifyBaseLogger } from 'fastify';
import { isPaidStatus } from '@kirana/shared';
import type { Tx } from '../../db/client';
import { enqueue } from '../../lib/jobs';
import {
  assignInvoiceNumber,
  isAwaitingPayment,
  lockOrder,
  moveOrder,
  recordOrderPaid,
} from '../orders';
import { attemptsOf, moveAttempt, recordGatewayFee, type PaymentRow } from './payment-attempts';
import { claimStrayPayment } from './stray-payments';
import { type GatewayPayment } from './gateways';
import { duplicatePaymentJob } from './duplicate-payment.job';
import { refundLatePayment } from '../orders/order-status.service';

export type PaymentOutcome = 'paid' | 'moved' | 'ignored' | 'amount-mismatch' | 'duplicate';

/**
 * Applies what a gateway says about one payment to its locked attempt, in the caller's
 * transaction: the attempt moves forward only; the first payment that pays it places the
 * order (invoice number, paid amount; a sandbox payment makes it a test order). A payment for
 * another amount or currency pays nothing and, once captured, goes straight back; so does a
 * second payment of an order another payment already paid (each once, whoever reports it);
 * money arriving for an order already closed is refunded to where it came from.
 */
export async function applyGatewayPayment(
  tx: Tx,
  attempt: PaymentRow,
  p: GatewayPayment,
  log?: FastifyBaseLogger,
): Promise<PaymentOutcome> {
  const outcome = await applyToAttempt(tx, attempt, p, log);
  // the fee of the payment that paid this attempt, whichever report brings it first
  if (p.status === 'captured' && outcome !== 'amount-mismatch' && outcome !== 'duplicate')
    await recordGatewayFee(tx, attempt.id, p);
  return outcome;
}

async function applyToAttempt(
  tx: Tx,
  attempt: PaymentRow,
  p: GatewayPayment,
  log?: FastifyBaseLogger,
): Promise<PaymentOutcome> {
  if (p.amount !== attempt.amountPaise || p.currency !== attempt.currency) {
    log?.warn(
      { paymentId: attempt.id, expected: attempt.amountPaise, got: p.amount, currency: p.currency },
      'gateway payment of a different amount refused',
    );
    // an authorisation alone is released by the gateway; captured money is sent back
    if (p.status === 'captured') await sendBack(tx, attempt, p, 'amount_mismatch');
    return 'amount-mismatch';
  }
  const refundDuplicate = async (): Promise<PaymentOutcome> => {
    log?.warn(
      { orderId: attempt.orderId, paymentId: attempt.id, duplicate: p.gatewayPaymentId },
      'a second payment for a paid order: refunding it to its source',
    );
    await sendBack(tx, attempt, p, 'duplicate');
    return 'duplicate';
  };
  if (attempt.gatewayPaymentId && attempt.gatewayPaymentId !== p.gatewayPaymentId)
    return isPaidStatus(p.status) ? refundDuplicate() : 'ignored';
  if (!isPaidStatus(p.status) || isPaidStatus(attempt.status))
    return (await moveAttempt(tx, attempt, p.status, p)) ? 'moved' : 'ignored';

  // the first word that this attempt is paid: the order is locked before its other attempts
  // are read, so two attempts paid at once cannot both pay it
  const order = (await lockOrder(tx, attempt.orderId, null))!;
  const others = await attemptsOf(tx, order.id);
  if (others.some((a) => a.id !== attempt.id && isPaidStatus(a.status))) return refundDuplicate();
  if (!(await moveAttempt(tx, attempt, p.status, p))) return 'ignored';
  const sandbox = attempt.provider === 'sandbox';
  // a sandbox payment that places the order makes it a test order before its invoice number is
  // taken (a test series); one landing after the order closed changes nothing of the order (a
  // switch to COD issued it a real invoice) and goes back with a test credit note
  await recordOrderPaid(tx, order.id, attempt.amountPaise, {
    testOrder: sandbox && isAwaitingPayment(order),
  });
  if (isAwaitingPayment(order)) {
    const placed = await moveOrder(
      tx,
      order,
      'placed',
      {
        actor: 'system',
        note: `Paid ${sandbox ? 'in the sandbox' : `by ${p.method ?? 'Razorpay'}`}`,
      },
      { payBy: null, paymentMethod: attempt.provider },
    );
    if (!placed) throw new Error(`order ${order.id} awaiting payment could not be placed`);
    await assignInvoiceNumber(tx, order.id, new Date());
  } else {
    await refundLatePayment(
      tx,
      sandbox ? { ...order, isTestOrder: true } : order,
      attempt.amountPaise,
    );
  }
  return 'paid';
}

/**
 * Claims a payment that pays nothing for its refund to the source, once per gateway payment
 * (verify and every webhook may report it). A sandbox payment is no money: nothing goes back.
 */
async function sendBack(
  tx: Tx,
  attempt: PaymentRow,
  p: GatewayPayment,
  reason: 'duplicate' | 'amount_mismatch',
): Promise<void> {
  if (attempt.provider === 'sandbox') return;
  const strayPaymentId = await claimStrayPayment(tx, {
    provider: attempt.provider,
    gatewayPaymentId: p.gatewayPaymentId,
    orderId: attempt.orderId,
    paymentId: attempt.id,
    reason,
    amount: p.amount,
    currency: p.currency,
  });
  if (strayPaymentId !== null) await enqueue(tx, duplicatePaymentJob, { strayPaymentId });
}
