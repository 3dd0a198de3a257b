import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REFUND_PAGE_SIZE,
  type RefundDetails,
  type RefundListAnswer,
  type RefundSummary,
} from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { orderLinesOf } from '../orders';
import { refundNumber } from './refund-numbers';
import type { RefundRow } from './refund-store';
import { refundEvents, refundLines, refunds } from './refunds.tables';

// Reading refunds: the shopper's list and details, and the store owner's list.

export const summaryColumns = {
  row: refunds,
  // the outer row is named in full: inside a subquery a bare "id" would be the subquery's own
  orderNumber: sql<string>`(SELECT o.number FROM orders o WHERE o.id = refunds.order_id)`,
  itemCount: sql<number>`(CASE WHEN refunds.kind = 'return'
    THEN (SELECT coalesce(sum(rl.qty), 0) FROM refund_lines rl WHERE rl.refund_id = refunds.id)
    ELSE (SELECT o.item_count FROM orders o WHERE o.id = refunds.order_id) END)::int`,
};

export function toSummary(r: RefundRow, orderNumber: string, itemCount: number): RefundSummary {
  return {
    RefundId: r.id,
    RefundNumber: refundNumber(r.id),
    OrderId: r.orderId,
    OrderNumber: orderNumber,
    Kind: r.kind,
    Status: r.status,
    Amount: r.amountPaise,
    Destination: r.destination,
    CreatedAt: new Date(r.createdAt).toISOString(),
    ItemCount: Number(itemCount),
  };
}

/** A page of refunds matching `where`, newest first, and their count. */
export async function pageOfRefunds(
  db: DbOrTx,
  where: SQL | undefined,
  pageNo: number,
  pageSize = REFUND_PAGE_SIZE,
) {
  const [total] = await db.select({ n: count() }).from(refunds).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(refunds)
    .where(where)
    .orderBy(desc(refunds.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { total: Number(total?.n ?? 0), rows };
}

/** A page of the shopper's refunds, newest first. */
export async function refundList(
  db: DbOrTx,
  userId: number,
  pageNo: number,
): Promise<RefundListAnswer> {
  const page = await pageOfRefunds(db, eq(refunds.userId, userId), pageNo);
  return {
    NoRefunds: page.total === 0,
    CountTotalRefunds: page.total,
    PageNo: pageNo,
    Refunds: page.rows.map((r) => toSummary(r.row, r.orderNumber, r.itemCount)),
  };
}

/** One refund of this shopper (any shopper's when `userId` is null), or null. */
export async function findRefund(
  db: DbOrTx,
  userId: number | null,
  refundId: number,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), userId === null ? undefined : eq(refunds.userId, userId)));
  return row ?? null;
}

/**
 * Everything about one refund, or null (another shopper's refund is as missing as none). A
 * return lists the lines it gives back; a cancellation lists the order's lines.
 */
export async function refundDetails(
  db: DbOrTx,
  userId: number | null,
  refundId: number,
): Promise<RefundDetails | null> {
  const [found] = await db
    .select(summaryColumns)
    .from(refunds)
    .where(and(eq(refunds.id, refundId), userId === null ? undefined : eq(refunds.userId, userId)));
  if (!found) return null;
  const r = found.row;
  const orderLines = await orderLinesOf(db, r.orderId);
  const given =
    r.kind === 'return'
      ? await db
          .select()
          .from(refundLines)
          .where(eq(refundLines.refundId, r.id))
          .orderBy(asc(refundLines.id))
      : r.kind === 'edit'
        ? [] // the removed lines are in the order's edit (order_edits), not among its lines now
        : orderLines.map((l) => ({ orderLineId: l.id, qty: l.qty, amountPaise: l.netAmountPaise }));
  const events = await db
    .select()
    .from(refundEvents)
    .where(eq(refundEvents.refundId, r.id))
    .orderBy(asc(refundEvents.id));
  return {
    ...toSummary(r, found.orderNumber, found.itemCount),
    Lines: given.map((g) => {
      const l = orderLines.find((o) => o.id === g.orderLineId)!;
      return {
        ProductId: l.productId,
        VariantId: l.variantId,
        Name: l.name,
        VariantLabel: l.variantLabel,
        ImageId: l.imageId,
        Qty: g.qty,
        Amount: g.amountPaise,
      };
    }),
    Timeline: events.map((e) => ({
      Status: e.status,
      At: new Date(e.createdAt).toISOString(),
      Note: e.note,
    })),
    Reason: r.reason,
    Comment: r.comment,
    RejectReason: r.rejectReason,
    WalletAmount: r.walletPaise,
    SourceAmount: r.sourcePaise,
    UpiAmount: r.upiPaise,
    UpiId: r.upiId,
    GatewayRefundId: r.gatewayRefundId,
    PayoutReference: r.payoutReference,
    CreditNoteNumber: r.creditNoteNumber,
    PhotoIds: r.photoIds,
  };
}
