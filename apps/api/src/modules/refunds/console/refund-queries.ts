import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminRefundDetails,
  AdminRefundsAnswer,
  AdminRefundsQuery,
  RefundDetails,
  RefundMoneyPart,
} from '@kirana/shared';
import { readTogether, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findOrder, receivedPaise } from '../../orders';
import { walletLedgerOfRefund } from '../../wallet';
import { contactsOf } from '../../users';
import { refundDetails, pageOfRefunds, toSummary } from '../refund-queries';
import type { PhotoLinks } from '../photo-links';
import { isPaidOut, type RefundRow } from '../refund-store';
import { refunds } from '../refunds.tables';

// The store owner's reads: the refund queue (filters, search, customer, reason, photos) and one
// refund with its order, its customer and where each part of its money went. Photos come with
// the signed addresses `links` makes (photo-links.ts).

const likeOf = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;

/** A search of the queue: an order number, a refund number (RF-000123), a mobile or an email. */
function searchOf(search: string): SQL {
  const s = search.trim();
  const match: SQL[] = [
    sql`(SELECT o.number FROM orders o WHERE o.id = refunds.order_id) ILIKE ${likeOf(s)}`,
  ];
  const refundNo = /^RF-?0*(\d{1,9})$/i.exec(s);
  if (refundNo) match.push(eq(refunds.id, Number(refundNo[1])));
  const digits = s.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  if (/^\d{4,10}$/.test(digits)) {
    match.push(
      sql`refunds.user_id IN (SELECT u.id FROM users u WHERE u.phone LIKE ${likeOf(digits)})`,
      sql`(SELECT o.address->>'Mobile' FROM orders o WHERE o.id = refunds.order_id) LIKE ${likeOf(digits)}`,
    );
  }
  if (s.includes('@'))
    match.push(
      sql`refunds.user_id IN (SELECT u.id FROM users u WHERE u.email ILIKE ${likeOf(s.toLowerCase())})`,
    );
  return or(...match)!;
}

/** The console's queue: newest first, by status and kind, searched, with each customer. */
export async function adminRefundList(
  db: DbOrTx,
  q: AdminRefundsQuery,
  links: PhotoLinks,
): Promise<AdminRefundsAnswer> {
  const where = and(
    q.status ? eq(refunds.status, q.status) : undefined,
    q.kind ? eq(refunds.kind, q.kind) : undefined,
    q.search ? searchOf(q.search) : undefined,
  );
  const page = await pageOfRefunds(db, where, q.pageNo, q.pageSize);
  const customers = await contactsOf(
    db,
    page.rows.map((r) => r.row.userId),
  );
  return {
    CountTotalRefunds: page.total,
    PageNo: q.pageNo,
    PageSize: q.pageSize,
    Refunds: page.rows.map((r) => ({
      ...toSummary(r.row, r.orderNumber, r.itemCount),
      UserId: r.row.userId,
      Customer: customers.get(r.row.userId)!,
      Reason: r.row.reason,
      PhotoIds: r.row.photoIds,
      Photos: r.row.photoIds.map(links),
    })),
  };
}

const refundedAt = (d: RefundDetails) =>
  d.Timeline.findLast((e) => e.Status === 'refunded')?.At ?? null;

/** Where each part of a refund stands: the wallet, the original payment, a UPI payout. */
function moneyTrail(
  r: RefundRow,
  d: RefundDetails,
  walletCredit: { id: number; at: Date } | null,
): RefundMoneyPart[] {
  const rejected = r.status === 'rejected';
  const parts: RefundMoneyPart[] = [];
  if (r.walletPaise > 0)
    parts.push({
      Destination: 'wallet',
      Amount: r.walletPaise,
      Status: walletCredit ? 'credited' : rejected ? 'cancelled' : 'waiting',
      Reference: walletCredit ? `Wallet entry ${walletCredit.id}` : null,
      To: 'Kirana wallet',
      At: walletCredit ? walletCredit.at.toISOString() : null,
    });
  if (r.sourcePaise > 0)
    parts.push({
      Destination: 'source',
      Amount: r.sourcePaise,
      Status: rejected
        ? 'cancelled'
        : r.status === 'refunded'
          ? 'processed'
          : isPaidOut(r)
            ? 'sending'
            : 'waiting',
      Reference: r.gatewayRefundId,
      To: r.sourceProvider,
      At: r.status === 'refunded' ? refundedAt(d) : null,
    });
  if (r.upiPaise > 0)
    parts.push({
      Destination: 'upi',
      Amount: r.upiPaise,
      Status: rejected
        ? 'cancelled'
        : r.status === 'refunded'
          ? 'paid'
          : isPaidOut(r)
            ? 'to_pay'
            : 'waiting',
      Reference: r.payoutReference,
      To: r.upiId,
      At: r.status === 'refunded' ? refundedAt(d) : null,
    });
  return parts;
}

/** One refund for the console, with its order, customer and money trail; 404 when missing. */
export async function adminRefundDetails(
  db: DbOrTx,
  refundId: number,
  links: PhotoLinks,
): Promise<AdminRefundDetails> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  const details = row ? await refundDetails(db, null, refundId) : null;
  if (!row || !details) throw new AppError(404, 'REFUND_NOT_FOUND', 'Refund not found');
  const [order, customers, credit] = await readTogether(db, [
    () => findOrder(db, row.orderId),
    () => contactsOf(db, [row.userId]),
    () => walletLedgerOfRefund(db, row.id),
  ]);
  return {
    ...details,
    UserId: row.userId,
    Customer: customers.get(row.userId)!,
    Order: {
      OrderId: order!.id,
      OrderNumber: order!.number,
      Status: order!.status,
      PaymentMethod: order!.paymentMethod,
      AmountPayable: order!.amountPayablePaise,
      // what the store received: cash on delivery only once marked collected
      Paid: receivedPaise(order!),
      Refunded: order!.refundedPaise,
      PlacedAt: order!.createdAt.toISOString(),
    },
    MoneyTrail: moneyTrail(row, details, credit),
    Photos: details.PhotoIds.map(links),
  };
}
