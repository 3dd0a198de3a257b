import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { formatInr } from '@kirana/shared';
import PDFDocument from 'pdfkit';

import type { InvoiceData, InvoiceLine } from './invoice-data';

// The GST tax invoice as an A4 PDF. DejaVu Sans is embedded (pdfkit keeps only the glyphs
// used) because the standard PDF fonts have no rupee sign.

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

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: InvoiceLine, i: number) => string;
}

function columns(isInterState: boolean): Column[] {
  const num = (title: string, width: number, cell: Column['cell']): Column => ({
    title,
    width,
    align: 'right',
    cell,
  });
  const tax = isInterState
    ? [num('IGST (₹)', 70, (l) => amount(l.igst))]
    : [num('CGST (₹)', 46, (l) => amount(l.cgst)), num('SGST (₹)', 46, (l) => amount(l.sgst))];
  const fixed = [
    num('#', 14, (_, i) => String(i + 1)),
    { title: 'HSN/SAC', width: 42, align: 'left' as const, cell: (l: InvoiceLine) => l.hsn },
    num('Qty', 24, (l) => String(l.qty)),
    num('Unit price (₹)', 52, (l) => amount(l.unitPrice)),
    num('Discount (₹)', 46, (l) => amount(l.discount)),
    num('Taxable value (₹)', 56, (l) => amount(l.taxableValue)),
    num('GST %', 26, (l) => `${l.gstRate}%`),
    ...tax,
    num('Total (₹)', 56, (l) => amount(l.total)),
  ];
  const used = fixed.reduce((a, c) => a + c.width, 0);
  const description: Column = {
    title: 'Description',
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (l) => l.description,
  };
  return [fixed[0]!, description, ...fixed.slice(1)];
}

/** Draws one table row from `y` and returns the y below it. */
function drawRow(doc: Doc, cols: Column[], cells: string[], y: number, bold: boolean): number {
  doc.font(bold ? 'bold' : 'regular').fontSize(7.5);
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

function drawHeader(doc: Doc, d: InvoiceData): number {
  doc.font('bold').fontSize(16).fillColor('black').text('Tax Invoice', MARGIN, MARGIN);
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
  const facts = [
    ['Invoice no.', d.invoiceNumber],
    ['Invoice date', dateFormat.format(d.invoiceDate)],
    ['Order no.', d.orderNumber],
    ['Reverse charge', 'No'],
  ];
  facts.forEach(([label, value], i) => {
    const y = top + i * 13;
    doc.font('regular').fontSize(8.5).fillColor(GREY).text(label!, right, y, { width: 80 });
    doc
      .font('bold')
      .fillColor('black')
      .text(value!, right + 80, y, { width: half - 80 });
  });
  return Math.max(sellerBottom, top + facts.length * 13) + 12;
}

function drawBuyer(doc: Doc, d: InvoiceData, y: number): number {
  doc.font('bold').fontSize(9).fillColor('black').text('Bill to / Ship to', MARGIN, y);
  doc.font('regular').fontSize(8.5);
  doc.text(d.buyer.name);
  for (const line of d.buyer.addressLines) doc.text(line, { width: CONTENT_WIDTH / 2 });
  doc.text(`Phone: ${d.buyer.phone}`);
  doc.text(`State: ${d.buyer.stateName} (${d.buyer.stateCode})`);
  doc.font('bold').text(`Place of supply: ${d.placeOfSupply}`);
  return doc.y + 10;
}

function drawTable(doc: Doc, d: InvoiceData, startY: number): number {
  const cols = columns(d.isInterState);
  const header = () =>
    drawRow(
      doc,
      cols,
      cols.map((c) => c.title),
      doc.y,
      true,
    );
  doc.y = startY;
  let y = header();
  d.lines.forEach((line, i) => {
    if (y > doc.page.height - MARGIN - 60) {
      doc.addPage();
      doc.y = MARGIN;
      y = header();
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

function drawTotals(doc: Doc, d: InvoiceData, y: number): number {
  const t = d.totals;
  const rows: [string, string][] = [['Taxable value', formatInr(t.taxable)]];
  if (d.isInterState) rows.push(['IGST', formatInr(t.igst)]);
  else rows.push(['CGST', formatInr(t.cgst)], ['SGST', formatInr(t.sgst)]);
  rows.push(['Invoice total', formatInr(t.total)]);
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

function drawFooter(doc: Doc, d: InvoiceData, y: number): void {
  doc.font('regular').fontSize(8.5).fillColor('black');
  if (d.couponDiscount > 0) {
    const code = d.couponCode ? `Coupon ${d.couponCode}` : 'Coupon';
    doc.text(
      `${code}: ${formatInr(d.couponDiscount)} off, already taken off the line values above.`,
      MARGIN,
      y,
      { width: CONTENT_WIDTH },
    );
    y = doc.y + 4;
  }
  doc.font('bold').text('Amount in words: ', MARGIN, y, { continued: true, width: CONTENT_WIDTH });
  doc.font('regular').text(d.amountInWords);
  doc.moveDown(1.5);
  doc.fillColor(GREY).fontSize(8).text('This is a computer-generated invoice.', MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** The invoice as a PDF Buffer: every fact rule 46 asks of a B2C tax invoice, amounts in Indian grouping. */
export function renderInvoicePdf(d: InvoiceData): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax Invoice ${d.invoiceNumber}`,
      Author: d.seller.legalName,
      CreationDate: d.invoiceDate,
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
  const afterHeader = drawHeader(doc, d);
  const afterBuyer = drawBuyer(doc, d, afterHeader);
  const afterTable = drawTable(doc, d, afterBuyer);
  drawFooter(doc, d, drawTotals(doc, d, afterTable));
  doc.end();
  return done;
}
