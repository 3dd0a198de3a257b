import { and, eq, sql } from 'drizzle-orm';
import {
  formatInr,
  type AdminOrderDetails,
  type AdminOrderEditBody,
  type AdminOrderEditPreview,
  type OrderStatus,
} from '@kirana/shared';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { dropStockAnswers, releaseStock, setStockReason, staffStockActor } from '../../catalogue';
import { announceReleasedStock } from '../../notifications';
import { findCoupon, releaseCoupon } from '../../offers';
import { EDIT_REASON, refundPaidPart, takeCreditNoteNumber, walletShareOf } from '../../refunds';
import { recordAudit, type AuditActor } from '../../staff';
import type { OrderRow } from '../order-mapping';
import { queueOrderMoved } from '../order-moves';
import { orderLinesOf } from '../order-queries';
import { orderEdits, orderEvents, orderLines, orders } from '../orders.tables';
import { planOrderEdit, type EditPlan } from './order-edit-plan';
import { orderVersion, storeOrderDetails } from './order-queries';
import { moveLocked, onLockedOrder } from './store-order-moves.service';

// The store edits an order before packing (owner's item 6): lines removed or lowered, the bill
// worked out again (order-edit-plan), the stock of the removed units back on the shelf, the
// coupon given back when it no longer applies, and what was paid beyond the new bill refunded
// by the cancellation's rules, with a credit note when the order was invoiced. One transaction
// on the locked order row; the Version the console read must still be the order's.

/** An order may be edited until it is packed (and once paid, when paid online). */
const EDITABLE: readonly OrderStatus[] = ['placed', 'confirmed'];

/** The words the timeline and the refund keep: what changed. */
const changeWords = (plan: EditPlan) =>
  plan.changes
    .map((c) =>
      c.QtyAfter === 0 ? `${c.Name} removed` : `${c.Name} ${c.QtyBefore} → ${c.QtyAfter}`,
    )
    .join(', ');

/** 409 unless the order may be edited now, as the console read it. */
function refuseEdit(order: OrderRow, version: string): void {
  if (!EDITABLE.includes(order.status))
    throw new AppError(
      409,
      'ORDER_NOT_EDITABLE',
      `An order that is ${order.status.replace(/_/g, ' ')} can no longer be edited`,
      'Items can be removed or lowered until the order is packed.',
    );
  if (orderVersion(order) !== version)
    throw new AppError(
      409,
      'ORDER_CHANGED',
      'The order changed since you opened it',
      'Reload it and make the edit again.',
    );
}

async function planFor(tx: Tx, order: OrderRow, body: AdminOrderEditBody): Promise<EditPlan> {
  const lines = await orderLinesOf(tx, order.id);
  const coupon = order.couponCode ? await findCoupon(tx, order.couponCode) : null;
  return planOrderEdit(order, lines, body, coupon?.rules ?? null);
}

const previewOf = (order: OrderRow, plan: EditPlan): AdminOrderEditPreview => ({
  Changes: plan.changes,
  AmountBefore: order.amountPayablePaise,
  AmountAfter: plan.cancelsOrder ? 0 : plan.bill.AmountPayable,
  Refund: plan.refund,
  CouponDropped: plan.couponDropped,
  CancelsOrder: plan.cancelsOrder,
  Bill: plan.bill,
});

/** What the edit would do, nothing written (the same checks as the edit). */
export function previewOrderEdit(
  deps: AppDeps,
  orderId: number,
  body: AdminOrderEditBody,
): Promise<AdminOrderEditPreview> {
  return onLockedOrder(deps, orderId, async (tx, order) => {
    refuseEdit(order, body.Version);
    return previewOf(order, await planFor(tx, order, body));
  });
}

