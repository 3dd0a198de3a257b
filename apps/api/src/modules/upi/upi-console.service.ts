import { and, asc, desc, eq } from 'drizzle-orm';
import type { UpiCheckRow, UpiLateCredit, UpiQueue } from '@kirana/shared';
import { inTransaction, type Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { findOrder, lockOrder, restAfterWallet } from '../orders';
import { orders } from '../../db/tables';
import { cancelLocked, showReleasedStock } from '../orders/order-status.service';
import { recordAudit, type AuditActor } from '../staff';
import { applyUpiCredit, lockCredit, settleCredit, type ConfirmOutcome } from './upi-confirm';
import { upiCredits, upiReports } from './upi.tables';

// The console's "UPI payments to check": the UPI-direct orders still held for their payment,
// with the UTR each shopper gave; Confirm (the owner saw the money) and Not received; and the
// credits that came for orders no longer waiting, to refund or re-confirm. orders:money only.

/** The orders waiting for a UPI payment (oldest first), and the late credits to settle. */
export async function upiQueue(db: Db): Promise<UpiQueue> {
  const waiting = await db
    .select({
      id: orders.id,
      number: orders.number,
      amountPayablePaise: orders.amountPayablePaise,
      walletPaise: orders.walletPaise,
      createdAt: orders.createdAt,
      payBy: orders.payBy,
      utr: upiReports.utr,
      reportedAt: upiReports.reportedAt,
    })
    .from(orders)
    .leftJoin(upiReports, eq(upiReports.orderId, orders.id))
    .where(and(eq(orders.paymentMethod, 'upi_direct'), eq(orders.status, 'awaiting_payment')))
    .orderBy(asc(orders.createdAt))
    .limit(500);
  const late = await db
    .select({
      utr: upiCredits.utr,
      orderId: upiCredits.orderId,
      amount: upiCredits.amountPaise,
      createdAt: upiCredits.createdAt,
      number: orders.number,
      status: orders.status,
    })
    .from(upiCredits)
    .innerJoin(orders, eq(orders.id, upiCredits.orderId))
    .where(eq(upiCredits.outcome, 'late'))
    .orderBy(desc(upiCredits.createdAt))
    .limit(500);
  return {
    ToCheck: waiting.map((o): UpiCheckRow => ({
      OrderId: o.id,
      OrderNumber: o.number,
      Amount: restAfterWallet(o),
      Utr: o.utr,
      ReportedAt: o.reportedAt?.toISOString() ?? null,
      PlacedAt: o.createdAt.toISOString(),
      PayBy: o.payBy?.toISOString() ?? null,
    })),
    LateCredits: late.map((c): UpiLateCredit => ({
      Utr: c.utr,
      OrderId: c.orderId,
      OrderNumber: c.number,
      OrderStatus: c.status,
      Amount: c.amount,
      CreditedAt: c.createdAt.toISOString(),
    })),
  };
}

const OUTCOME_REFUSALS: Partial<Record<ConfirmOutcome, [number, string, string]>> = {
  no_order: [404, 'ORDER_NOT_FOUND', 'Order not found'],
  not_upi_direct: [409, 'PAYMENT_METHOD_MISMATCH', 'This order is not paid by UPI to the shop'],
  already_recorded: [409, 'UTR_ALREADY_USED', 'This UTR has already been recorded for a payment'],
  already_paid: [
    409,
    'ORDER_ALREADY_PAID',
    'This order is already paid; the credit is listed to refund',
  ],
  late: [
    409,
    'ORDER_NOT_AWAITING_PAYMENT',
    'This order is no longer held (it expired or was cancelled); the credit is listed to refund or re-confirm',
  ],
};

/**
 * The owner's Confirm: the amount due came in with this UTR (the shopper's, unless the owner
 * types the one in the bank). One transaction with its audit entry; a late or doubled credit is
 * recorded, listed, and answered 409.
 */
export async function confirmUpiPayment(
  deps: AppDeps,
  actor: AuditActor,
  orderId: number,
  utrGiven: string | undefined,
): Promise<UpiQueue> {
  const db = deps.database.db;
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
  const [report] = await db.select().from(upiReports).where(eq(upiReports.orderId, orderId));
  const utr = utrGiven ?? report?.utr;
  if (!utr)
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Enter the UTR of the credit in your bank',
      undefined,
      [
        {
          Field: 'body.Utr',
          Message: 'The shopper gave no UTR: type the one in your bank statement',
        },
      ],
    );
  const outcome = await inTransaction(
    db,
    async (tx) => {
      const result = await applyUpiCredit(tx, {
        orderId,
        utr,
        amountPaise: restAfterWallet(order),
        source: 'console',
        byName: actor.name,
      });
      if (result === 'confirmed' || result === 'late' || result === 'already_paid')
        await recordAudit(tx, actor, {
          action: `order.upi_${result === 'confirmed' ? 'confirm' : 'late_credit'}`,
          entity: 'order',
          entityId: orderId,
          after: { Utr: utr },
        });
      return result;
    },
    { retry: true },
  );
  const refusal = OUTCOME_REFUSALS[outcome];
  if (refusal) throw new AppError(refusal[0], refusal[1], refusal[2]);
  return upiQueue(db);
}

/**
 * Not received: the owner found no such credit. The order is cancelled now and gives back its
 * stock, coupon and wallet part (money that turns up later is listed as a late credit).
 */
export async function upiNotReceived(
  deps: AppDeps,
  actor: AuditActor,
  orderId: number,
): Promise<UpiQueue> {
  const db = deps.database.db;
  await inTransaction(
    db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, null);
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
      if (order.paymentMethod !== 'upi_direct' || order.status !== 'awaiting_payment')
        throw new AppError(
          409,
          'ORDER_NOT_AWAITING_PAYMENT',
          'This order no longer waits for a UPI payment',
        );
      await cancelLocked(tx, order, 'store', 'UPI payment not received', 'wallet');
      await recordAudit(tx, actor, {
        action: 'order.upi_not_received',
        entity: 'order',
        entityId: orderId,
      });
    },
    { retry: true },
  );
  await showReleasedStock(deps, orderId);
  return upiQueue(db);
}

/**
 * A late credit paid back by the owner to the shopper's UPI id (outside the app, as a COD
 * refund's UPI payout): recorded once, guarded on the credit still being late.
 */
export async function refundLateCredit(
  deps: AppDeps,
  actor: AuditActor,
  utr: string,
  upiId: string,
): Promise<UpiQueue> {
  const db = deps.database.db;
  await inTransaction(db, async (tx) => {
    const credit = await lockCredit(tx, utr);
    if (!credit) throw new AppError(404, 'CREDIT_NOT_FOUND', 'No credit with this UTR');
    if (!(await settleCredit(tx, utr, 'refunded', { byName: actor.name, refundUpiId: upiId })))
      throw new AppError(409, 'CREDIT_SETTLED', 'This credit is already settled');
    await recordAudit(tx, actor, {
      action: 'order.upi_credit_refund',
      entity: 'order',
      entityId: credit.orderId,
      after: { Utr: utr, UpiId: upiId, Amount: credit.amountPaise },
    });
  });
  return upiQueue(db);
}
