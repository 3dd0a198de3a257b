import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { Words } from '../../lib/i18n/reader';
import { orderLinesOf, type OrderRow } from '../orders';

// What each line of an order may still return: its category's window counted from delivery,
// the units not yet asked back, and the paise each unit brings back.

export type OrderLineRow = Awaited<ReturnType<typeof orderLinesOf>>[number];

/**
 * The paise `q` more units of a line bring back when `r` were returned before: the line's net
 * amount N (after its coupon share) spread over its Q units, rounded so that returning every
 * unit, in any steps, gives back N exactly.
 */
export function returnAmount(
  line: { netAmountPaise: number; qty: number },
  r: number,
  q: number,
): number {
  const n = line.netAmountPaise;
  const total = line.qty;
  if (!Number.isSafeInteger(q) || q < 0 || r < 0 || r + q > total)
    throw new RangeError(`cannot return ${q} more of ${total} after ${r}`);
  return Math.floor((n * (r + q)) / total) - Math.floor((n * r) / total);
}

export const lineName = (l: Pick<OrderLineRow, 'name' | 'variantLabel'>): string =>
  l.variantLabel ? `${l.name} (${l.variantLabel})` : l.name;

export interface LineRule {
  line: OrderLineRow;
  /** units that may still be returned now (0 when it cannot be returned) */
  returnableQty: number;
  /** paise the next unit brings back */
  unitRefund: number;
  /** the end of its return window; null when its category takes no returns */
  returnBy: Date | null;
  /** why it cannot be returned now, naming the item (said in the reader's language); null when it can */
  reason: Words | null;
}

/** When the order was delivered (its latest delivered event), or null. */
async function deliveredAt(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`SELECT max(created_at) AS at FROM order_events WHERE order_id = ${orderId} AND status = 'delivered'`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** The return window (days) of each line's category; a missing category takes no returns. */
async function windowsOf(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; days: number | null }>(
    db,
    sql`SELECT l.id, c.return_window_days AS days
        FROM order_lines l LEFT JOIN categories c ON c.id = l.category_id
        WHERE l.order_id = ${orderId}`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.days ?? 0)]));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every line of an order with what it may still return at `now`. */
export async function returnRules(
  db: DbOrTx,
  order: OrderRow,
  now = new Date(),
): Promise<LineRule[]> {
  const [lines, windows, delivered] = [
    await orderLinesOf(db, order.id),
    await windowsOf(db, order.id),
    await deliveredAt(db, order.id),
  ];
  return lines.map((line) => {
    const days = windows.get(line.id) ?? 0;
    const left = line.qty - line.returnedQty;
    const returnBy = days > 0 && delivered ? new Date(delivered.getTime() + days * DAY_MS) : null;
    const name = lineName(line);
    let reason: Words | null = null;
    if (days <= 0) reason = { messageId: 'refunds.return.not-returnable', values: { name } };
    else if (order.status !== 'delivered' || !returnBy)
      reason = { messageId: 'refunds.return.after-delivery' };
    else if (now.getTime() > returnBy.getTime())
      reason = { messageId: 'refunds.return.window-closed', values: { name, date: returnBy } };
    else if (left <= 0) reason = { messageId: 'refunds.return.already', values: { name } };
    return {
      line,
      returnableQty: reason ? 0 : left,
      unitRefund: left > 0 ? returnAmount(line, line.returnedQty, 1) : 0,
      returnBy: days > 0 ? returnBy : null,
      reason,
    };
  });
}
