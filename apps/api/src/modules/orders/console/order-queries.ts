import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  storeNextStatuses,
  type AdminOrderDetails,
  type AdminOrderRow,
  type AdminOrdersAnswer,
  type AdminOrdersQuery,
} from '@kirana/shared';
import { queryRows, readTogether, type DbOrTx } from '../../../db/client';
import { indiaDayEnd, indiaDayStart } from '../../../db/india-days';
import { strayPaymentsOf } from '../../payments';
import { hideDetailsMoney, hideRowMoney } from './order-money';
import { orderExtras } from '../order-extras';
import { restAfterWallet } from '../order-money';
import { toOrderDetails, toOrderSummary, type OrderRow } from '../order-mapping';
import { orderEvents, orderLines, orders } from '../orders.tables';

// The console's reading of orders: the filtered list and one order's details. `showMoney` is
// the caller's orders:money; without it the answers carry no amount at all. The shopper's
// account (email, phone) is read by table name, as order-extras reads payments and refunds.

const likeText = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * Matches an order number (or part of it), a mobile number written any way (of the address or the
 * account), a name (on the address or the account) or an email.
 */
function searchCondition(search: string): SQL | undefined {
  const digits = search.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  const byPhone = /^\d{4,10}$/.test(digits)
    ? [ilike(sql`${orders.address}->>'Mobile'`, likeText(digits))]
    : [];
  const text = likeText(search.trim());
  const byAccount = or(
    sql`u.email ILIKE ${likeText(search.toLowerCase())}`,
    sql`u.username ILIKE ${text}`,
    ...(byPhone.length
      ? [sql`u.phone LIKE ${likeText(digits)}`, sql`u.contact_mobile LIKE ${likeText(digits)}`]
      : []),
  );
  return or(
    ilike(orders.number, likeText(search)),
    ...byPhone,
    ilike(sql`${orders.address}->>'Name'`, text),
    sql`${orders.userId} IN (SELECT u.id FROM users u WHERE ${byAccount})`,
  );
}

/** The console list's filters and search, as one condition on orders (the export reuses it). */
export function listCondition(q: AdminOrdersQuery): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.payment ? eq(orders.paymentMethod, q.payment) : undefined,
    q.from ? gte(orders.createdAt, indiaDayStart(q.from)) : undefined,
    q.to ? lt(orders.createdAt, indiaDayEnd(q.to)) : undefined,
    q.pincode ? eq(sql`${orders.address}->>'Pincode'`, q.pincode) : undefined,
    q.slotDate ? eq(orders.slotDate, q.slotDate) : undefined,
    q.slotWindow ? eq(orders.slotWindowId, q.slotWindow) : undefined,
    q.test ? eq(orders.isTestOrder, q.test === 'yes') : undefined,
    q.search ? searchCondition(q.search) : undefined,
    q.cod === 'due' ? CASH_TO_COLLECT : undefined,
  );
}

/** The dashboard's "COD cash to collect": delivered, cash not marked, not a test user's order. */
const CASH_TO_COLLECT = and(
  eq(orders.paymentMethod, 'cod'),
  eq(orders.status, 'delivered'),
  isNull(orders.codCollectedAt),
  eq(orders.isTestOrder, false),
);

function toAdminRow(o: OrderRow, preview: (typeof orderLines.$inferSelect)[]): AdminOrderRow {
  return {
    ...toOrderSummary(o, preview),
    UserId: o.userId,
    CustomerName: o.address.Name,
    Mobile: o.address.Mobile,
    Pincode: o.address.Pincode,
    City: o.address.City,
    CodCollectedAt: o.codCollectedAt?.toISOString() ?? null,
  };
}

function codCollection(o: OrderRow): AdminOrderDetails['CodCollection'] {
  if (!o.codCollectedAt || o.codCollectedPaise === null) return null;
  return {
    Amount: o.codCollectedPaise,
    Due: restAfterWallet(o),
    Method: o.codCollectedMethod ?? 'cash',
    Reference: o.codCollectedReference,
    Collector: o.codCollectorName ?? o.codCollectedByName ?? '',
    CollectorStaffId: o.codCollectorStaffId,
  };
}

/** A page of orders matching the console's filters and search, newest first, with the total. */
export async function listStoreOrders(
  db: DbOrTx,
  q: AdminOrdersQuery,
  showMoney: boolean,
): Promise<AdminOrdersAnswer> {
  const where = listCondition(q);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(orderLines.id)
    : [];
  const answer = rows.map(({ order }) =>
    toAdminRow(
      order,
      lines.filter((l) => l.orderId === order.id),
    ),
  );
  return {
    CountTotalOrders: total?.n ?? 0,
    PageNo: q.pageNo,
    PageSize: q.pageSize,
    MoneyHidden: !showMoney,
    Orders: showMoney ? answer : answer.map(hideRowMoney),
  };
}

/**
 * What an edit sends back to say which order it read: every move sets updated_at, every edit
 * lowers the item count, so an order changed since answers another version.
 */
export const orderVersion = (o: Pick<OrderRow, 'updatedAt' | 'itemCount'>): string =>
  `${o.updatedAt.getTime()}-${o.itemCount}`;

/** Everything about one order for the console, or null when there is none. */
export async function storeOrderDetails(
  db: DbOrTx,
  orderId: number,
  showMoney: boolean,
): Promise<AdminOrderDetails | null> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return null;
  const [account] = await queryRows<{ name: string; email: string | null; phone: string | null }>(
    db,
    sql`SELECT username AS name, email, phone FROM users WHERE id = ${o.userId}`,
  );
  const [lines, events] = await readTogether(db, [
    () => db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(orderLines.id),
    () =>
      db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, o.id))
        .orderBy(orderEvents.createdAt, orderEvents.id),
  ]);
  const details: AdminOrderDetails = {
    ...toOrderDetails(o, lines, events, await orderExtras(db, o)),
    Timeline: events.map((e) => ({
      Status: e.status,
      At: e.createdAt.toISOString(),
      Note: e.note,
      Actor: e.actor,
    })),
    UserId: o.userId,
    Customer: {
      Name: account?.name ?? '',
      Email: account?.email ?? null,
      Phone: account?.phone ?? null,
    },
    NextStatuses: storeNextStatuses(o.status, o.isTestOrder),
    CodCollectedAt: o.codCollectedAt?.toISOString() ?? null,
    CodCollectedBy: o.codCollectedByName,
    CodCollection: codCollection(o),
    StrayPayments: (await strayPaymentsOf(db, o.id)).map((p) => ({
      GatewayPaymentId: p.gatewayPaymentId,
      Reason: p.reason,
      Amount: p.amount,
      Currency: p.currency,
      Status: p.status,
      Tries: p.tries,
      GatewayRefundId: p.gatewayRefundId,
      LastError: p.lastError,
      At: p.createdAt.toISOString(),
    })),
    MoneyHidden: !showMoney,
    Version: orderVersion(o),
  };
  return showMoney ? details : hideDetailsMoney(details);
}
