import { formatDocumentDate } from '@kirana/shared/common/india-dates';
import type { Language } from '@kirana/shared/common/languages';
import { documentLabels, renderGstDocumentPdf } from '../../orders';
import type { CreditNoteData } from './credit-note-data';
import { creditNoteReasonLabel } from './credit-note-reason';

// The GST credit note as an A4 PDF, laid out like the tax invoice it reduces: its own number
// and date, the original invoice, the refund and its reason.

/**
 * The credit note as a PDF Buffer; a test order's (`test`: its number is of the test series) is
 * titled a test credit note, stamped TEST and says it is no GST credit note.
 */
export function renderCreditNotePdf(
  d: CreditNoteData,
  language: Language = 'en',
  labels = documentLabels(language),
  test = false,
): Promise<Buffer> {
  const { label, message } = labels;
  const reason = message('reason-line', {
    kind: d.refundKind,
    reason: creditNoteReasonLabel(labels, d),
  });
  const title = label(test ? 'test-credit-note' : 'credit-note');
  return renderGstDocumentPdf(
    d,
    {
      title,
      ...(test ? { stamp: label('test-stamp'), testNote: message('test-credit-note-note') } : {}),
      info: { title: `${title.text} ${d.creditNoteNumber}`, creationDate: d.creditNoteDate },
      facts: [
        [label('credit-note-no'), d.creditNoteNumber],
        [label('credit-note-date'), formatDocumentDate(d.creditNoteDate)],
        [label('original-invoice-no'), d.invoiceNumber],
        [label('original-invoice-date'), formatDocumentDate(d.invoiceDate)],
        [label('order-no'), d.orderNumber],
        [label('refund-no'), d.refundNumber],
        [label('reverse-charge'), label('no')],
      ],
      factLabelWidth: 100,
      buyerHeading: label('recipient'),
      buyerNotes: [[label('reason'), reason]],
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
      totalLabel: label('credit-note-total'),
      notesAfterWords: [message('credit-note-against', { invoice: d.invoiceNumber })],
      closing: label('closing-credit-note'),
    },
    labels,
  );
}
