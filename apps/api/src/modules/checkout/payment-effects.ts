import type { FastifyBaseLogger } from 'fastify';
import { isPaidStatus } from '@kirana/shared';
import type { Tx } from '../../db/client';
import { assignInvoiceNumber, lockOrder, recordOrderPaid, recordStatus } from '../orders';
import { moveAttempt, type GatewayPayment, type PaymentRow } from '../payments';
import { refundLatePayment } from './order-status.service';

export type PaymentOutcome = 'paid' | 'moved' | 'ignored' | 'amount-mismatch';

/**
 * Applies what a gateway says about one payment to its locked attempt, in the caller's
 * transaction: the attempt moves forward only; the first payment that pays it places the
 * order (invoice number, paid amount). A payment for another amount or currency is refused,
 * and money arriving for an order already closed goes straight back to where it came from.
 */
export async function applyGatewayPayment(
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
    return 'amount-mismatch';
  }
  if (attempt.gatewayPaymentId && attempt.gatewayPaymentId !== p.gatewayPaymentId) {
    // a second payment on an order already paid by another one: leave it for the owner to see
    log?.warn(
      { paymentId: attempt.id, second: p.gatewayPaymentId },
      'second payment on a paid attempt',
    );
    return 'ignored';
  }
  const wasPaid = isPaidStatus(attempt.status);
  if (!(await moveAttempt(tx, attempt, p.status, p))) return 'ignored';
  if (wasPaid || !isPaidStatus(p.status)) return 'moved';

  const order = (await lockOrder(tx, attempt.orderId, null))!;
  await recordOrderPaid(tx, order.id, attempt.amountPaise);
  if (order.status === 'awaiting_payment') {
    await recordStatus(
      tx,
      order,
      'placed',
      {
        actor: 'system',
        note: `Paid ${attempt.provider === 'sandbox' ? 'in the sandbox' : `by ${p.method ?? 'Razorpay'}`}`,
      },
      { payBy: null, paymentMethod: attempt.provider },
    );
    await assignInvoiceNumber(tx, order.id, new Date());
  } else {
    await refundLatePayment(tx, order, attempt.amountPaise);
  }
  return 'paid';
}
