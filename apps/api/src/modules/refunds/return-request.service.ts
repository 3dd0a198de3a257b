import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { refundsToUpiId, type RefundDetails, type ReturnRequestBody } from '@kirana/shared';
import { inTransaction, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound, type Said } from '../../lib/errors';
import { lockOrder, reserveReturnQty, restAfterWallet, type OrderRow } from '../orders';
import { findPaidPayment } from '../payments';
import { refundDetails } from './refund-queries';
import { allToWallet, splitToSource, splitToUpi, type Split } from './refund-split';
import { addRefundEvent } from './refund-store';
import { refundLines, refundPhotos, refunds } from './refunds.tables';
import { lineName, returnAmount, returnRules } from './return-rules';

// A shopper asks to return lines of a delivered order: one transaction on the locked order, so
// concurrent requests see each other's reserved units and never return more than was bought.

type ReturnRequest = z.output<typeof ReturnRequestBody>;

const refused = (code: string, message: Said, field?: string) =>
  new AppError(
    field ? 400 : 409,
    code,
    message,
    undefined,
    field ? [{ Field: field, Message: message }] : undefined,
  );

/** Where the money goes: the wallet always; the card or UPI it was paid with when there is one. */
async function splitFor(
  tx: Tx,
  order: OrderRow,
  body: ReturnRequest,
  amount: number,
): Promise<Split> {
  const payment = await findPaidPayment(tx, order.id);
  // a sandbox payment is no money: whatever was asked, it goes back to the sandbox (nothing
  // moves), never to the wallet; only a wallet part really paid can overflow there
  if (payment?.provider === 'sandbox') return splitToSource(tx, order.id, amount, payment);
  if (body.Destination === 'wallet') return allToWallet(amount);
  if (body.Destination === 'source') {
    if (!payment)
      throw refused(
        'REFUND_DESTINATION_INVALID',
        { messageId: 'refunds.return.not-paid-online' },
        'body.Destination',
      );
    return splitToSource(tx, order.id, amount, payment);
  }
  if (!refundsToUpiId(order.paymentMethod))
    throw refused(
      'REFUND_DESTINATION_INVALID',
      { messageId: 'refunds.return.upi-only' },
      'body.Destination',
    );
  return splitToUpi(tx, order.id, amount, restAfterWallet(order));
}

/** The photo ids, all the shopper's own; 400 when any is not. */
async function ownPhotos(tx: Tx, userId: number, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await tx
    .select({ id: refundPhotos.id })
    .from(refundPhotos)
    .where(and(inArray(refundPhotos.id, unique), eq(refundPhotos.userId, userId)));
  if (found.length !== unique.length)
    throw refused(
      'PHOTO_NOT_FOUND',
      { messageId: 'refunds.return.photo-missing' },
      'body.PhotoIds',
    );
  return unique;
}

/** Creates a return (status requested) for the shopper's delivered order, and answers it. */
export async function requestReturn(
  deps: AppDeps,
  userId: number,
  body: ReturnRequest,
): Promise<RefundDetails> {
  return inTransaction(
    deps.database.db,
    async (tx) => {
      const order = await lockOrder(tx, body.OrderId, userId);
      if (!order) throw notFound('Order', 'ORDER_NOT_FOUND');
      if (order.status !== 'delivered')
        throw refused('ORDER_NOT_RETURNABLE', { messageId: 'refunds.return.after-delivery' });
      const rules = await returnRules(tx, order);

      // the units asked for each order line (a line named twice adds up)
      const asked = new Map<number, number>();
      for (const want of body.Lines) {
        const rule = rules.find(
          (r) => r.line.productId === want.ProductId && r.line.variantId === want.VariantId,
        );
        if (!rule)
          throw refused(
            'RETURN_ITEM_NOT_IN_ORDER',
            { messageId: 'refunds.return.not-in-order' },
            'body.Lines',
          );
        asked.set(rule.line.id, (asked.get(rule.line.id) ?? 0) + want.Qty);
      }

      const lines: { orderLineId: number; qty: number; amountPaise: number }[] = [];
      for (const [lineId, qty] of asked) {
        const rule = rules.find((r) => r.line.id === lineId)!;
        const { line } = rule;
        const left = line.qty - line.returnedQty;
        if (rule.reason && left > 0) throw refused('RETURN_NOT_ALLOWED', rule.reason);
        if (qty > left || !(await reserveReturnQty(tx, order.id, line.id, qty))) {
          const name = lineName(line);
          throw refused(
            'RETURN_QTY_EXCEEDED',
            left > 0
              ? { messageId: 'refunds.return.only-left', values: { count: left, name } }
              : { messageId: 'refunds.return.already', values: { name } },
          );
        }
        lines.push({
          orderLineId: line.id,
          qty,
          amountPaise: returnAmount(line, line.returnedQty, qty),
        });
      }
      const amount = lines.reduce((a, l) => a + l.amountPaise, 0);
      if (amount <= 0)
        throw refused('RETURN_NOTHING_TO_REFUND', { messageId: 'refunds.return.free' });
      const split = await splitFor(tx, order, body, amount);
      const photoIds = await ownPhotos(tx, userId, body.PhotoIds);

      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          userId,
          kind: 'return',
          status: 'requested',
          destination: body.Destination,
          amountPaise: amount,
          ...split,
          upiId: body.Destination === 'upi' ? body.UpiId! : null,
          reason: body.Reason,
          comment: body.Comment || null,
          photoIds,
        })
        .returning({ id: refunds.id });
      await tx.insert(refundLines).values(lines.map((l) => ({ refundId: refund!.id, ...l })));
      await addRefundEvent(tx, refund!.id, 'requested', { actor: 'shopper', note: body.Reason });
      return (await refundDetails(tx, userId, refund!.id))!;
    },
    { retry: true },
  );
}
