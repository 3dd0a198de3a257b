import type { Tx } from '../../db/client';
import type { OrderRow } from '../orders';
import { findPaidPayment } from '../payments';
import { payOutRefund } from './payout.service';
import { allToWallet, splitToSource } from './refund-split';
import { addRefundEvent } from './refund-store';
import { refunds } from './refunds.tables';

// A cancelled (or closed) order's money back: everything paid and not yet given back.

/** A cancellation refund's reason when the canceller gave none (credit-note-reason.ts names them). */
export const CANCELLED_BY = {
  shopper: 'Cancelled by you',
  store: 'Cancelled by the store',
  system: 'Closed by the store',
} as const;

/** An order edit's refund (and its credit note's) reason: the store removed items. */
export const EDIT_REASON = 'Items removed from the order by the store';

/**
 * Refunds what is still paid for a cancelled order, in the caller's transaction on the locked
 * order row: the order's wallet part back to the wallet, the rest to `refundTo` (the original
 * payment when there is one, else the wallet; a sandbox payment always to the sandbox). The refund is approved and paid out at once.
 * Answers its id, or null when nothing was paid.
 */
export async function refundCancelledOrder(
  tx: Tx,
  order: OrderRow,
  opts: { refundTo: 'wallet' | 'source'; actor: 'shopper' | 'store' | 'system'; note?: string },
): Promise<number | null> {
  const reason = opts.note ?? CANCELLED_BY[opts.actor];
  const note = opts.note ? `${CANCELLED_BY[opts.actor]}: ${opts.note}` : reason;
  return refundPaidPart(tx, order, order.paidPaise - order.refundedPaise, {
    kind: 'cancellation',
    refundTo: opts.refundTo,
    reason,
    note,
  });
}

/**
 * The part of a refund of `amount` paise that goes back from the order's wallet share (the
 * wallet is given back first): what an edit takes off `orders.wallet_paise`.
 */
export const walletShareOf = (order: Pick<OrderRow, 'walletPaise'>, amount: number): number =>
  Math.max(0, Math.min(amount, order.walletPaise));

/**
 * Refunds `amount` paise of what is still paid for an order, by the cancellation's rules, in the
 * caller's transaction on the locked order row: the order's wallet part back to the wallet first,
 * the rest to `refundTo` (the original payment when there is one, else the wallet; a sandbox
 * payment always to the sandbox). Approved and paid out at once (with its credit note when the
 * order has an invoice). Answers its id, or null when there is nothing to refund.
 */
export async function refundPaidPart(
  tx: Tx,
  order: OrderRow,
  amount: number,
  opts: {
    kind: 'cancellation' | 'edit';
    refundTo: 'wallet' | 'source';
    reason: string;
    note: string;
    /** the credit note number already taken for this refund (an edit's own); else one is taken */
    creditNoteNumber?: string | null;
  },
): Promise<number | null> {
  if (amount <= 0) return null;
  const walletPart = walletShareOf(order, amount);
  const rest = amount - walletPart;
  const payment = rest > 0 ? await findPaidPayment(tx, order.id) : null;
  // a sandbox payment is no money: its part goes back to the sandbox whatever was asked, never
  // to the wallet (the wallet part above is money the shopper really paid)
  const toSource = payment && (opts.refundTo === 'source' || payment.provider === 'sandbox');
  const restSplit = toSource ? await splitToSource(tx, order.id, rest, payment) : allToWallet(rest);
  const split = { ...restSplit, walletPaise: restSplit.walletPaise + walletPart };
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      userId: order.userId,
      kind: opts.kind,
      status: 'approved',
      destination: split.sourcePaise > 0 ? 'source' : 'wallet',
      amountPaise: amount,
      ...split,
      reason: opts.reason,
    })
    .returning();
  await addRefundEvent(tx, refund!.id, 'approved', { actor: 'system', note: opts.note });
  await payOutRefund(tx, refund!, order, opts.creditNoteNumber);
  return refund!.id;
}
