import { and, desc, inArray, sql } from 'drizzle-orm';
import {
  ORDERS_CSV_COLUMNS,
  paiseToRupees,
  type AdminOrdersQuery,
  type Language,
  type OrderStatus,
  type PaymentMethodId,
} from '@kirana/shared';
import { queryRows, type Db } from '../../../db/client';
import { csvCell, csvIndiaDateTime, csvLine, UTF8_BOM } from '../../../lib/csv-format';
import { messagesIn, type ServerTranslate } from '../../../lib/i18n/server-messages';
import { receivedPaise } from '../order-money';
import { orderLines, orders } from '../orders.tables';
import { listCondition } from './order-queries';

// The console's orders as CSV: the list's own filters and search, one line per order, a page of
// orders in memory at a time (keyset on the list's order: newest first, then id).

/** Orders read per query. */
export const ORDERS_EXPORT_PAGE = 500;

type OrderRow = typeof orders.$inferSelect;

/** A status in the console's own words ("Placed", "ऑर्डर हुआ"); its code is its own column. */
const STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_payment: 'console.orders_csv.status.awaiting_payment',
  placed: 'console.orders_csv.status.placed',
  confirmed: 'console.orders_csv.status.confirmed',
  packed: 'console.orders_csv.status.packed',
  shipped: 'console.orders_csv.status.shipped',
  out_for_delivery: 'console.orders_csv.status.out_for_delivery',
  delivered: 'console.orders_csv.status.delivered',
  cancelled: 'console.orders_csv.status.cancelled',
  expired: 'console.orders_csv.status.expired',
};

/** A payment method in the console's own words ("Cash on delivery"). */
const PAYMENT_WORDS: Record<PaymentMethodId, string> = {
  cod: 'console.orders_csv.payment.cod',
  wallet: 'console.orders_csv.payment.wallet',
  razorpay: 'console.orders_csv.payment.razorpay',
  sandbox: 'console.orders_csv.payment.sandbox',
  upi_direct: 'console.orders_csv.payment.upi_direct',
};

/** The catalogue's word for a code, or the code itself for one it does not know. */
const wordOf = (t: ServerTranslate, ids: Record<string, string>, code: string) =>
  ids[code] ? t(ids[code]) : code;

/** Refunds paid for each of the orders, by order id. */
async function refundedOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ order_id: number; paise: string | number }>(
    db,
    sql`SELECT order_id, sum(amount_paise) AS paise FROM refunds
        WHERE status = 'refunded' AND order_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        GROUP BY order_id`,
  );
  return new Map(rows.map((r) => [Number(r.order_id), Number(r.paise)]));
}

/** "Name (label) × qty; …" of each order's lines. */
async function itemsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      label: orderLines.variantLabel,
      qty: orderLines.qty,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(orderLines.id);
  const items = new Map<number, string[]>();
  for (const l of lines) {
    const list = items.get(l.orderId) ?? [];
    list.push(`${l.name}${l.label ? ` (${l.label})` : ''} × ${l.qty}`);
    items.set(l.orderId, list);
  }
  return new Map([...items].map(([id, list]) => [id, list.join('; ')]));
}

function orderLine(o: OrderRow, items: string, refunded: number, t: ServerTranslate): string {
  const text = (s: string) => csvCell(s, { text: true });
  const rupees = (paise: number) => paiseToRupees(paise);
  const fees = o.bill.DeliveryFee + o.bill.PlatformFee + o.bill.CodFee;
  return csvLine([
    text(o.number),
    csvIndiaDateTime(o.createdAt),
    text(o.address.Name),
    text(o.address.Mobile),
    text(wordOf(t, STATUS_WORDS, o.status)),
    o.status,
    text(wordOf(t, PAYMENT_WORDS, o.paymentMethod)),
    o.paymentMethod,
    text(items),
    csvCell(o.itemCount),
    rupees(o.bill.ItemTotal),
    rupees(o.bill.CouponDiscount),
    rupees(fees),
    rupees(o.amountPayablePaise),
    rupees(o.walletPaise),
    // the order page's rule: cash on delivery is paid once marked collected
    rupees(receivedPaise(o)),
    text(o.couponCode ?? ''),
    rupees(refunded),
    text(o.address.Pincode),
  ]);
}

/**
 * The orders the console's list shows for `q` (every page of it), as CSV: the BOM and the header,
 * then a page of lines at a time; status and payment in the console user's `language`, each with
 * its code beside (for scripts).
 */
export async function* exportOrdersCsv(
  db: Db,
  q: AdminOrdersQuery,
  pageSize = ORDERS_EXPORT_PAGE,
  language: Language = 'en',
): AsyncGenerator<string> {
  const t = messagesIn(language);
  yield UTF8_BOM + csvLine([...ORDERS_CSV_COLUMNS]);
  const where = listCondition(q);
  // the last row's time as the database's text: a Date would drop its microseconds
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const read: { order: OrderRow; at: string }[] = await db
      .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(
        and(
          where,
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);
    if (!read.length) return;
    const page: OrderRow[] = read.map((r) => r.order);
    const ids = page.map((o) => o.id);
    const [items, refunded] = await Promise.all([itemsOf(db, ids), refundedOf(db, ids)]);
    yield page.map((o) => orderLine(o, items.get(o.id) ?? '', refunded.get(o.id) ?? 0, t)).join('');
    const last = read.at(-1)!;
    after = { at: last.at, id: last.order.id };
    if (read.length < pageSize) return;
  }
}
