import { asc, eq, sql } from 'drizzle-orm';
import { orderEdits } from './orders.tables';
import { queryRows, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { findLiveUser, languageOfUser } from '../users';
import { invoiceFromBill, type GstPartySources } from './invoice/invoice-data';
import { currentSeller } from './invoice-seller';
import { documentLabels } from './invoice/document-labels';
import { renderInvoicePdf } from './invoice/invoice-pdf';
import { isTestDocumentNumber } from './numbers';
import { isAwaitingPayment } from './order-guards';
import type { OrderRow } from './order-mapping';
import { findOwnOrder } from './order-queries';
import { findOrder } from './orders.service';

/**
 * The seller and the buyer of an order's GST documents: the seller as its invoice was issued
 * (the snapshot; the current settings for an invoice issued before snapshots were kept), the
 * order's delivery address as the buyer, with the business's GSTIN and name when it gave them.
 */
export async function orderGstParties(
  db: Db,
  order: Pick<OrderRow, 'address' | 'invoiceSeller' | 'buyerGstin' | 'buyerBusinessName'>,
): Promise<GstPartySources> {
  const a = order.address;
  return {
    seller: order.invoiceSeller ?? (await currentSeller(db)),
    buyer: {
      gstin: order.buyerGstin,
      businessName: order.buyerBusinessName,
      name: a.Name,
      addressLines: [a.House, a.Street, a.Landmark, `${a.City} ${a.Pincode}`].filter(
        (s): s is string => Boolean(s),
      ),
      phone: a.Mobile,
      state: a.State,
    },
  };
}

/** The GST tax invoice of one of the shopper's orders as a PDF, with its file name. */
export async function orderInvoicePdf(
  db: Db,
  userId: number,
  orderId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  return invoicePdfOf(db, await findOwnOrder(db, userId, orderId));
}

/** The GST tax invoice of any order, for the store's console. */
export async function storeInvoicePdf(
  db: Db,
  orderId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  return invoicePdfOf(db, await findOrder(db, orderId));
}

// Read by table name: refunds build on orders, so orders does not import them.
const creditNotesOf = async (db: Db, orderId: number) =>
  (
    await queryRows<{ number: string }>(
      db,
      // an edit's credit note (a COD order's has no refund) and every refund's, once each
      sql`SELECT number FROM (
            SELECT credit_note_number AS number FROM refunds
              WHERE order_id = ${orderId} AND credit_note_number IS NOT NULL
            UNION
            SELECT credit_note_number AS number FROM order_edits
              WHERE order_id = ${orderId} AND credit_note_number IS NOT NULL
          ) n ORDER BY number`,
    )
  ).map((r) => r.number);

/**
 * The bill as the invoice was issued: an order edited before packing keeps its first bill on
 * its first edit (the edits' credit notes reduce it), so the invoice reprints unchanged.
 */
export async function invoicedBill(db: Db, order: OrderRow): Promise<OrderRow['bill']> {
  const [first] = await db
    .select({ bill: orderEdits.billBefore })
    .from(orderEdits)
    .where(eq(orderEdits.orderId, order.id))
    .orderBy(asc(orderEdits.id))
    .limit(1);
  return first?.bill ?? order.bill;
}

async function invoicePdfOf(db: Db, order: OrderRow | null) {
  if (!order) throw notFound('Order', 'ORDER_NOT_FOUND');
  if (!order.invoiceNumber)
    throw new AppError(
      409,
      'INVOICE_NOT_ISSUED',
      isAwaitingPayment(order)
        ? { messageId: 'errors.invoice.payment-pending' }
        : { messageId: 'errors.invoice.none' },
      { messageId: 'errors.invoice.when' },
    );
  const data = invoiceFromBill({
    bill: await invoicedBill(db, order),
    ...(await orderGstParties(db, order)),
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.createdAt,
    orderNumber: order.number,
  });
  const language = languageOfUser(await findLiveUser(db, order.userId));
  const cancellation =
    order.status === 'cancelled' ? { creditNoteNumbers: await creditNotesOf(db, order.id) } : null;
  return {
    fileName: `invoice-${order.number}.pdf`,
    // labels in the buyer's language (the account's), beside the statutory English ones
    pdf: await renderInvoicePdf(
      data,
      cancellation,
      language,
      documentLabels(language),
      // a test order's invoice (or one of the test series) says it is no tax invoice
      order.isTestOrder || isTestDocumentNumber(order.invoiceNumber),
    ),
  };
}
