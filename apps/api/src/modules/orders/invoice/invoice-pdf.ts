import { formatInr } from '@kirana/shared';
import { formatDocumentDate } from '@kirana/shared/common/india-dates';

import type { Language } from '@kirana/shared/common/languages';

import { documentLabels, type DocumentLabels, type Label } from './document-labels';
import { renderGstDocumentPdf } from './gst-document-pdf';
import type { InvoiceData } from './invoice-data';

// The GST tax invoice as an A4 PDF: what it prints beside the shared GST document layout.

/** A cancelled order's invoice: marked, naming the credit notes that reverse it (none if unpaid). */
export interface InvoiceCancellation {
  creditNoteNumbers: string[];
}

function cancellationNote(c: InvoiceCancellation, { message }: DocumentLabels): Label {
  return c.creditNoteNumbers.length > 0
    ? message('cancelled-reversed', { numbers: c.creditNoteNumbers.join(', ') })
    : message('cancelled-unpaid');
}

function couponNote(d: InvoiceData, { message }: DocumentLabels): Label {
  const amount = formatInr(d.couponDiscount);
  return d.couponCode
    ? message('coupon-note', { code: d.couponCode, amount })
    : message('coupon-note-no-code', { amount });
}

/** The heading of an invoice: a test order's says it is a test one. */
function invoiceTitle(test: boolean, cancelled: boolean): string {
  if (test) return cancelled ? 'test-invoice-cancelled' : 'test-invoice';
  return cancelled ? 'tax-invoice-cancelled' : 'tax-invoice';
}

/**
 * The invoice as a PDF Buffer: every fact rule 46 asks of a B2C tax invoice, amounts in Indian
 * grouping; a cancelled order's is marked as such, and a test order's (`test`: its number is of
 * the test series) is titled a test invoice, stamped TEST and says it is no tax invoice.
 */
export function renderInvoicePdf(
  d: InvoiceData,
  cancellation: InvoiceCancellation | null = null,
  language: Language = 'en',
  labels = documentLabels(language),
  test = false,
): Promise<Buffer> {
  const { label, message, localFonts } = labels;
  const stamp = test ? 'test-stamp' : cancellation ? 'cancelled-stamp' : null;
  return renderGstDocumentPdf(
    d,
    {
      title: label(invoiceTitle(test, cancellation !== null)),
      ...(stamp ? { stamp: label(stamp) } : {}),
      ...(test ? { testNote: message('test-invoice-note') } : {}),
      info: {
        title: `${label(test ? 'test-invoice' : 'tax-invoice').text} ${d.invoiceNumber}`,
        creationDate: d.invoiceDate,
      },
      facts: [
        [label('invoice-no'), d.invoiceNumber],
        [label('invoice-date'), formatDocumentDate(d.invoiceDate)],
        [label('order-no'), d.orderNumber],
        [label('reverse-charge'), label('no')],
      ],
      factLabelWidth: localFonts ? 90 : 80,
      buyerHeading: label('bill-to'),
      columnWidths: {
        index: 14,
        hsn: 42,
        qty: 24,
        unitPrice: 52,
        discount: 46,
        taxableValue: 56,
        gstRate: 26,
        igst: 70,
        cgstSgst: 46,
        total: 56,
      },
      totalLabel: label('invoice-total'),
      notesBeforeWords: d.couponDiscount > 0 ? [couponNote(d, labels)] : [],
      notesAfterWords: cancellation ? [cancellationNote(cancellation, labels)] : [],
      closing: label('closing-invoice'),
    },
    labels,
  );
}
