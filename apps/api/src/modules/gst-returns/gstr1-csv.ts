import { csvCell, csvLine } from '../../lib/csv-format';
import { offlineToolDate } from './gst-period';
import type { B2bEntry, FiledDocument, Gstr1, HsnRow } from './gstr1';

// GSTR-1 as the GST offline tool's CSV templates, one file per section, with the tool's own
// column headers. Amounts in rupees with two decimals; dates '05-Nov-2026'; places of supply
// '29-Karnataka'; one row per document and rate, the document's value on each of its rows.

const rupees = (paise: number) => (paise / 100).toFixed(2);
const text = (s: string) => csvCell(s, { text: true });
const posOf = (d: { pos: string; posName: string }) => text(`${d.pos}-${d.posName}`);

const file = (header: string[], rows: string[][]) =>
  [csvLine(header.map((h) => csvCell(h))), ...rows.map(csvLine)].join('');

const perRate = <T extends FiledDocument>(
  docs: T[],
  row: (d: T, i: T['items'][number]) => string[],
) => docs.flatMap((d) => d.items.map((i) => row(d, i)));

const b2b = (docs: B2bEntry[]) =>
  file(
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    perRate(docs, (d, i) => [
      text(d.gstin),
      text(d.name),
      text(d.number),
      offlineToolDate(d.date),
      rupees(d.value),
      posOf(d),
      'N',
      '',
      'Regular B2B',
      '',
      String(i.rate),
      rupees(i.taxable),
      rupees(i.cess),
    ]),
  );

const b2cl = (docs: FiledDocument[]) =>
  file(
    [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    perRate(docs, (d, i) => [
      text(d.number),
      offlineToolDate(d.date),
      rupees(d.value),
      posOf(d),
      '',
      String(i.rate),
      rupees(i.taxable),
      rupees(i.cess),
      '',
    ]),
  );

const b2cs = (g: Gstr1) =>
  file(
    [
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    g.b2cs.map((r) => ['OE', posOf(r), '', String(r.rate), rupees(r.taxable), rupees(r.cess), '']),
  );

const cdnr = (docs: B2bEntry[]) =>
  file(
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    perRate(docs, (d, i) => [
      text(d.gstin),
      text(d.name),
      text(d.number),
      offlineToolDate(d.date),
      'C',
      posOf(d),
      'N',
      'Regular B2B',
      rupees(d.value),
      '',
      String(i.rate),
      rupees(i.taxable),
      rupees(i.cess),
    ]),
  );

const cdnur = (docs: FiledDocument[]) =>
  file(
    [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    perRate(docs, (d, i) => [
      'B2CL',
      text(d.number),
      offlineToolDate(d.date),
      'C',
      posOf(d),
      rupees(d.value),
      '',
      String(i.rate),
      rupees(i.taxable),
      rupees(i.cess),
    ]),
  );

const hsn = (rows: HsnRow[]) =>
  file(
    [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    rows.map((r) => [
      text(r.hsn),
      text(r.description.slice(0, 30)),
      r.uqc === 'NA' ? 'NA' : 'NOS-NUMBERS',
      String(r.qty),
      rupees(r.value),
      String(r.rate),
      rupees(r.taxable),
      rupees(r.igst),
      rupees(r.cgst),
      rupees(r.sgst),
      rupees(r.cess),
    ]),
  );

const docs = (g: Gstr1) =>
  file(
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    g.docs.map((d) => [
      d.kind === 'invoice' ? 'Invoices for outward supply' : 'Credit Note',
      text(d.from),
      text(d.to),
      String(d.total),
      String(d.cancelled),
    ]),
  );

/** Every section's file, named as the offline tool names its templates. */
export function gstr1CsvFiles(g: Gstr1): Record<string, string> {
  return {
    'b2b.csv': b2b(g.b2b),
    'b2cl.csv': b2cl(g.b2cl),
    'b2cs.csv': b2cs(g),
    'cdnr.csv': cdnr(g.cdnr),
    'cdnur.csv': cdnur(g.cdnur),
    'hsn(b2b).csv': hsn(g.hsnB2b),
    'hsn(b2c).csv': hsn(g.hsnB2c),
    'docs.csv': docs(g),
  };
}
