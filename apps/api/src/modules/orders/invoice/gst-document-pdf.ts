import { readFileSync } from 'node:fs';

import { formatInr } from '@kirana/shared';
import PDFDocument from 'pdfkit';
import { apiRequire } from '../../../api-paths';

import type { DocumentLabels, Label } from './document-labels';
import type { GstDocumentData, InvoiceLine } from './invoice-data';

// What the GST documents (the tax invoice, the credit note) draw alike on an A4 page: the
// seller and its facts, the buyer, the table of lines with its page breaks, the totals and the
// footer with the amount in words. DejaVu Sans is embedded (pdfkit keeps only the glyphs used)
// because the standard PDF fonts have no rupee sign. Labels come from the `invoice` catalogue
// (document-labels.ts): a non-English buyer's label is drawn under or beside the English one in
// Noto Sans Devanagari, as pdfkit does not fall back from one font to another.

type Doc = PDFKit.PDFDocument;

let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(apiRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(apiRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
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
  title: Label;
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

type FontName = 'regular' | 'bold';
const localFont = (font: FontName) => (font === 'bold' ? 'local-bold' : 'local');

// The local face holds the Devanagari block only: a local sentence's codes, numbers, amounts
// and punctuation (a credit note's number, '₹50.00', ':') are drawn in DejaVu beside it.
const DEVANAGARI_RUN = /[\u0900-\u097F\u200C\u200D]+(?:[ \u00A0]+[\u0900-\u097F\u200C\u200D]+)*/gu;
/** More than Devanagari, spaces and ₹ (which the local face has): needs both faces. */
const NEEDS_LATIN = /[^\u0900-\u097F\u200C\u200D\s₹]/u;

/** A local text in runs for the local face (Devanagari) and the Latin one (the rest). */
export function scriptRuns(text: string): { text: string; local: boolean }[] {
  const runs: { text: string; local: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(DEVANAGARI_RUN)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), local: false });
    runs.push({ text: m[0], local: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), local: false });
  return runs;
}

/** Draws a text in the buyer's language at (x, y), switching faces between scripts if need be. */
function drawLocal(
  doc: Doc,
  text: string,
  font: FontName,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
): void {
  if (!NEEDS_LATIN.test(text)) {
    doc.font(localFont(font)).text(text, x, y, options);
    return;
  }
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    doc.font(run.local ? localFont(font) : font);
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { continued });
  });
}

/** Draws `label` at (x, y) in `font`, its local text (if any) on the line below. */
function drawLabel(
  doc: Doc,
  label: Label,
  font: FontName,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
): void {
  doc.font(font).text(label.text, x, y, options);
  if (label.local) drawLocal(doc, label.local, font, x, doc.y, options);
}

/** The height `label` takes in `width` (both lines when it has a local text). */
function labelHeight(doc: Doc, label: Label, font: FontName, width: number): number {
  const english = doc.font(font).heightOfString(label.text, { width });
  return label.local
    ? english + doc.font(localFont(font)).heightOfString(label.local, { width })
    : english;
}

/**
 * 'State: Karnataka (29)' at the cursor; bilingual 'State / राज्य: Karnataka (29)', and a value
 * with a local text of its own has it on the line below.
 */
function labelledLine(
  doc: Doc,
  label: Label,
  value: string | Label,
  font: FontName,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const { text, local } = typeof value === 'string' ? { text: value, local: undefined } : value;
  const x = doc.x;
  if (!label.local) {
    doc.font(font).text(`${label.text}: ${text}`, options);
  } else {
    doc.font(font).text(`${label.text} / `, { ...options, continued: true });
    doc.font(localFont(font)).text(label.local, { continued: true });
    doc.font(font).text(`: ${text}`);
  }
  if (local) drawLocal(doc, local, font, x, doc.y, options);
}

function columns(isInterState: boolean, w: ColumnWidths, label: DocumentLabels['label']): Column[] {
  const num = (key: string, width: number, cell: Column['cell']): Column => ({
    title: label(key),
    width,
    align: 'right',
    cell,
  });
  const tax = isInterState
    ? [num('column-igst', w.igst, (l) => amount(l.igst))]
    : [
        num('column-cgst', w.cgstSgst, (l) => amount(l.cgst)),
        num('column-sgst', w.cgstSgst, (l) => amount(l.sgst)),
      ];
  const first: Column = {
    title: { text: '#' },
    width: w.index,
    align: 'right',
    cell: (_, i) => String(i + 1),
  };
  const rest = [
    {
      title: label('column-hsn'),
      width: w.hsn,
      align: 'left' as const,
      cell: (l: InvoiceLine) => l.hsn,
    },
    num('column-qty', w.qty, (l) => String(l.qty)),
    ...(w.unitPrice === undefined
      ? []
      : [num('column-unit-price', w.unitPrice, (l) => amount(l.unitPrice))]),
    ...(w.discount === undefined
      ? []
      : [num('column-discount', w.discount, (l) => amount(l.discount))]),
    num('column-taxable-value', w.taxableValue, (l) => amount(l.taxableValue)),
    num('column-gst-rate', w.gstRate, (l) => `${l.gstRate}%`),
    ...tax,
    num('column-total', w.total, (l) => amount(l.total)),
  ];
  const used = [first, ...rest].reduce((a, c) => a + c.width, 0);
  const description: Column = {
    title: label('column-description'),
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (l) => l.description,
  };
  return [first, description, ...rest];
}

