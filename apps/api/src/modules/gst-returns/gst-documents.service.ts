import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { orderEdits, orders, refunds } from '../../db/tables';
import { getSetting } from '../content';
import {
  invoicedBill,
  invoiceFromBill,
  isTestDocumentNumber,
  orderGstParties,
  type InvoiceData,
  type OrderRow,
} from '../orders';
import { creditNoteDocument, editCreditNoteDocument, type CreditNoteData } from '../refunds';
import type { GstPeriod } from './gst-period';

// The documents a return adds up, each built by the same code its PDF is printed from, so every
// figure of the return is a sum of the documents' own lines.

/** The buyer as a return files them: a GSTIN makes the supply B2B. */
export interface GstBuyer {
  gstin: string | null;
  businessName: string | null;
}

export interface GstInvoice {
  data: InvoiceData;
  buyer: GstBuyer;
  /**
   * An invoice whose order was cancelled with nothing to credit (nothing was paid, so no refund
   * and no credit note): it counts as a cancelled document and in no section.
   */
  cancelled: boolean;
}

export interface GstCreditNote {
  data: CreditNoteData;
  buyer: GstBuyer;
  /** the invoice it reduces: its value, whatever period it fell in */
  invoiceValue: number;
}

export interface GstDocuments {
  sellerGstin: string;
  invoices: GstInvoice[];
  creditNotes: GstCreditNote[];
}

const buyerOf = (o: OrderRow): GstBuyer => ({
  gstin: o.buyerGstin ?? null,
  businessName: o.buyerBusinessName ?? null,
});

/**
 * An invoice whose order was cancelled with nothing paid (no refund, so no credit note of a
 * refund): cancelled as a document, and the credit notes of its edits with it.
 */
const isVoided = (o: OrderRow, credited: ReadonlySet<number>) =>
  o.status === 'cancelled' && !credited.has(o.id);

/**
 * The invoices dated in the period (the invoice date is the order's, in India time), each as it
 * was issued (an edited order's bill before its first edit), and the credit notes issued in it
 * (a return's pickup, a cancellation's approval, an order edit, as the credit note prints). An
 * edit's credit note is read from the edit (a COD order's has no refund; a refund of an edit
 * carries the same number and is not counted again). Test orders are no supply and are left out,
 * and so is every document of a test series ('TST/…', 'TCN/…': a late sandbox payment's credit
 * note), so the real series run without gaps.
 */
export async function gstDocuments(db: Db, period: GstPeriod): Promise<GstDocuments> {
  const invoiced = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.invoiceNumber),
        eq(orders.isTestOrder, false),
        gte(orders.createdAt, period.start),
        lt(orders.createdAt, period.end),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));

  const credited = new Set(
    (
      await queryRows<{ order_id: number }>(
        db,
        sql`SELECT DISTINCT order_id FROM refunds
            WHERE credit_note_number IS NOT NULL AND kind <> 'edit'`,
      )
    ).map((r) => Number(r.order_id)),
  );
  const invoices: GstInvoice[] = [];
  for (const o of invoiced) {
    // a test series' number is no supply, whatever its order says now
    if (isTestDocumentNumber(o.invoiceNumber!)) continue;
    const data = invoiceFromBill({
      bill: await invoicedBill(db, o),
      ...(await orderGstParties(db, o)),
      invoiceNumber: o.invoiceNumber!,
      invoiceDate: o.createdAt,
      orderNumber: o.number,
    });
    invoices.push({
      data,
      buyer: buyerOf(o),
      cancelled: isVoided(o, credited),
    });
  }

  // the credit note's date as creditNoteDocument reads it
  const issued = sql`COALESCE((SELECT min(e.created_at) FROM refund_events e
      WHERE e.refund_id = ${refunds.id}
        AND e.status = CASE ${refunds.kind} WHEN 'return' THEN 'picked_up' ELSE 'approved' END),
    ${refunds.updatedAt})`;
  const notes = await db
    .select()
    .from(refunds)
    .where(
      and(
        isNotNull(refunds.creditNoteNumber),
        ne(refunds.kind, 'edit'),
        sql`${issued} >= ${period.start.toISOString()}`,
        sql`${issued} < ${period.end.toISOString()}`,
      ),
    )
    .orderBy(asc(refunds.id));
  const edits = await db
    .select()
    .from(orderEdits)
    .where(
      and(
        isNotNull(orderEdits.creditNoteNumber),
        gte(orderEdits.createdAt, period.start),
        lt(orderEdits.createdAt, period.end),
      ),
    )
    .orderBy(asc(orderEdits.id));
  const noteOrderIds = [...new Set([...notes, ...edits].map((n) => n.orderId))];
  const noteOrders = noteOrderIds.length
    ? await db.select().from(orders).where(inArray(orders.id, noteOrderIds))
    : [];
  const orderOf = (id: number) => noteOrders.find((x) => x.id === id)!;
  // the invoice a credit note reduces, as issued (its value decides B2CL)
  const noteOf = async (o: OrderRow, data: CreditNoteData): Promise<GstCreditNote> => ({
    data,
    buyer: buyerOf(o),
    invoiceValue: (await invoicedBill(db, o)).AmountPayable,
  });
  const creditNotes: GstCreditNote[] = [];
  for (const n of notes) {
    const o = orderOf(n.orderId);
    if (o.isTestOrder || isTestDocumentNumber(n.creditNoteNumber!)) continue;
    creditNotes.push(await noteOf(o, await creditNoteDocument(db, n, o)));
  }
  for (const e of edits) {
    const o = orderOf(e.orderId);
    // a test order, or an invoice cancelled whole with nothing paid (no section counts it)
    if (o.isTestOrder || isTestDocumentNumber(e.creditNoteNumber!) || isVoided(o, credited))
      continue;
    creditNotes.push(await noteOf(o, await editCreditNoteDocument(db, e, o)));
  }
  creditNotes.sort((a, b) => a.data.creditNoteDate.getTime() - b.data.creditNoteDate.getTime());

  const sellerGstin =
    invoices[0]?.data.seller.gstin ??
    creditNotes[0]?.data.seller.gstin ??
    (await getSetting(db, 'storeConfigs')).Gstin;
  return { sellerGstin, invoices, creditNotes };
}
