import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { formatInr } from '@kirana/shared';
import PDFDocument from 'pdfkit';

import type { GstDocumentData, InvoiceLine } from './invoice-data';

// What the GST documents (the tax invoice, the credit note) draw alike on an A4 page: the
// seller and its facts, the buyer, the table of lines with its page breaks, the totals and the
// footer with the amount in words. DejaVu Sans is embedded (pdfkit keeps only the glyphs used)
// because the standard PDF fonts have no rupee sign.

type Doc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = '#555555';

const amountFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Paise as '1,23,456.00' (Indian grouping), for table cells under a '(₹)' header. */
const amount = (paise: number) => amountFormat.format(paise / 100);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: InvoiceLine, i: number) => string;
}

/**
 * Widths (points) of the table's columns; the description takes what is left. A document
 * without `unitPrice` and `discount` widths has no such columns.
 */
export interface ColumnWidths {
  index: number;
  hsn: number;
  qty: number;
  unitPrice?: number;
  discount?: number;
  taxableValue: number;
  gstRate: number;
  /** the one IGST column of an inter-state supply */
  igst: number;
  /** each of the CGST and SGST columns of an intra-state supply */
  cgstSgst: number;
  total: number;
}

function columns(isInterState: boolean, w: ColumnWidths): Column[] {
  const num = (title: string, width: number, cell: Column['cell']): Column => ({
    title,
    width,
    align: 'right',
    cell,
  });
  const tax = isInterState
    ? [num('IGST (₹)', w.igst, (l) => amount(l.igst))]
    : [
        num('CGST (₹)', w.cgstSgst, (l) => amount(l.cgst)),
        num('SGST (₹)', w.cgstSgst, (l) => amount(l.sgst)),
      ];
  const first = num('#', w.index, (_, i) => String(i + 1));
  const rest = [
    { title: 'HSN/SAC', width: w.hsn, align: 'left' as const, cell: (l: InvoiceLine) => l.hsn },
    num('Qty', w.qty, (l) => String(l.qty)),
    ...(w.unitPrice === undefined
      ? []
      : [num('Unit price (₹)', w.unitPrice, (l) => amount(l.unitPrice))]),
    ...(w.discount === undefined
      ? []
      : [num('Discount (₹)', w.discount, (l) => amount(l.discount))]),
    num('Taxable value (₹)', w.taxableValue, (l) => amount(l.taxableValue)),
    num('GST %', w.gstRate, (l) => `${l.gstRate}%`),
    ...tax,
    num('Total (₹)', w.total, (l) => amount(l.total)),
  ];
  const used = [first, ...rest].reduce((a, c) => a + c.width, 0);
  const description: Column = {
    title: 'Description',
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (l) => l.description,
  };
  return [first, description, ...rest];
}

/** What one kind of GST document prints differently from another. */
export interface GstDocumentLayout {
  /** the heading, e.g. 'Tax Invoice' */
  title: string;
  /** the PDF's own title and date */
  info: { title: string; creationDate: Date };
  /** label and value pairs beside the seller */
  facts: [label: string, value: string][];
  factLabelWidth: number;
  /** the heading over the buyer, e.g. 'Bill to / Ship to' */
  buyerHeading: string;
  /** lines printed under the place of supply */
  buyerNotes?: string[];
  columnWidths: ColumnWidths;
  /** the label of the last totals row, e.g. 'Invoice total' */
  totalLabel: string;
  /** paragraphs before the amount in words */
  notesBeforeWords?: string[];
  /** paragraphs after the amount in words */
  notesAfterWords?: string[];
  /** the closing line, e.g. 'This is a computer-generated invoice.' */
  closing: string;
}

/** Draws one table row from `y` and returns the y below it. */
function drawRow(doc: Doc, cols: Column[], cells: string[], y: number, bold: boolean): number {
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(7.5)
    .fillColor('black');
  const pad = 3;
  const height = Math.max(
    ...cells.map((text, i) => doc.heightOfString(text, { width: cols[i]!.width - 2 * pad })),
  );
  let x = MARGIN;
  cells.forEach((text, i) => {
    const col = cols[i]!;
    doc.text(text, x + pad, y + pad, { width: col.width - 2 * pad, align: col.align });
    x += col.width;
  });
  const bottom = y + height + 2 * pad;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + CONTENT_WIDTH, bottom)
    .lineWidth(0.5)
    .stroke('#bbbbbb');
  return bottom;
}