/** What one kind of GST document prints differently from another. */
export interface GstDocumentLayout {
  /** the heading, e.g. 'Tax Invoice' */
  title: Label;
  /** a stamp in red beside the heading, e.g. 'CANCELLED' on a cancelled order's invoice */
  stamp?: Label;
  /** a test order's document: the sentence in red under the heading saying it is not one */
  testNote?: Label;
  /** the PDF's own title and date */
  info: { title: string; creationDate: Date };
  /** label and value pairs beside the seller */
  facts: [label: Label, value: string | Label][];
  factLabelWidth: number;
  /** the heading over the buyer, e.g. 'Bill to / Ship to' */
  buyerHeading: Label;
  /** label and value lines printed under the place of supply */
  buyerNotes?: [label: Label, value: Label][];
  columnWidths: ColumnWidths;
  /** the label of the last totals row, e.g. 'Invoice total' */
  totalLabel: Label;
  /** paragraphs before the amount in words */
  notesBeforeWords?: Label[];
  /** paragraphs after the amount in words */
  notesAfterWords?: Label[];
  /** the closing line, e.g. 'This is a computer-generated invoice.' */
  closing: Label;
}

/** Draws one table row from `y` and returns the y below it. */
function drawRow(doc: Doc, cols: Column[], cells: Label[], y: number, bold: boolean): number {
  const font: FontName = bold ? 'bold' : 'regular';
  doc.font(font).fontSize(7.5).fillColor('black');
  const pad = 3;
  const height = Math.max(
    ...cells.map((cell, i) => labelHeight(doc, cell, font, cols[i]!.width - 2 * pad)),
  );
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const col = cols[i]!;
    drawLabel(doc, cell, font, x + pad, y + pad, { width: col.width - 2 * pad, align: col.align });
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

function drawHeader(
  doc: Doc,
  d: GstDocumentData,
  layout: GstDocumentLayout,
  { label }: DocumentLabels,
): number {
  if (layout.stamp) {
    // right-aligned in red, so a cancelled invoice cannot be mistaken for a payable one
    doc.fontSize(16).fillColor('#c62828');
    drawLabel(doc, layout.stamp, 'bold', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'right' });
  }
  doc.fontSize(16).fillColor('black');
  drawLabel(doc, layout.title, 'bold', MARGIN, MARGIN, {});
  let top = layout.title.local ? doc.y + 8 : MARGIN + 28;
  if (layout.testNote) {
    doc.fontSize(9).fillColor('#c62828');
    drawLabel(doc, layout.testNote, 'bold', MARGIN, top - 4, { width: CONTENT_WIDTH });
    doc.fillColor('black');
    top = doc.y + 8;
  }
  const half = CONTENT_WIDTH / 2;
  doc.font('bold').fontSize(11).text(d.seller.storeName, MARGIN, top, { width: half });
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  doc.text(d.seller.legalName, { width: half });
  doc.text(d.seller.address, { width: half });
  doc.fillColor('black');
  labelledLine(doc, label('gstin'), d.seller.gstin, 'regular', { width: half });
  const state = `${d.seller.stateName} (${d.seller.stateCode})`;
  labelledLine(doc, label('state'), state, 'regular', { width: half });
  const sellerBottom = doc.y;
  const right = MARGIN + half;
  const labelWidth = layout.factLabelWidth;
  const rowHeight = layout.facts.some(([l]) => l.local) ? 22 : 13;
  layout.facts.forEach(([fact, value], i) => {
    const y = top + i * rowHeight;
    doc.fontSize(8.5).fillColor(GREY);
    drawLabel(doc, fact, 'regular', right, y, { width: labelWidth });
    doc.fillColor('black');
    const shown = typeof value === 'string' ? { text: value } : value;
    drawLabel(doc, shown, 'bold', right + labelWidth, y, { width: half - labelWidth });
  });
  return Math.max(sellerBottom, top + layout.facts.length * rowHeight) + 12;
}

