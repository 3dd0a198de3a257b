import { and, eq, ne } from 'drizzle-orm';
import type { UpiPaymentPage, UpiPaymentStage } from '@kirana/shared';
import { inTransaction, sqlState, type DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound as orderNotFound } from '../../lib/errors';
import { getSetting, getUpiDirectSettings } from '../content';
import {
  findOwnOrder,
  isAwaitingPayment,
  lockOrder,
  restAfterWallet,
  type OrderRow,
} from '../orders';
import { upiCredits, upiReports } from './upi.tables';

// The shopper's side of a UPI-direct order: what the payment page builds its request from, and
// the UPI reference (UTR) they may type after paying. The shopper's word confirms nothing: the
// order stays held until the store sees the money (upi-confirm.ts).

const notFound = () => orderNotFound('Order', 'ORDER_NOT_FOUND');

function refuseOtherMethod(order: OrderRow): void {
  if (order.paymentMethod !== 'upi_direct')
    throw new AppError(409, 'PAYMENT_METHOD_MISMATCH', { messageId: 'errors.upi.not-upi-order' });
}

async function reportOf(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(upiReports).where(eq(upiReports.orderId, orderId));
  return row ?? null;
}

function stageOf(order: OrderRow, reported: boolean): UpiPaymentStage {
  if (isAwaitingPayment(order)) return reported ? 'checking' : 'to_pay';
  if (order.status === 'expired') return 'expired';
  if (order.status === 'cancelled' && order.paidPaise <= order.walletPaise) return 'cancelled';
  return 'paid';
}

/** The payment request's fields for the shopper's own UPI-direct order, with where it stands. */
export async function upiPaymentPage(
  deps: AppDeps,
  userId: number,
  orderId: number,
): Promise<UpiPaymentPage> {
  const db = deps.database.db;
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw notFound();
  refuseOtherMethod(order);
  const [upi, store, report] = await Promise.all([
    getUpiDirectSettings(db),
    getSetting(db, 'storeConfigs'),
    reportOf(db, orderId),
  ]);
  const awaiting = isAwaitingPayment(order);
  return {
    OrderId: order.id,
    OrderNumber: order.number,
    Amount: restAfterWallet(order),
    Vpa: upi.Vpa,
    PayeeName: upi.PayeeName,
    Note: `Order ${order.number} at ${store.StoreName}`.slice(0, 50),
    PayBy: awaiting && order.payBy ? order.payBy.toISOString() : null,
    Stage: stageOf(order, report !== null),
    Utr: report?.utr ?? null,
  };
}

const utrTaken = () =>
  new AppError(
    409,
    'UTR_ALREADY_USED',
    { messageId: 'errors.upi.utr-taken' },
    { messageId: 'errors.upi.utr-check' },
  );

/**
 * Records the UTR the shopper read in their UPI app for their own order still awaiting payment
 * (a new one replaces theirs); a UTR given for, or paid to, another order is refused.
 */
export async function reportUtr(
  deps: AppDeps,
  userId: number,
  orderId: number,
  utr: string,
): Promise<UpiPaymentPage> {
  try {
    await inTransaction(deps.database.db, async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) throw notFound();
      refuseOtherMethod(order);
      if (!isAwaitingPayment(order))
        throw new AppError(
          409,
          'ORDER_NOT_AWAITING_PAYMENT',
          order.status === 'expired'
            ? { messageId: 'errors.upi.expired' }
            : { messageId: 'errors.upi.not-awaiting' },
        );
      const [credited] = await tx
        .select({ orderId: upiCredits.orderId })
        .from(upiCredits)
        .where(and(eq(upiCredits.utr, utr), ne(upiCredits.orderId, orderId)));
      if (credited) throw utrTaken();
      await tx
        .insert(upiReports)
        .values({ orderId, userId, utr })
        .onConflictDoUpdate({
          target: upiReports.orderId,
          set: { utr, reportedAt: new Date() },
        });
    });
  } catch (err) {
    // the unique UTR: another order already carries it
    if (sqlState(err) === '23505') throw utrTaken();
    throw err;
  }
  return upiPaymentPage(deps, userId, orderId);
}
