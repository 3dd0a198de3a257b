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

/**
 * The invoice as a PDF Buffer: every fact rule 46 asks of a B2C tax invoice, amounts in Indian
 * grouping; a cancelled order's is marked as such.
 */
export function renderInvoicePdf(
  d: InvoiceData,
  cancellation: InvoiceCancellation | null = null,
  language: Language = 'en',
  labels = documentLabels(language),
): Promise<Buffer> {
  const { label, localFonts } = labels;
  return renderGstDocumentPdf(
    d,
    {
      title: label(cancellation ? 'tax-invoice-cancelled' : 'tax-invoice'),
      ...(cancellation ? { stamp: label('cancelled-stamp') } : {}),
      info: {
        title: `${label('tax-invoice').text} ${d.invoiceNumber}`,
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
