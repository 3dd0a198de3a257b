import type { z } from 'zod';
import { isPaidStatus } from '@kirana/shared';
import { inTransaction } from '../../db/client';
import { defineJob, enqueue, type JobContext } from '../../lib/jobs';
import { findOrder, isAwaitingPayment, lockOrder } from '../orders';
import { attemptsOf, lockAttempt } from './payment-attempts';
import { gatewayFor, type GatewayPayment } from './gateways';
import { expireUnpaidOrder, showReleasedStock } from '../orders/order-status.service';
import { applyGatewayPayment } from './payment-effects';
import { paymentDeadline } from '../checkout';
import { paymentConfigOf } from '../../lib/razorpay-keys';

/** How long past its deadline an order waits for an unreachable gateway before it expires. */
export const GIVE_UP_AFTER_MS = 45 * 60_000;

/** The checkout's payment deadline, handled here. */
export const paymentDeadlineJob = defineJob(
  paymentDeadline.name,
  paymentDeadline.payload,
  reconcileAtDeadline,
);

/**
 * The reconciler of an online order at its pay-by time. First it asks the gateway (outside any
 * transaction) for the payments of each attempt, so a payment whose webhook never came still
 * counts; then, on the locked order, it expires the order if it is still unpaid, giving back
 * its stock, coupon and wallet part. Jobs are claimed once across processes, and the row lock
 * and status check make a second run change nothing.
 */
function reconcileAtDeadline({ deps, log }: JobContext) {
  const db = deps.database.db;
  return async ({ orderId }: z.output<typeof paymentDeadline.payload>): Promise<void> => {
    const order = await findOrder(db, orderId);
    if (!order || !isAwaitingPayment(order)) return;
    if (order.payBy && order.payBy.getTime() > Date.now()) {
      // not due yet (the deadline moved): look again then
      await enqueue(db, paymentDeadline, { orderId }, { runAt: order.payBy });
      return;
    }
    for (const attempt of await attemptsOf(db, orderId)) {
      if (!attempt.gatewayOrderId || isPaidStatus(attempt.status)) continue;
      let reported: GatewayPayment[];
      try {
        reported = await gatewayFor(paymentConfigOf(deps), attempt.provider).paymentsOf(
          attempt.gatewayOrderId,
        );
      } catch (err) {
        // the job retries while the gateway is away; past GIVE_UP_AFTER_MS the order expires
        // anyway (a payment that shows up later is refunded to its source automatically)
        const overdue = Date.now() - (order.payBy?.getTime() ?? 0);
        if (overdue < GIVE_UP_AFTER_MS) throw err;
        log.warn({ orderId, err }, 'gateway unreachable past the deadline: expiring the order');
        continue;
      }
      for (const p of reported.filter((x) => isPaidStatus(x.status))) {
        await inTransaction(
          db,
          async (tx) => {
            const locked = await lockAttempt(tx, { id: attempt.id });
            if (locked) await applyGatewayPayment(tx, locked, p, log);
          },
          { retry: true },
        );
      }
    }
    const expired = await inTransaction(
      db,
      async (tx) => {
        const locked = await lockOrder(tx, orderId, null);
        return locked !== null && (await expireUnpaidOrder(tx, locked));
      },
      { retry: true },
    );
    if (expired) {
      log.info({ orderId }, 'unpaid order expired');
      await showReleasedStock(deps, orderId);
    }
  };
}
