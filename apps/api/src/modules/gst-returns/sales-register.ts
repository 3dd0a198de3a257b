import { csvCell, csvLine, UTF8_BOM } from '../../lib/csv-format';
import type { GstDocuments } from './gst-documents.service';
import { offlineToolDate } from './gst-period';

// The sales register for the store's accountant: every invoice and credit note of the period,
// one line each, oldest first. A credit note's amounts are negative and a cancelled invoice's
// are 0 (it supplied nothing), so each column's sum is the period's net figure.

const HEADER = [
  'Document type',
  'Document number',
  'Document date',
  'Order number',
  'Original invoice',
  'Status',
  'Buyer GSTIN',
  'Buyer name',
  'Place of supply',
  'Supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Cess',
  'Total',
];

const rupees = (paise: number) => (paise / 100).toFixed(2);
const text = (s: string) => csvCell(s, { text: true });

interface RegisterLine {
  date: Date;
  cells: string[];
}

function amounts(
  t: { taxable: number; cgst: number; sgst: number; igst: number; total: number },
  sign: 1 | 0 | -1,
) {
  return [t.taxable, t.cgst, t.sgst, t.igst, 0, t.total].map((v) => rupees(sign * v + 0));
}

/** The sales register as CSV (UTF-8 with BOM, for a spreadsheet). */
export function salesRegisterCsv(docs: GstDocuments): string {
  const lines: RegisterLine[] = [
    ...docs.invoices.map(({ data: d, buyer, cancelled }) => ({
      date: d.invoiceDate,
      cells: [
        'Invoice',
        text(d.invoiceNumber),
        offlineToolDate(d.invoiceDate),
        text(d.orderNumber),
        '',
        cancelled ? 'Cancelled' : 'Issued',
        text(buyer.gstin ?? ''),
        text(buyer.businessName ?? d.buyer.name),
        text(d.placeOfSupply),
        d.isInterState ? 'Inter-state' : 'Intra-state',
        ...amounts(d.totals, cancelled ? 0 : 1),
      ],
    })),
    ...docs.creditNotes.map(({ data: d, buyer }) => ({
      date: d.creditNoteDate,
      cells: [
        'Credit note',
        text(d.creditNoteNumber),
        offlineToolDate(d.creditNoteDate),
        text(d.orderNumber),
        text(d.invoiceNumber),
        'Issued',
        text(buyer.gstin ?? ''),
        text(buyer.businessName ?? d.buyer.name),
        text(d.placeOfSupply),
        d.isInterState ? 'Inter-state' : 'Intra-state',
        ...amounts(d.totals, -1),
      ],
    })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  return (
    UTF8_BOM + [HEADER.map((h) => csvCell(h)), ...lines.map((l) => l.cells)].map(csvLine).join('')
  );
}
