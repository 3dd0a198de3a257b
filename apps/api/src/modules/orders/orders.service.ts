import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  canMoveOrder,
  mediaUrl,
  type Bill,
  type OrderAddress,
  type OrderMovedEvent,
  type OrderStatus,
  type PaymentMethodId,
} from '@kirana/shared';
import { writeTogether, type DbOrTx } from '../../db/client';
import { jsonOf, rowFromJson } from '../../db/json-rows';
import { CompiledStatements, placeholdersOf, valuesOf } from '../../db/compiled';
import { enqueue, JobBatch } from '../../lib/jobs';
import { orderMessageJob } from './order-messages';
import { queueNewOrderAlert } from './new-order-alert';
import { queueOrderMoved } from './order-moves';
import { shopperMessages } from '../../lib/messaging';
import { queuePush } from '../notifications';
import { findLiveUser, hasWhatsAppConsent, languageOfUser, type UserRow } from '../users';
import { messagesIn } from '../../lib/i18n/server-messages';
import { financialYear, INVOICE_SERIES, invoiceNumber, orderNumber } from './numbers';
import { currentSeller, sellerOf } from './invoice-seller';
import type { SettingValue } from '../content';
import { sellerSnapshot } from './invoice/invoice-data';
import { orderPush } from './order-push';
import { queueOrderWhatsApp } from './order-whatsapp';
import { isAwaitingPayment } from './order-guards';
import type { OrderEventRow, OrderLineRow, OrderRow } from './order-mapping';
import { RECEIVED_SQL } from './order-money';
import { invoiceCounters, orderEvents, orderLines, orders } from './orders.tables';
import { takeTestDocumentNumber } from './test-documents';
import { stockReasonColumns } from '../catalogue';

// Writing orders: placing one with its invoice number, and moving its status.

export interface NewOrderLine {
  productId: number;
  variantId: number | null;
  categoryId: number;
  slug: string;
  name: string;
  variantLabel: string | null;
  imageId: string | null;
  hsn: string;
  gstRate: number;
  qty: number;
  unitPrice: number;
  unitMrp: number;
  lineTotal: number;
  discount: number;
  netAmount: number;
}

export interface NewOrder {
  userId: number;
  paymentMethod: PaymentMethodId;
  deliveryMethodId: string;
  deliveryMethodName: string;
  address: OrderAddress;
  bill: Bill;
  couponCode: string | null;
  etaFrom: string | null;
  etaTo: string | null;
  isTestOrder: boolean;
  lines: NewOrderLine[];
  now: Date;
  /** placed, or awaiting payment while an online part is unpaid */
  status: 'placed' | 'awaiting_payment';
  /** paise taken from the wallet in this transaction */
  walletPaise: number;
  /** when an unpaid online order expires */
  payBy: Date | null;
  /** the delivery slot chosen (its place is taken by takeOrderSlot); null without slots */
  slot: { date: string; windowId: number; starts: string; ends: string } | null;
  /** a business buyer's checked GSTIN and name (a B2B invoice); absent for a B2C order */
  buyerGstin?: string | null;
  buyerBusinessName?: string | null;
}

/**
 * The next order id, as a column of a read the placing transaction makes anyway (one round trip
 * fewer), so the order number can be written with the row.
 */
export const newOrderIdSql = (): SQL<number> =>
  sql`nextval(pg_get_serial_sequence('orders', 'id'))::int`.mapWith(Number);

/**
 * The statement setting the placing transaction's stock reason to the order's sale by its
 * shopper, for the stock its commit takes (stockTakeAtCommit); sent last with writeTogether.
 */
export const saleReasonSql = (order: Pick<OrderRow, 'id' | 'userId'>): SQL =>
  sql`SELECT ${stockReasonColumns({ reason: 'sale', actor: `shopper:${order.userId}` }, sql`${String(order.id)}`)}`;

/**
 * Writes a new order with its lines and the timeline event of its first status inside the
 * caller's transaction, in one statement. The rest of that status is told by startOrder, the way
 * moveOrder tells every later one.
 */
