import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/harness';
import {
  invoicedBill,
  invoiceFromBill,
  orderGstParties,
  type InvoiceData,
  type OrderRow,
} from '../orders';
import { creditNoteDocument, editCreditNoteDocument, type CreditNoteData } from '../refunds';
import { orderEdits, orders, refunds } from '../../db/tables';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN's check character (its 15th) by the standard mod-36 algorithm over the first 14. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/**
 * Every invoice of the store's orders (as issued: an edited order's bill before its first edit)
 * and every credit note, as their PDFs are made from: the refunds', and the order edits' (an
 * edit's refund carries its edit's number, so it is read once, from the edit).
 */
export async function allDocuments(t: TestApp) {
  const db = t.database.db;
  const rows = (await db.select().from(orders)) as OrderRow[];
  const invoices: { order: OrderRow; data: InvoiceData }[] = [];
  for (const o of rows.filter((r) => r.invoiceNumber)) {
    invoices.push({
      order: o,
      data: invoiceFromBill({
        bill: await invoicedBill(db, o),
        ...(await orderGstParties(db, o)),
        invoiceNumber: o.invoiceNumber!,
        invoiceDate: o.createdAt,
        orderNumber: o.number,
      }),
    });
  }
  const notes: { order: OrderRow; data: CreditNoteData }[] = [];
  for (const r of await db.select().from(refunds)) {
    if (!r.creditNoteNumber || r.kind === 'edit') continue;
    const o = rows.find((x) => x.id === r.orderId)!;
    notes.push({ order: o, data: await creditNoteDocument(db, r, o) });
  }
  for (const e of await db.select().from(orderEdits)) {
    if (!e.creditNoteNumber) continue;
    const o = rows.find((x) => x.id === e.orderId)!;
    notes.push({ order: o, data: await editCreditNoteDocument(db, e, o) });
  }
  return { invoices, notes };
}

/** Moves every order into `at` (one minute apart), every refund's moves and order edit into `refundsAt`. */
export async function moveDocumentsTo(t: TestApp, at: string, refundsAt: string) {
  await t.database.db.execute(
    sql`UPDATE orders SET created_at = ${at}::timestamptz + id * interval '1 minute'`,
  );
  await t.database.db.execute(
    sql`UPDATE refund_events SET created_at = ${refundsAt}::timestamptz + id * interval '1 minute'`,
  );
  await t.database.db.execute(
    sql`UPDATE order_edits SET created_at = ${refundsAt}::timestamptz + id * interval '1 minute'`,
  );
  await t.database.db.execute(
    sql`UPDATE refunds SET created_at = ${refundsAt}::timestamptz, updated_at = ${refundsAt}::timestamptz + interval '1 day'`,
  );
}

/** Sets an order's invoice date (its created_at). */
export const setOrderDate = (t: TestApp, orderId: number, at: string) =>
  t.database.db.execute(
    sql`UPDATE orders SET created_at = ${at}::timestamptz WHERE id = ${orderId}`,
  );

/** Sets a product's GST rate and HSN. */
export const setProductTax = (t: TestApp, productId: number, rate: number, hsn: string) =>
  t.database.db.execute(
    sql`UPDATE products SET gst_rate = ${rate}, hsn_code = ${hsn} WHERE id = ${productId}`,
  );

/** Makes an order a business buyer's (what B2B checkout stores). */
export const makeB2b = (t: TestApp, orderId: number, gstin: string, name: string) =>
  t.database.db.execute(
    sql`UPDATE orders SET buyer_gstin = ${gstin}, buyer_business_name = ${name} WHERE id = ${orderId}`,
  );

export const orderStatus = async (t: TestApp, orderId: number) =>
  (
    await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM orders WHERE id = ${orderId}`,
    )
  )[0]!.status;
