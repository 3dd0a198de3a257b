import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  assignInvoiceNumber,
  isAwaitingPayment,
  lockOrder,
  moveOrder,
  recordOrderPaid,
  restAfterWallet,
  type OrderRow,
} from '../orders';
import { upiCredits, type UpiCreditOutcome } from './upi.tables';

// The one way money seen in the shop's bank pays a UPI-direct order: the Confirm of the console
// and the statement import both come here. On the locked order, in the caller's transaction:
// the credit is written once by its UTR (a unique key), then the order moves awaiting_payment →
// placed by a guarded update. Expiry locks the same row, so a race between Confirm, import and
// expiry confirms once or expires once, never both.

export interface UpiCredit {
  orderId: number;
  utr: string;
  amountPaise: number;
  source: 'console' | 'statement';
  byName: string | null;
}

export type ConfirmOutcome =
  | 'confirmed'
  | 'already_recorded'
  | 'late'
  | 'amount_differs'
  | 'not_upi_direct'
  | 'already_paid'
  | 'no_order';

/** Records a bank credit against its order and, when the order still waits for exactly it, pays it. */
export async function applyUpiCredit(tx: Tx, credit: UpiCredit): Promise<ConfirmOutcome> {
  const order = await lockOrder(tx, credit.orderId, null);
  if (!order) return 'no_order';
  if (order.paymentMethod !== 'upi_direct') return 'not_upi_direct';
  const [seen] = await tx
    .select({ orderId: upiCredits.orderId })
    .from(upiCredits)
    .where(eq(upiCredits.utr, credit.utr));
  if (seen) return 'already_recorded';
  // an amount that differs is never taken as payment: it stays with the owner to sort out
  if (credit.amountPaise !== restAfterWallet(order)) return 'amount_differs';
  if (!isAwaitingPayment(order)) {
    // money for an order that no longer waits (expired, cancelled, or paid by another credit)
    // is listed for the owner to refund or re-confirm
    await insertCredit(tx, credit, 'late');
    return order.status === 'expired' || order.status === 'cancelled' ? 'late' : 'already_paid';
  }
  if (!(await insertCredit(tx, credit, 'confirmed'))) return 'already_recorded';
  await payOrder(tx, order, credit, 'Paid by UPI');
  return 'confirmed';
}

/** Writes the credit once by its UTR; false when that UTR is already recorded. */
async function insertCredit(tx: Tx, c: UpiCredit, outcome: UpiCreditOutcome): Promise<boolean> {
  const rows = await tx
    .insert(upiCredits)
    .values({
      utr: c.utr,
      orderId: c.orderId,
      amountPaise: c.amountPaise,
      outcome,
      source: c.source,
      byName: c.byName,
    })
    .onConflictDoNothing()
    .returning({ id: upiCredits.id });
  return rows.length > 0;
}

/**
 * The locked order awaiting payment becomes placed and paid, with its invoice number (its
 * message, WhatsApp update and timeline entry come with the move, as for a gateway payment).
 */
export async function payOrder(tx: Tx, order: OrderRow, c: UpiCredit, note: string): Promise<void> {
  const orderId = order.id;
  const placed = await moveOrder(
    tx,
    order,
    'placed',
    { actor: c.source === 'console' ? 'store' : 'system', note: `${note} (UTR ${c.utr})` },
    { payBy: null },
  );
  if (!placed) throw new Error(`order ${orderId} awaiting payment could not be placed`);
  await recordOrderPaid(tx, orderId, c.amountPaise);
  await assignInvoiceNumber(tx, orderId, new Date());
}

/** The credit recorded under a UTR, if any (for a late credit's settlement). */
export async function lockCredit(tx: Tx, utr: string) {
  const [row] = await tx.select().from(upiCredits).where(eq(upiCredits.utr, utr)).for('update');
  return row ?? null;
}

/** Moves a late credit to its settlement once (guarded on its outcome still being late). */
export async function settleCredit(
  tx: Tx,
  utr: string,
  outcome: 'refunded' | 'reconfirmed',
  set: { byName: string | null; refundUpiId?: string },
): Promise<boolean> {
  const rows = await tx
    .update(upiCredits)
    .set({ outcome, settledAt: new Date(), byName: set.byName, refundUpiId: set.refundUpiId })
    .where(and(eq(upiCredits.utr, utr), eq(upiCredits.outcome, 'late')))
    .returning({ id: upiCredits.id });
  return rows.length > 0;
}