function drawBuyer(
  doc: Doc,
  d: GstDocumentData,
  layout: GstDocumentLayout,
  { label }: DocumentLabels,
  y: number,
): number {
  doc.fontSize(9).fillColor('black');
  drawLabel(doc, layout.buyerHeading, 'bold', MARGIN, y, {});
  doc.font('regular').fontSize(8.5);
  if (d.buyer.businessName) doc.font('bold').text(d.buyer.businessName).font('regular');
  if (d.buyer.gstin) labelledLine(doc, label('buyer-gstin'), d.buyer.gstin, 'bold');
  doc.text(d.buyer.name);
  for (const line of d.buyer.addressLines) doc.text(line, { width: CONTENT_WIDTH / 2 });
  labelledLine(doc, label('phone'), d.buyer.phone, 'regular');
  labelledLine(doc, label('state'), `${d.buyer.stateName} (${d.buyer.stateCode})`, 'regular');
  labelledLine(doc, label('place-of-supply'), d.placeOfSupply, 'bold');
  for (const [note, value] of layout.buyerNotes ?? []) labelledLine(doc, note, value, 'regular');
  return doc.y + 10;
}

function drawTable(
  doc: Doc,
  d: GstDocumentData,
  widths: ColumnWidths,
  labels: DocumentLabels,
  startY: number,
): number {
  const cols = columns(d.isInterState, widths, labels.label);
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
      cols.map((c) => ({ text: c.cell(line, i) })),
      y,
      false,
    );
  });
  return y;
}

function drawTotals(
  doc: Doc,
  d: GstDocumentData,
  totalLabel: Label,
  { label }: DocumentLabels,
  y: number,
): number {
  const t = d.totals;
  const rows: [Label, string][] = [[label('taxable-value'), formatInr(t.taxable)]];
  if (d.isInterState) rows.push([label('igst'), formatInr(t.igst)]);
  else rows.push([label('cgst'), formatInr(t.cgst)], [label('sgst'), formatInr(t.sgst)]);
  rows.push([totalLabel, formatInr(t.total)]);
  const rowHeight = totalLabel.local ? 26 : 14;
  if (y > doc.page.height - MARGIN - 160) {
    doc.addPage();
    y = MARGIN;
  }
  const labelX = MARGIN + CONTENT_WIDTH - 220;
  rows.forEach(([rowLabel, value], i) => {
    const bold = i === rows.length - 1;
    const rowY = y + 8 + i * rowHeight;
    doc.fontSize(bold ? 10 : 8.5).fillColor('black');
    drawLabel(doc, rowLabel, bold ? 'bold' : 'regular', labelX, rowY, { width: 110 });
    doc
      .font(bold ? 'bold' : 'regular')
      .text(value, labelX + 110, rowY, { width: 110, align: 'right' });
  });
  return y + 8 + rows.length * rowHeight + 6;
}

function drawFooter(
  doc: Doc,
  d: GstDocumentData,
  layout: GstDocumentLayout,
  { label, localAmountInWords }: DocumentLabels,
  y: number,
): void {
  const width = CONTENT_WIDTH;
  doc.font('regular').fontSize(8.5).fillColor('black');
  for (const note of layout.notesBeforeWords ?? []) {
    drawLabel(doc, note, 'regular', MARGIN, y, { width });
    y = doc.y + 4;
  }
  const words = label('amount-in-words');
  if (words.local) {
    doc.font('bold').text(`${words.text} / `, MARGIN, y, { continued: true, width: CONTENT_WIDTH });
    doc.font('local-bold').text(words.local, { continued: true });
    doc.font('bold').text(': ', { continued: true });
  } else {
    doc.font('bold').text(`${words.text}: `, MARGIN, y, { continued: true, width: CONTENT_WIDTH });
  }
  doc.font('regular').text(d.amountInWords);
  const localWords = localAmountInWords?.(d.totals.total);
  if (localWords) doc.font('local').text(localWords, MARGIN, doc.y, { width });
  for (const note of layout.notesAfterWords ?? []) {
    doc.moveDown(0.5);
    drawLabel(doc, note, 'regular', MARGIN, doc.y, { width });
  }
  doc.moveDown(1.5);
  doc.fillColor(GREY).fontSize(8);
  drawLabel(doc, layout.closing, 'regular', MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** A GST document as a PDF Buffer: header, buyer, lines, totals and footer, amounts in Indian grouping. */
export function renderGstDocumentPdf(
  d: GstDocumentData,
  layout: GstDocumentLayout,
  labels: DocumentLabels,
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
  if (labels.localFonts) {
    doc.registerFont('local', labels.localFonts.regular);
    doc.registerFont('local-bold', labels.localFonts.bold);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const afterHeader = drawHeader(doc, d, layout, labels);
  const afterBuyer = drawBuyer(doc, d, layout, labels, afterHeader);
  const afterTable = drawTable(doc, d, layout.columnWidths, labels, afterBuyer);
  const afterTotals = drawTotals(doc, d, layout.totalLabel, labels, afterTable);
  drawFooter(doc, d, layout, labels, afterTotals);
  doc.end();
  return done;
}
