import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { dropStockAnswers } from '../catalogue';
import { lockOrder, orderLinesOf, takeOrderStock } from '../orders';
import { recordAudit, type AuditActor } from '../staff';
import { lockCredit, payOrder, settleCredit } from './upi-confirm';
import { upiQueue } from './upi-console.service';

/**
 * Re-confirms an expired UPI-direct order whose exact amount came late: in one transaction the
 * credit moves late → reconfirmed (once), the order's stock is taken again by guarded updates
 * (409 and nothing changes when a line is short), then the order expired → placed is paid.
 * An order that had a coupon or a wallet part is refused (both were given back at expiry and
 * may be spent elsewhere): refund the credit instead.
 */
export async function reconfirmLateCredit(deps: AppDeps, actor: AuditActor, utr: string) {
  const db = deps.database.db;
  const orderId = await inTransaction(db, async (tx) => {
    const credit = await lockCredit(tx, utr);
    if (!credit) throw new AppError(404, 'CREDIT_NOT_FOUND', 'No credit with this UTR');
    const order = (await lockOrder(tx, credit.orderId, null))!;
    if (credit.outcome !== 'late')
      throw new AppError(409, 'CREDIT_SETTLED', 'This credit is already settled');
    if (order.status !== 'expired')
      throw new AppError(
        409,
        'ORDER_NOT_EXPIRED',
        'Only an expired order can be re-confirmed: refund this credit',
      );
    if (order.walletPaise > 0 || order.couponCode)
      throw new AppError(
        409,
        'ORDER_HOLDS_GIVEN_BACK',
        'This order’s coupon or wallet part was given back when it expired: refund this credit instead',
      );
    const lines = await orderLinesOf(tx, order.id);
    await takeOrderStock(
      tx,
      order,
      lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        qty: l.qty,
        name: l.name,
      })),
    );
    await settleCredit(tx, utr, 'reconfirmed', { byName: actor.name });
    await payOrder(
      tx,
      order,
      {
        orderId: order.id,
        utr,
        amountPaise: credit.amountPaise,
        source: 'console',
        byName: actor.name,
      },
      'Paid by UPI after the hold ended; re-confirmed by the store',
    );
    await recordAudit(tx, actor, {
      action: 'order.upi_reconfirm',
      entity: 'order',
      entityId: order.id,
      after: { Utr: utr },
    });
    return order.id;
  });
  const lines = await orderLinesOf(db, orderId);
  await dropStockAnswers(
    deps,
    lines.map((l) => l.productId),
  );
  return upiQueue(db);
}
