import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatInr } from '@kirana/shared';
import PDFDocument from 'pdfkit';
import type { InvoiceLine } from '../../orders';
import type { CreditNoteData } from './credit-note-data';

// The GST credit note as an A4 PDF, laid out like the tax invoice it reduces. DejaVu Sans is
// embedded (only the glyphs used) because the standard PDF fonts have no rupee sign.

type Doc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  });

const MARGIN = 36;
const CONTENT_WIDTH = 595.28 - 2 * MARGIN; // A4
const GREY = '#555555';

const amountFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
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
    : [num('CGST (₹)', 50, (l) => amount(l.cgst)), num('SGST (₹)', 50, (l) => amount(l.sgst))];
  const rest = [
    { title: 'HSN/SAC', width: 46, align: 'left' as const, cell: (l: InvoiceLine) => l.hsn },
    num('Qty', 26, (l) => String(l.qty)),
    num('Taxable value (₹)', 62, (l) => amount(l.taxableValue)),
    num('GST %', 30, (l) => `${l.gstRate}%`),
    ...tax,
    num('Total (₹)', 60, (l) => amount(l.total)),
  ];
  const first = num('#', 16, (_, i) => String(i + 1));
  const used = [first, ...rest].reduce((a, c) => a + c.width, 0);
  const description: Column = {
    title: 'Description',
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (l) => l.description,
  };
  return [first, description, ...rest];
}

function drawRow(doc: Doc, cols: Column[], cells: string[], y: number, bold: boolean): number {
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(7.5)
    .fillColor('black');
  const pad = 3;
  const height = Math.max(
    ...cells.map((t, i) => doc.heightOfString(t, { width: cols[i]!.width - 2 * pad })),
  );
  let x = MARGIN;
  cells.forEach((t, i) => {
    doc.text(t, x + pad, y + pad, { width: cols[i]!.width - 2 * pad, align: cols[i]!.align });
    x += cols[i]!.width;
  });
  const bottom = y + height + 2 * pad;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + CONTENT_WIDTH, bottom)
    .lineWidth(0.5)
    .stroke('#bbbbbb');
  return bottom;
}

function drawHeader(doc: Doc, d: CreditNoteData): number {
  doc.font('bold').fontSize(16).fillColor('black').text('Credit Note', MARGIN, MARGIN);
  const top = MARGIN + 28;
  const half = CONTENT_WIDTH / 2;
  doc.font('bold').fontSize(11).text(d.seller.storeName, MARGIN, top, { width: half });
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  doc.text(d.seller.legalName, { width: half });
  doc.text(d.seller.address, { width: half });
  doc.fillColor('black').text(`GSTIN: ${d.seller.gstin}`, { width: half });
  doc.text(`State: ${d.seller.stateName} (${d.seller.stateCode})`, { width: half });
  const sellerBottom = doc.y;
  const facts = [
    ['Credit note no.', d.creditNoteNumber],
    ['Credit note date', dateFormat.format(d.creditNoteDate)],
    ['Original invoice no.', d.invoiceNumber],
    ['Original invoice date', dateFormat.format(d.invoiceDate)],
    ['Order no.', d.orderNumber],
    ['Refund no.', d.refundNumber],
    ['Reverse charge', 'No'],
  ];
  const right = MARGIN + half;
  facts.forEach(([label, value], i) => {
    const y = top + i * 13;
    doc.font('regular').fontSize(8.5).fillColor(GREY).text(label!, right, y, { width: 100 });
    doc
      .font('bold')
      .fillColor('black')
      .text(value!, right + 100, y, { width: half - 100 });
  });
  return Math.max(sellerBottom, top + facts.length * 13) + 12;
}

function drawBuyer(doc: Doc, d: CreditNoteData, y: number): number {
  doc.font('bold').fontSize(9).fillColor('black').text('Recipient', MARGIN, y);
  doc.font('regular').fontSize(8.5);
  doc.text(d.buyer.name);
  for (const line of d.buyer.addressLines) doc.text(line, { width: CONTENT_WIDTH / 2 });
  doc.text(`Phone: ${d.buyer.phone}`);
  doc.text(`State: ${d.buyer.stateName} (${d.buyer.stateCode})`);
  doc.font('bold').text(`Place of supply: ${d.placeOfSupply}`);
  doc.font('regular').text(`Reason: ${d.reason}`);
  return doc.y + 10;
}

function drawTable(doc: Doc, d: CreditNoteData, startY: number): number {
  const cols = columns(d.isInterState);
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

function drawTotals(doc: Doc, d: CreditNoteData, y: number): number {
  const t = d.totals;
  const rows: [string, string][] = [['Taxable value', formatInr(t.taxable)]];
  if (d.isInterState) rows.push(['IGST', formatInr(t.igst)]);
  else rows.push(['CGST', formatInr(t.cgst)], ['SGST', formatInr(t.sgst)]);
  rows.push(['Credit note total', formatInr(t.total)]);
  if (y > doc.page.height - MARGIN - 160) {
    doc.addPage();
    y = MARGIN;
  }
  const labelX = MARGIN + CONTENT_WIDTH - 220;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    const rowY = y + 8 + i * 14;
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 10 : 8.5)
      .fillColor('black');
    doc.text(label, labelX, rowY, { width: 110 });
    doc.text(value, labelX + 110, rowY, { width: 110, align: 'right' });
  });
  return y + 8 + rows.length * 14 + 6;
}

function drawFooter(doc: Doc, d: CreditNoteData, y: number): void {
  doc.font('bold').fontSize(8.5).fillColor('black');
  doc.text('Amount in words: ', MARGIN, y, { continued: true, width: CONTENT_WIDTH });
  doc.font('regular').text(d.amountInWords);
  doc.moveDown(0.5);
  doc.text(
    `Issued against tax invoice ${d.invoiceNumber}; it reduces the value and tax of that invoice by the amounts above.`,
    MARGIN,
    doc.y,
    { width: CONTENT_WIDTH },
  );
  doc.moveDown(1.5);
  doc.fillColor(GREY).fontSize(8).text('This is a computer-generated credit note.', MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** The credit note as a PDF Buffer. */
export function renderCreditNotePdf(d: CreditNoteData): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Credit Note ${d.creditNoteNumber}`,
      Author: d.seller.legalName,
      CreationDate: d.creditNoteDate,
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
  drawFooter(doc, d, drawTotals(doc, d, drawTable(doc, d, afterBuyer)));
  doc.end();
  return done;
}