export async function insertOrder(
  tx: DbOrTx,
  id: number,
  o: NewOrder,
  event: OrderEvent,
  /**
   * take a free invoice series of the order's financial year in the same statement (an order
   * numbered as it is placed): answered as `series`, null when none was free
   */
  withInvoiceSeries = false,
): Promise<{
  order: OrderRow;
  lines: OrderLineRow[];
  event: OrderEventRow;
  series?: InvoiceSeriesTaken | null;
}> {
  const order = {
    id,
    number: orderNumber(o.now, id),
    userId: o.userId,
    status: o.status,
    paymentMethod: o.paymentMethod,
    deliveryMethodId: o.deliveryMethodId,
    deliveryMethodName: o.deliveryMethodName,
    address: o.address,
    bill: o.bill,
    amountPayablePaise: o.bill.AmountPayable,
    itemCount: o.lines.reduce((n, l) => n + l.qty, 0),
    couponCode: o.couponCode,
    etaFrom: o.etaFrom,
    etaTo: o.etaTo,
    isTestOrder: o.isTestOrder,
    searchText: o.lines.map((l) => l.name.toLowerCase()).join(' | '),
    walletPaise: o.walletPaise,
    // cash on delivery is paid at the door; an online part when the gateway says so
    paidPaise: o.walletPaise,
    payBy: o.payBy,
    slotDate: o.slot?.date ?? null,
    slotWindowId: o.slot?.windowId ?? null,
    slotStarts: o.slot?.starts ?? null,
    slotEnds: o.slot?.ends ?? null,
    slotHeld: o.slot !== null,
    buyerGstin: o.buyerGstin ?? null,
    buyerBusinessName: o.buyerBusinessName ?? null,
    createdAt: o.now,
    updatedAt: o.now,
  };
  const lines = o.lines.map((l) => ({
    orderId: id,
    productId: l.productId,
    variantId: l.variantId,
    categoryId: l.categoryId,
    slug: l.slug,
    name: l.name,
    variantLabel: l.variantLabel,
    imageId: l.imageId,
    hsn: l.hsn,
    gstRate: l.gstRate,
    qty: l.qty,
    unitPricePaise: l.unitPrice,
    unitMrpPaise: l.unitMrp,
    lineTotalPaise: l.lineTotal,
    discountPaise: l.discount,
    netAmountPaise: l.netAmount,
  }));
  const first = { orderId: id, status: o.status, actor: event.actor, note: event.note ?? null };
  // built once for each number of lines (a compiled statement), then only bound
  const [written] = await newOrderStatements.rows<{
    order: unknown;
    lines: unknown;
    event: unknown;
    series: InvoiceSeriesTaken | null;
  }>(
    tx,
    `${lines.length}${withInvoiceSeries ? ':series' : ''}`,
    () => {
      const orderInsert = tx.insert(orders).values(placeholdersOf('o_', order)).returning();
      const linesInsert = tx
        .insert(orderLines)
        .values(lines.map((l, i) => placeholdersOf(`l${i}_`, l)))
        .returning();
      const eventInsert = tx.insert(orderEvents).values(placeholdersOf('e_', first)).returning();
      const series = withInvoiceSeries
        ? sql`, s AS (${freeSeriesTake(sql.placeholder('fy'))})`
        : sql``;
      // the order's answer is built from what was written (no read back): lines in id order
      return sql`WITH o AS ${orderInsert}, l AS ${linesInsert}, e AS ${eventInsert}${series}
        SELECT (SELECT to_jsonb(o) FROM o) AS "order",
               (SELECT jsonb_agg(to_jsonb(l) ORDER BY l.id) FROM l) AS lines,
               (SELECT to_jsonb(e) FROM e) AS event,
               ${withInvoiceSeries ? sql`(SELECT to_jsonb(s) FROM s)` : sql`NULL::jsonb`} AS series`;
    },
    Object.assign(
      valuesOf('o_', order),
      valuesOf('e_', first),
      ...lines.map((l, i) => valuesOf(`l${i}_`, l)),
      withInvoiceSeries ? { fy: financialYear(o.now) } : {},
    ),
  );
  return {
    order: rowFromJson(orders, written!.order),
    lines: (jsonOf(written!.lines) as unknown[]).map((l) => rowFromJson(orderLines, l)),
    event: rowFromJson(orderEvents, written!.event),
    ...(withInvoiceSeries && { series: jsonOf(written!.series) as InvoiceSeriesTaken | null }),
  };
}