function drawHeader(doc: Doc, d: GstDocumentData, layout: GstDocumentLayout): number {
  doc.font('bold').fontSize(16).fillColor('black').text(layout.title, MARGIN, MARGIN);
  const top = MARGIN + 28;
  const half = CONTENT_WIDTH / 2;
  doc.font('bold').fontSize(11).text(d.seller.storeName, MARGIN, top, { width: half });
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  doc.text(d.seller.legalName, { width: half });
  doc.text(d.seller.address, { width: half });
  doc.fillColor('black').text(`GSTIN: ${d.seller.gstin}`, { width: half });
  doc.text(`State: ${d.seller.stateName} (${d.seller.stateCode})`, { width: half });
  const sellerBottom = doc.y;
  const right = MARGIN + half;
  const labelWidth = layout.factLabelWidth;
  layout.facts.forEach(([label, value], i) => {
    const y = top + i * 13;
    doc.font('regular').fontSize(8.5).fillColor(GREY).text(label, right, y, { width: labelWidth });
    doc
      .font('bold')
      .fillColor('black')
      .text(value, right + labelWidth, y, { width: half - labelWidth });
  });
  return Math.max(sellerBottom, top + layout.facts.length * 13) + 12;
}

function drawBuyer(doc: Doc, d: GstDocumentData, layout: GstDocumentLayout, y: number): number {
  doc.font('bold').fontSize(9).fillColor('black').text(layout.buyerHeading, MARGIN, y);
  doc.font('regular').fontSize(8.5);
  doc.text(d.buyer.name);
  for (const line of d.buyer.addressLines) doc.text(line, { width: CONTENT_WIDTH / 2 });
  doc.text(`Phone: ${d.buyer.phone}`);
  doc.text(`State: ${d.buyer.stateName} (${d.buyer.stateCode})`);
  doc.font('bold').text(`Place of supply: ${d.placeOfSupply}`);
  for (const note of layout.buyerNotes ?? []) doc.font('regular').text(note);
  return doc.y + 10;
}

function drawTable(doc: Doc, d: GstDocumentData, widths: ColumnWidths, startY: number): number {
  const cols = columns(d.isInterState, widths);
  const header = (y: number) =>
    drawRow(
      doc,
      cols,
      cols.map((c) => c.title),
      y,
      true,
    );
  let y = header(startY);
  d.lines.forEach((line, i) => {
    if (y > doc.page.height - MARGIN - 60) {
      doc.addPage();
      y = header(MARGIN);
    }
    y = drawRow(
      doc,
      cols,
      cols.map((c) => c.cell(line, i)),
      y,
      false,
    );
  });
  return y;
}

function drawTotals(doc: Doc, d: GstDocumentData, totalLabel: string, y: number): number {
  const t = d.totals;
  const rows: [string, string][] = [['Taxable value', formatInr(t.taxable)]];
  if (d.isInterState) rows.push(['IGST', formatInr(t.igst)]);
  else rows.push(['CGST', formatInr(t.cgst)], ['SGST', formatInr(t.sgst)]);
  rows.push([totalLabel, formatInr(t.total)]);
  if (y > doc.page.height - MARGIN - 160) {
    doc.addPage();
    y = MARGIN;
  }
  const labelX = MARGIN + CONTENT_WIDTH - 220;
  rows.forEach(([label, value], i) => {
    const bold = i === rows.length - 1;
    const rowY = y + 8 + i * 14;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 10 : 8.5)
      .fillColor('black');
    doc.text(label, labelX, rowY, { width: 110 });
    doc.text(value, labelX + 110, rowY, { width: 110, align: 'right' });
  });
  return y + 8 + rows.length * 14 + 6;
}

function drawFooter(doc: Doc, d: GstDocumentData, layout: GstDocumentLayout, y: number): void {
  doc.font('regular').fontSize(8.5).fillColor('black');
  for (const note of layout.notesBeforeWords ?? []) {
    doc.text(note, MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 4;
  }
  doc.font('bold').text('Amount in words: ', MARGIN, y, { continued: true, width: CONTENT_WIDTH });
  doc.font('regular').text(d.amountInWords);
  for (const note of layout.notesAfterWords ?? []) {
    doc.moveDown(0.5);
    doc.text(note, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  doc.moveDown(1.5);
  doc.fillColor(GREY).fontSize(8).text(layout.closing, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** A GST document as a PDF Buffer: header, buyer, lines, totals and footer, amounts in Indian grouping. */
export function renderGstDocumentPdf(
  d: GstDocumentData,
  layout: GstDocumentLayout,
): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: layout.info.title,
      Author: d.seller.legalName,
      CreationDate: layout.info.creationDate,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const afterHeader = drawHeader(doc, d, layout);
  const afterBuyer = drawBuyer(doc, d, layout, afterHeader);
  const afterTable = drawTable(doc, d, layout.columnWidths, afterBuyer);
  drawFooter(doc, d, layout, drawTotals(doc, d, layout.totalLabel, afterTable));
  doc.end();
  return done;
}
