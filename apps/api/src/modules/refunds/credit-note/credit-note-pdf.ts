import { formatDocumentDate } from '@kirana/shared/common/india-dates';
import { renderGstDocumentPdf } from '../../orders';
import type { CreditNoteData } from './credit-note-data';

// The GST credit note as an A4 PDF, laid out like the tax invoice it reduces: its own number
// and date, the original invoice, the refund and its reason.

/** The credit note as a PDF Buffer. */
export function renderCreditNotePdf(d: CreditNoteData): Promise<Buffer> {
  return renderGstDocumentPdf(d, {
    title: 'Credit Note',
    info: { title: `Credit Note ${d.creditNoteNumber}`, creationDate: d.creditNoteDate },
    facts: [
      ['Credit note no.', d.creditNoteNumber],
      ['Credit note date', formatDocumentDate(d.creditNoteDate)],
      ['Original invoice no.', d.invoiceNumber],
      ['Original invoice date', formatDocumentDate(d.invoiceDate)],
      ['Order no.', d.orderNumber],
      ['Refund no.', d.refundNumber],
      ['Reverse charge', 'No'],
    ],
    factLabelWidth: 100,
    buyerHeading: 'Recipient',
    buyerNotes: [`Reason: ${d.reason}`],
    columnWidths: {
      index: 16,
      hsn: 46,
      qty: 26,
      taxableValue: 62,
      gstRate: 30,
      igst: 70,
      cgstSgst: 50,
      total: 60,
    },
    totalLabel: 'Credit note total',
    notesAfterWords: [
      `Issued against tax invoice ${d.invoiceNumber}; it reduces the value and tax of that invoice by the amounts above.`,
    ],
    closing: 'This is a computer-generated credit note.',
  });
}
