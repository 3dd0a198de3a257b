import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { orderEdits } from '../../db/tables';
import {
  cancelReasonCodeOf,
  documentLabels,
  findOrder,
  findOwnOrder,
  isTestDocumentNumber,
  orderGstParties,
  orderLinesOf,
  type OrderRow,
} from '../orders';
import { findLiveUser, languageOfUser } from '../users';
import {
  creditNoteData,
  editedAwayLines,
  returnedLine,
  wholeBillLines,
  type CreditNoteData,
} from './credit-note/credit-note-data';
import { renderCreditNotePdf } from './credit-note/credit-note-pdf';
import { EDIT_REASON } from './cancellation.service';
import { findRefund } from './refund-queries';
import { refundNumber } from './refund-numbers';
import type { RefundRow } from './refund-store';
import { refundEvents, refundLines } from './refunds.tables';

type OrderEditRow = typeof orderEdits.$inferSelect;

const noCreditNote = () =>
  new AppError(404, 'CREDIT_NOTE_NOT_FOUND', 'This refund has no credit note yet');
const noEditCreditNote = () =>
  new AppError(404, 'CREDIT_NOTE_NOT_FOUND', 'This order change has no credit note');

/**
 * The note as a PDF, labelled in the buyer's language (the account's) beside the statutory
 * English; a test order's note (or one of the test series) printed as a test document.
 */
async function creditNotePdf(db: Db, order: OrderRow, data: CreditNoteData, fileName: string) {
  const language = languageOfUser(await findLiveUser(db, order.userId));
  const test = order.isTestOrder || isTestDocumentNumber(data.creditNoteNumber);
  return {
    fileName,
    pdf: await renderCreditNotePdf(data, language, documentLabels(language), test),
  };
}

/**
 * The GST credit note of one of the shopper's refunds as a PDF: issued when the refund was paid
 * out against an order with a tax invoice.
 */
export async function refundCreditNotePdf(
  db: Db,
  /** the shopper's id; null for the store, which may print any refund's */
  userId: number | null,
  refundId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const refund = await findRefund(db, userId, refundId);
  if (!refund?.creditNoteNumber) throw noCreditNote();
  const order = await findOwnOrder(db, refund.userId, refund.orderId);
  if (!order?.invoiceNumber) throw noCreditNote();
  const data = await creditNoteDocument(db, refund, order);
  return creditNotePdf(db, order, data, `credit-note-${refundNumber(refund.id)}.pdf`);
}

/**
 * The GST credit note of one edit of an order as a PDF: the value the store's edit took off the
 * invoice, a cash-on-delivery order's too (no refund). The same document as the edit's refund's
 * note and as GSTR-1 reads it (editCreditNoteDocument). Another shopper's order is as missing as none.
 */
export async function orderEditCreditNotePdf(
  db: Db,
  /** the shopper's id; null for the store, which may print any order's */
  userId: number | null,
  orderId: number,
  editId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const order =
    userId === null ? await findOrder(db, orderId) : await findOwnOrder(db, userId, orderId);
  if (!order?.invoiceNumber) throw noEditCreditNote();
  const [edit] = await db
    .select()
    .from(orderEdits)
    .where(and(eq(orderEdits.id, editId), eq(orderEdits.orderId, order.id)));
  if (!edit?.creditNoteNumber) throw noEditCreditNote();
  const refund = edit.refundId ? await findRefund(db, null, edit.refundId) : null;
  const data = await editCreditNoteDocument(db, edit, order, refund);
  // 'CN/26-27/000123' has slashes: the file is named by the order and the edit
  return creditNotePdf(db, order, data, `credit-note-${order.number}-edit-${edit.id}.pdf`);
}

/**
 * What the credit note of a paid-out refund prints (the PDF, and the GST returns that add them
 * up): a return credits the lines it gives back at their refunded amounts (tax in the proportion
 * of each invoice line); a cancellation credits the whole invoice.
 */
export async function creditNoteDocument(
  db: Db,
  refund: RefundRow,
  order: OrderRow,
): Promise<CreditNoteData> {
  const { creditNoteNumber } = refund;
  const { invoiceNumber } = order;
  if (!creditNoteNumber || !invoiceNumber) throw noCreditNote();
  if (refund.kind === 'edit') {
    // an edit's refund carries its edit's credit note: the value the edit took off
    const [edit] = await db.select().from(orderEdits).where(eq(orderEdits.refundId, refund.id));
    if (!edit?.creditNoteNumber) throw noCreditNote();
    return editCreditNoteDocument(db, edit, order, refund);
  }
  const bill = order.bill;

  let lines = wholeBillLines(bill);
  if (refund.kind === 'return') {
    const orderLines = await orderLinesOf(db, order.id);
    const given = await db
      .select()
      .from(refundLines)
      .where(eq(refundLines.refundId, refund.id))
      .orderBy(asc(refundLines.id));
    lines = given.map((g) => {
      const ol = orderLines.find((l) => l.id === g.orderLineId)!;
      const bl = bill.Lines.find(
        (b) => b.ProductId === ol.productId && b.VariantId === ol.variantId,
      );
      if (!bl) throw new Error(`order ${order.id} has no bill line for order line ${ol.id}`);
      return returnedLine(bl, g.qty, g.amountPaise, bill.IsInterState);
    });
  }
  // issued when the money moved: a return's pickup, a cancellation's approval
  const [issued] = await db
    .select({ at: refundEvents.createdAt })
    .from(refundEvents)
    .where(
      and(
        eq(refundEvents.refundId, refund.id),
        eq(refundEvents.status, refund.kind === 'return' ? 'picked_up' : 'approved'),
      ),
    )
    .orderBy(asc(refundEvents.id))
    .limit(1);

  return creditNoteData({
    ...(await orderGstParties(db, order)),
    isInterState: bill.IsInterState,
    creditNoteNumber,
    creditNoteDate: new Date(issued?.at ?? refund.updatedAt),
    invoiceNumber,
    invoiceDate: order.createdAt,
    orderNumber: order.number,
    refundNumber: refundNumber(refund.id),
    refundKind: refund.kind,
    reason: refund.reason,
    // a store's preset cancel reason prints from its code, in the buyer's language too
    cancelReasonCode:
      refund.kind === 'cancellation' ? cancelReasonCodeOf(order.cancelReasonCode) : null,
    lines,
  });
}

/**
 * The credit note of an order edit (an invoiced order's items removed or lowered before
 * packing): the lines as the edit took them off its bill, dated when the edit was made. `refund`
 * is the edit's refund when money went back (its number prints); a COD order's edit has none.
 */
export async function editCreditNoteDocument(
  db: Db,
  edit: OrderEditRow,
  order: OrderRow,
  refund: RefundRow | null = null,
): Promise<CreditNoteData> {
  const { creditNoteNumber } = edit;
  if (!creditNoteNumber || !order.invoiceNumber) throw noCreditNote();
  return creditNoteData({
    ...(await orderGstParties(db, order)),
    isInterState: edit.billBefore.IsInterState,
    creditNoteNumber,
    creditNoteDate: new Date(edit.createdAt),
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.createdAt,
    orderNumber: order.number,
    refundNumber: refund ? refundNumber(refund.id) : '',
    refundKind: 'edit',
    reason: refund?.reason ?? EDIT_REASON,
    lines: editedAwayLines(edit.billBefore, edit.billAfter),
  });
}