/** insertOrder's statement, one text for each number of lines. */
const newOrderStatements = new CompiledStatements();

/**
 * Gives an order the next number of one of its financial year's invoice series; a test order
 * (as it stands now: a sandbox payment marks it before this) the next of the test series, which
 * GSTR-1 never files. A series' counter row stays locked until the commit, so callers take it
 * last, just before committing.
 */
export async function assignInvoiceNumber(
  tx: DbOrTx,
  orderId: number,
  now: Date,
  /** what the caller has just read or written (else it is read here) */
  known: InvoiceKnown = {},
): Promise<string> {
  const { invoice, record } = await takeOrderInvoiceNumber(tx, orderId, now, known);
  await record;
  return invoice;
}

type InvoiceKnown = {
  store?: SettingValue<'storeConfigs'>;
  isTestOrder?: boolean;
  /** the series taken already, with the order's insert (insertOrder's withInvoiceSeries) */
  series?: InvoiceSeriesTaken;
};

/**
 * assignInvoiceNumber in two steps, for a caller that sends its last writes together: takes the
 * number (with `alongside`, writes sent in the same statement) and answers it with `record`,
 * the update that writes it and the seller on the order, for the caller to send (writeTogether)
 * before its commit.
 */
export async function takeOrderInvoiceNumber(
  tx: DbOrTx,
  orderId: number,
  now: Date,
  known: InvoiceKnown = {},
  alongside: readonly SQLWrapper[] = [],
) {
  // the seller as issued: a store renamed or moved later does not change this invoice
  const invoiceSeller = sellerSnapshot(
    known.store ? sellerOf(known.store) : await currentSeller(tx),
  );
  const isTestOrder = known.isTestOrder ?? (await isTestOrderRow(tx, orderId));
  let invoice: string;
  if (isTestOrder) {
    await writeTogether(tx, alongside);
    invoice = await takeTestDocumentNumber(tx, 'invoice', now);
  } else if (known.series) {
    await writeTogether(tx, alongside);
    invoice = invoiceNumber(financialYear(now), known.series.last, known.series.series);
  } else invoice = await takeInvoiceNumber(tx, now, orderId, alongside);
  const record = tx
    .update(orders)
    .set({ invoiceNumber: invoice, invoiceSeller })
    .where(eq(orders.id, orderId));
  return { invoice, record };
}

async function isTestOrderRow(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [order] = await tx
    .select({ isTestOrder: orders.isTestOrder })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.isTestOrder ?? false;
}

/** An invoice series and the number just taken from it. */
export type InvoiceSeriesTaken = { series: number; last: number };
type SeriesRow = InvoiceSeriesTaken;

/**
 * Takes the next number of the financial year's first series no other transaction holds (SKIP
 * LOCKED), answering the series and its number; no row when all are held or none exist yet.
 */
const freeSeriesTake = (fy: SQLWrapper | string) =>
  sql`UPDATE invoice_counters c SET last = c.last + 1
        FROM (SELECT series FROM invoice_counters WHERE financial_year = ${fy}
               ORDER BY series LIMIT 1 FOR UPDATE SKIP LOCKED) free
       WHERE c.financial_year = ${fy} AND c.series = free.series
      RETURNING c.series, c.last`;

/**
 * The next number of a gap-free series of the financial year: the first series no other
 * transaction holds (SKIP LOCKED), so orders committing together do not queue on one row. The
 * year's series rows are made by its first invoice; when every series is held, the order waits
 * for one (`spread` picks which, so waiters share them out).
 */
async function takeInvoiceNumber(
  tx: DbOrTx,
  now: Date,
  spread: number,
  /** writes sent with the first try (they run whether it finds a free series or not) */
  alongside: readonly SQLWrapper[],
): Promise<string> {
  const fy = financialYear(now);
  let taken = await takeFreeSeries(tx, fy, alongside);
  if (!taken) {
    await tx
      .insert(invoiceCounters)
      .values(
        Array.from({ length: INVOICE_SERIES }, (_, series) => ({
          financialYear: fy,
          series,
          last: 0,
        })),
      )
      .onConflictDoNothing();
    taken = (await takeFreeSeries(tx, fy)) ?? (await waitForSeries(tx, fy, spread));
  }
  return invoiceNumber(fy, taken.last, taken.series);
}

