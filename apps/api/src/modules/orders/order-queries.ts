import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  lt,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type {
  OrderDetails,
  OrderHistoryAnswer,
  OrderSummary,
  PaymentMethodId,
} from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { newOrderExtras, orderExtras } from './order-extras';
import {
  toOrderDetails,
  toOrderSummary,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
} from './order-mapping';
import { orderEvents, orderLines, orders } from './orders.tables';

// Reading orders: the shopper's history and details, and the store owner's list.

/** A page of orders matching `where`, newest first, each with its lines, and how many match. */
async function pageOfOrders(
  db: DbOrTx,
  where: SQL | undefined,
  q: { pageNo: number; pageSize: number },
) {
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) })),
  };
}

/**
 * The shopper's open orders not yet paid in full (online awaiting payment, cash on delivery
 * before delivery), and the units they hold.
 */
export async function unpaidHoldings(
  db: DbOrTx,
  userId: number,
): Promise<{ orders: number; units: number }> {
  const [r] = await db
    .select({ n: count(), units: sql<string>`coalesce(sum(${orders.itemCount}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        notInArray(orders.status, ['delivered', 'cancelled', 'expired']),
        lt(orders.paidPaise, orders.amountPayablePaise),
      ),
    );
  return { orders: r?.n ?? 0, units: Number(r?.units ?? 0) };
}

/** A shopper's order figures: how many orders still stand, and the unpaid ones with their units. */
export interface ShopperOrderFigures {
  standing: number;
  unpaid: { orders: number; units: number };
}

/**
 * The shopper's order figures as one expression, to read with another of their rows (checkout
 * reads them with the address): the orders still standing (not cancelled or expired) and the
 * unpaid ones (not closed, paid less than payable) with their units. Read after the shopper's
 * lock, so their other orders are all committed or all not begun.
 */
export function shopperOrderFiguresSql(userId: number | Placeholder): SQL<ShopperOrderFigures> {
  // the statuses written into the text (not as parameters), so the expression can be compiled
  const unpaid = sql`${orders.status} NOT IN ('delivered', 'cancelled', 'expired')
    AND ${lt(orders.paidPaise, orders.amountPayablePaise)}`;
  return sql`(SELECT ARRAY[
      count(*) filter (where ${orders.status} NOT IN ('cancelled', 'expired')),
      count(*) filter (where ${unpaid}),
      coalesce(sum(${orders.itemCount}) filter (where ${unpaid}), 0)]::int[]
    FROM ${orders} WHERE ${eq(orders.userId, userId)})`.mapWith((v: unknown) => {
    const [standing, unpaidOrders, units] = (v as (number | string)[]).map(Number);
    return { standing: standing!, unpaid: { orders: unpaidOrders!, units: units! } };
  }) as SQL<ShopperOrderFigures>;
}

/** How many of a shopper's orders still stand (not cancelled or expired). */
export async function countStandingOrders(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['cancelled', 'expired'])));
  return r?.n ?? 0;
}

/**
 * How the shopper paid their last order that was placed: it has an invoice (cash on delivery
 * and the wallet at once, online methods once paid). Null before any; an unpaid order says
 * nothing of their choice.
 */
export async function lastPaidMethod(db: DbOrTx, userId: number): Promise<PaymentMethodId | null> {
  const [r] = await db
    .select({ method: orders.paymentMethod })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.invoiceNumber)))
    .orderBy(desc(orders.id))
    .limit(1);
  return r?.method ?? null;
}

async function linesOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** A page of the shopper's orders, newest first, optionally those with a product name matching `search`. */
export async function orderHistory(
  db: DbOrTx,
  userId: number,
  q: { pageNo: number; pageSize: number; search?: string },
): Promise<OrderHistoryAnswer> {
  const where = and(
    eq(orders.userId, userId),
    q.search
      ? ilike(orders.searchText, `%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`)
      : undefined,
  );
  const page = await pageOfOrders(db, where, q);
  return {
    NoOrders: page.total === 0,
    CountTotalOrders: page.total,
    PageNo: q.pageNo,
    Orders: page.rows.map(({ order, lines }) => toOrderSummary(order, lines)),
  };
}

/** One order of this shopper, or null: another shopper's order is as missing as no order. */
export async function findOwnOrder(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

/** The history line of one of the shopper's orders, or null. */
export async function orderSummary(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<OrderSummary | null> {
  const row = await findOwnOrder(db, userId, orderId);
  return row ? toOrderSummary(row, await linesOf(db, [row.id])) : null;
}

/** Everything about one order (any owner when `userId` is null: the store owner's view), or null. */
export async function orderDetails(
  db: DbOrTx,
  userId: number | null,
  orderId: number,
): Promise<OrderDetails | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)));
  if (!row) return null;
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return toOrderDetails(row, await linesOf(db, [row.id]), events, await orderExtras(db, row));
}

/**
 * The details of an order placed in this transaction, from the rows its writes answered (the
 * order, its lines, its first event): what orderDetails would read back, without reading.
 */
export const placedOrderDetails = (
  order: OrderRow,
  lines: readonly OrderLineRow[],
  events: readonly OrderEventRow[],
): OrderDetails => toOrderDetails(order, lines, events, newOrderExtras(order));

/** The lines of an order, for releasing stock and buying again. */
export const orderLinesOf = (db: DbOrTx, orderId: number) => linesOf(db, [orderId]);

/** Which of these products the shopper has received: a line of one of their delivered orders. */
export async function deliveredProductIds(
  db: DbOrTx,
  userId: number,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        inArray(orderLines.productId, [...productIds]),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