/** The order's lines and row as the plan says, with its stock and coupon given back. */
async function writeEdit(
  tx: Tx,
  order: OrderRow,
  plan: EditPlan,
  actor: AuditActor,
): Promise<void> {
  const lines = await orderLinesOf(tx, order.id);
  const back: { productId: number; variantId: number | null; qty: number }[] = [];
  for (const l of lines) {
    const qty = plan.qtyByLine.get(l.id)!;
    if (qty < l.qty)
      back.push({ productId: l.productId, variantId: l.variantId, qty: l.qty - qty });
    if (qty === 0) {
      await tx.delete(orderLines).where(eq(orderLines.id, l.id));
      continue;
    }
    const billed = plan.bill.Lines.find(
      (b) => b.ProductId === l.productId && b.VariantId === l.variantId,
    )!;
    await tx
      .update(orderLines)
      .set({
        qty,
        lineTotalPaise: billed.LineTotal,
        discountPaise: billed.Discount,
        netAmountPaise: billed.NetAmount,
      })
      .where(eq(orderLines.id, l.id));
  }
  // the stock history records what comes back as the order edit, with who made it
  await setStockReason(tx, {
    reason: 'order_edit',
    orderId: order.id,
    actor: staffStockActor(actor),
  });
  await releaseStock(tx, back);
  await announceReleasedStock(tx, back);
  if (plan.couponDropped) await releaseCoupon(tx, order.id);
  const left = lines.filter((l) => plan.qtyByLine.get(l.id)! > 0);
  const [edited] = await tx
    .update(orders)
    .set({
      bill: plan.bill,
      amountPayablePaise: plan.bill.AmountPayable,
      itemCount: left.reduce((n, l) => n + plan.qtyByLine.get(l.id)!, 0),
      searchText: left.map((l) => l.name.toLowerCase()).join(' | '),
      // the wallet share the refund gave back first is no longer paid from the wallet: what the
      // wallet still pays of the bill, so a later refund, the cash due and a cancel read it right
      walletPaise: order.walletPaise - walletShareOf(order, plan.refund),
      ...(plan.couponDropped ? { couponCode: null } : {}),
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!edited) throw new Error(`order ${order.id} changed under its lock`);
}

/** Tells the edit: the timeline (what changed and who), the audit log, the live page. */
async function tellEdit(
  tx: Tx,
  order: OrderRow,
  plan: EditPlan,
  actor: AuditActor,
  refundId: number | null,
  creditNoteNumber: string | null,
): Promise<void> {
  const money =
    `New total ${formatInr(plan.bill.AmountPayable)}` +
    (plan.refund > 0 ? `; ${formatInr(plan.refund)} refunded` : '') +
    (plan.couponDropped ? `; coupon ${order.couponCode ?? ''} no longer applies` : '');
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: order.status,
    actor: 'store',
    note: `Items changed by ${actor.name}: ${changeWords(plan)}. ${money}.`,
  });
  await tx.insert(orderEdits).values({
    orderId: order.id,
    refundId,
    creditNoteNumber,
    staffId: actor.staffId,
    actorName: actor.name,
    changes: plan.changes,
    billBefore: order.bill,
    billAfter: plan.bill,
  });
  await recordAudit(tx, actor, {
    action: 'order.edit',
    entity: 'order',
    entityId: order.id,
    before: {
      Lines: plan.changes.map((c) => `${c.Name} × ${c.QtyBefore}`),
      AmountPayable: order.amountPayablePaise,
    },
    after: {
      Lines: plan.changes.map((c) => `${c.Name} × ${c.QtyAfter}`),
      AmountPayable: plan.bill.AmountPayable,
      Refund: plan.refund,
      ...(plan.couponDropped ? { CouponDropped: order.couponCode } : {}),
    },
  });
  await queueOrderMoved(tx, { OrderId: order.id, Status: order.status });
}

/**
 * The store edits an order's items before packing (orders:money: it refunds). Removing every
 * item cancels the order by the store's cancel path.
 */
export async function editOrderByStore(
  deps: AppDeps,
  orderId: number,
  body: AdminOrderEditBody,
  actor: AuditActor,
): Promise<AdminOrderDetails> {
  const { details, productIds } = await onLockedOrder(deps, orderId, async (tx, order) => {
    refuseEdit(order, body.Version);
    const plan = await planFor(tx, order, body);
    const productIds = plan.changes.map((c) => c.ProductId);
    if (plan.cancelsOrder) {
      await moveLocked(tx, order, { Status: 'cancelled', Note: 'Every item was removed' }, actor);
    } else {
      // an issued tax invoice is reduced by the edit's own credit note (the value taken off,
      // whether or not money goes back: a COD order paid nothing yet); its refund, if any,
      // carries the same number (docs/decisions/0019-order-edits.md)
      const creditNoteNumber = order.invoiceNumber
        ? await takeCreditNoteNumber(tx, order, new Date())
        : null;
      // refunded first: what the order keeps (paid less refunded) never passes its bill
      const refundId = await refundPaidPart(tx, order, plan.refund, {
        kind: 'edit',
        refundTo: 'source',
        reason: EDIT_REASON,
        note: `Items removed by the store: ${changeWords(plan)}`,
        creditNoteNumber,
      });
      await writeEdit(tx, order, plan, actor);
      await tellEdit(tx, order, plan, actor, refundId, creditNoteNumber);
    }
    return { details: (await storeOrderDetails(tx, orderId, true))!, productIds };
  });
  await dropStockAnswers(deps, productIds);
  return details;
}