async function takeFreeSeries(
  tx: DbOrTx,
  fy: string,
  alongside: readonly SQLWrapper[] = [],
): Promise<SeriesRow | undefined> {
  const [taken] = await writeTogether<SeriesRow>(tx, [...alongside, freeSeriesTake(fy)]);
  return taken;
}

async function waitForSeries(tx: DbOrTx, fy: string, spread: number): Promise<SeriesRow> {
  const series = ((spread % INVOICE_SERIES) + INVOICE_SERIES) % INVOICE_SERIES;
  const [taken] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(and(eq(invoiceCounters.financialYear, fy), eq(invoiceCounters.series, series)))
    .returning({ series: invoiceCounters.series, last: invoiceCounters.last });
  return taken!;
}

/** Locks one order row for a status change (FOR UPDATE); null when missing or not the shopper's. */
export async function lockOrder(
  tx: DbOrTx,
  orderId: number,
  userId: number | null,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
    .for('update');
  return row ?? null;
}

type OrderEvent = { actor: 'shopper' | 'store' | 'system'; note?: string | null };

/**
 * Moves a locked order from its status to `to`, with the movers' contract (the same for refunds'
 * moveRefund and payment attempts' moveAttempt): on a row locked FOR UPDATE in the caller's
 * transaction, the machine's transition table is checked here; the move is a guarded UPDATE
 * (WHERE status is the one read) and answers the moved row, or null when the table does not
 * allow it (nothing written). A row that changed under its lock is the caller's bug: it throws.
 * The move is told (timeline, message, live page, push) in the same transaction.
 */
export async function moveOrder(
  tx: DbOrTx,
  order: OrderRow,
  to: OrderStatus,
  event: OrderEvent,
  set: Partial<
    Pick<
      OrderRow,
      | 'cancelReason'
      | 'carrier'
      | 'trackingNumber'
      | 'payBy'
      | 'paymentMethod'
      | 'bill'
      | 'amountPayablePaise'
    >
  > = {},
): Promise<OrderRow | null> {
  if (!canMoveOrder(order.status, to)) return null;
  const [moved] = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()`, ...set })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) throw new Error(`order ${order.id} changed under its lock`);
  await tellStatus(tx, moved, event);
  return moved;
}

/**
 * Tells the first status of an order insertOrder just wrote (with its timeline event), as every
 * move is told, except the live page's notice: no page can follow an order before it exists.
 */
export const startOrder = async (
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  told: OrderEventRow,
  /** the shopper's row as the placing transaction locked it */
  user?: UserRow | null,
  /** the placing transaction's batch: its jobs join it (the caller writes it) */
  jobs?: JobBatch,
): Promise<void> => {
  await tellStatus(tx, order, told, {
    live: false,
    firstImageId: lines[0]?.imageId ?? null,
    user,
    jobs,
  });
};

/**
 * What an order's status leaves behind in its transaction: the timeline event, the shopper's
 * message and WhatsApp update (none while a payment is awaited: nothing to tell yet), the live page's notice and,
 * for the moves a shopper waits for, a push.
 */
async function tellStatus(
  tx: DbOrTx,
  order: OrderRow,
  /** the move's event, or its timeline row when the caller wrote it */
  event: OrderEvent | OrderEventRow,
  {
    live = true,
    firstImageId,
    user: knownUser,
    jobs: callersJobs,
  }: {
    live?: boolean;
    /** the picture of the order's first line when the caller has it (undefined: read it) */
    firstImageId?: string | null;
    /** the shopper's row when the caller has it (undefined: read it) */
    user?: UserRow | null;
    /** a batch the caller writes later (undefined: the jobs are written here) */
    jobs?: JobBatch;
  } = {},
): Promise<OrderEventRow> {
  const status = order.status;
  // one read of the shopper for their message language and WhatsApp consent
  const user = knownUser !== undefined ? knownUser : await findLiveUser(tx, order.userId);
  const [told] =
    'id' in event
      ? [event]
      : await tx
          .insert(orderEvents)
          .values({ orderId: order.id, status, actor: event.actor, note: event.note ?? null })
          .returning();
  // the move's jobs are written together, in one statement, in the order queued here
  const jobs = callersJobs ?? new JobBatch();
  if (!isAwaitingPayment(order)) {
    await enqueue(
      jobs,
      orderMessageJob,
      { orderId: order.id, userId: order.userId, status },
      { sequence: shopperMessages(order.userId) },
    );
    await queueOrderWhatsApp(tx, order, jobs, !!user && hasWhatsAppConsent(user));
  }
  // a new order (cash on delivery at once, online once paid) is told to the console's live list
  // (only a move into `placed` is a new order: an edit of a placed order is told as a change)
  const move: OrderMovedEvent = { OrderId: order.id, Status: status };
  if (status === 'placed') move.New = true;
  if (live || status === 'placed') await queueOrderMoved(jobs, move);
  if (status === 'placed') await queueNewOrderAlert(jobs, order.id);
  const t = messagesIn(languageOfUser(user));
  const image =
    firstImageId === undefined
      ? await firstImageOf(tx, order.id)
      : firstImageId
        ? mediaUrl(firstImageId, 320)
        : null;
  const push = orderPush(order, status, image, t);
  if (push) await queuePush(jobs, order.userId, push);
  if (!callersJobs) await jobs.write(tx);
  return told!;
}

/** The picture of an order's first line, as a push notification shows it. */
async function firstImageOf(tx: DbOrTx, orderId: number): Promise<string | null> {
  const [line] = await tx
    .select({ imageId: orderLines.imageId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .limit(1);
  return line?.imageId ? mediaUrl(line.imageId, 320) : null;
}

/** One order row by id, unlocked (jobs read it before deciding to lock). */
export async function findOrder(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * Adds paise received for an order (an online payment captured, cash collected at the door).
 * Guarded: what is paid never passes the amount payable. `testOrder`: paid in the sandbox, no
 * money moved, so the order becomes a test order (out of every total, not shipped).
 */
export async function recordOrderPaid(
  tx: DbOrTx,
  orderId: number,
  paise: number,
  { testOrder = false }: { testOrder?: boolean } = {},
): Promise<void> {
  const moved = await tx
    .update(orders)
    .set({
      paidPaise: sql`${orders.paidPaise} + ${paise}`,
      updatedAt: sql`now()`,
      ...(testOrder ? { isTestOrder: true } : {}),
    })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.paidPaise} + ${paise} <= ${orders.amountPayablePaise}`,
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) throw new Error(`order ${orderId} would be paid beyond its amount`);
}

/**
 * Adds paise given back for an order; false (and nothing changes) when that would give back
 * more than the order holds: what was paid (`upTo: 'paid'`, for money given back before delivery:
 * cancellations, edits, late payments, the wallet part), or what the store really received
 * (`'received'`, for a return: cash on delivery not marked collected is not received; see
 * receivedPaise). The one guard of every refund, in the refund's own transaction.
 */
export async function recordOrderRefunded(
  tx: DbOrTx,
  orderId: number,
  paise: number,
  upTo: 'paid' | 'received' = 'paid',
): Promise<boolean> {
  const cap = upTo === 'received' ? RECEIVED_SQL : orders.paidPaise;
  const moved = await tx
    .update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${paise}`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), sql`${orders.refundedPaise} + ${paise} <= ${cap}`))
    .returning({ id: orders.id });
  return moved.length === 1;
}

/**
 * Reserves `qty` more units of an order line for a return; false when that would return more
 * than was bought. Rejecting the return gives them back with a negative qty.
 */
export async function reserveReturnQty(
  tx: DbOrTx,
  orderId: number,
  orderLineId: number,
  qty: number,
): Promise<boolean> {
  const moved = await tx
    .update(orderLines)
    .set({ returnedQty: sql`${orderLines.returnedQty} + ${qty}` })
    .where(
      and(
        eq(orderLines.id, orderLineId),
        eq(orderLines.orderId, orderId),
        sql`${orderLines.returnedQty} + ${qty} BETWEEN 0 AND ${orderLines.qty}`,
      ),
    )
    .returning({ id: orderLines.id });
  return moved.length === 1;
}
