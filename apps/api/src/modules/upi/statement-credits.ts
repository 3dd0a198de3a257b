import type { StatementColumns, StatementDateFormat } from '@kirana/shared';
import type { SheetRow } from './statement-read';

// A statement's rows read through a layout (a bank's from BANK_LAYOUTS, or the owner's own
// mapping): the header row is found by its column names (statements open with the account's
// details), then each credit below it becomes { date, paise, narration, UTR, order number }.

export interface StatementLine {
  row: number;
  /** YYYY-MM-DD, or the text as written when it is not a date of the layout's format */
  date: string;
  amountPaise: number;
  narration: string;
  utr: string | null;
  orderNumber: string | null;
}

export interface ReadStatement {
  headers: string[];
  credits: StatementLine[];
  /** rows under the header that are not credits or cannot be read (debits are left out) */
  skipped: number;
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The header row: the first row holding the layout's date and narration columns. */
function findHeader(rows: SheetRow[], c: StatementColumns): number {
  const need = [c.date, c.narration].map(norm);
  return rows.findIndex((r) => need.every((h) => r.cells.some((cell) => norm(cell) === h)));
}

/** Rupees as written ("1,234.50", "₹ 99", "500.00 Cr") to whole paise; null when not an amount. */
export function paiseOf(text: string): number | null {
  const t = text.replace(/[,\s₹]|INR|Rs\.?|cr$|dr$/gi, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date in the layout's format as YYYY-MM-DD; null when it does not read as one. */
export function dateOf(text: string, format: StatementDateFormat): string | null {
  const t = text.trim();
  let d: number, m: number, y: number;
  const parts = (re: RegExp) => re.exec(t);
  if (format === 'YYYY-MM-DD') {
    const p = parts(/^(\d{4})-(\d{2})-(\d{2})/);
    if (!p) return null;
    [y, m, d] = [Number(p[1]), Number(p[2]), Number(p[3])];
  } else if (format === 'DD MMM YYYY' || format === 'DD-MMM-YYYY') {
    const p = parts(/^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{2,4})/);
    if (!p) return null;
    d = Number(p[1]);
    m = MONTHS.indexOf(p[2]!.toLowerCase()) + 1;
    y = Number(p[3]) < 100 ? 2000 + Number(p[3]) : Number(p[3]);
  } else {
    const p = parts(/^(\d{1,2})[/-](\d{1,2})[/-](\d{2,4})/);
    if (!p) return null;
    [d, m, y] = [Number(p[1]), Number(p[2]), Number(p[3])];
    if (format === 'DD/MM/YY' || y < 100) y += y < 100 ? 2000 : 0;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** The 12-digit UPI reference: the reference column (HDFC pads it with zeros), else the narration. */
export function utrOf(reference: string, narration: string): string | null {
  const ref = reference.replace(/\s/g, '');
  if (/^0*\d{12}$/.test(ref) && ref.length >= 12) return ref.slice(-12);
  return /(?<!\d)(\d{12})(?!\d)/.exec(narration)?.[1] ?? null;
}

/** Our order number in the narration (the payment note carries it), hyphens or not. */
export function orderNumberOf(narration: string): string | null {
  const m = /KRN-?(\d{4})-?(\d{6,})/i.exec(narration);
  return m ? `KRN-${m[1]}-${m[2]}` : null;
}

/** The credits of the statement, read through the layout; null when its header is not found. */
export function statementCredits(
  rows: SheetRow[],
  c: StatementColumns,
  dateFormat: StatementDateFormat,
): ReadStatement | null {
  const at = findHeader(rows, c);
  if (at < 0) return null;
  const headers = rows[at]!.cells;
  const col = (name: string | null) =>
    name === null ? -1 : headers.findIndex((h) => norm(h) === norm(name));
  const date = col(c.date);
  const narration = col(c.narration);
  const reference = col(c.reference);
  const credit = col(c.credit);
  const amount = col(c.amount);
  const flag = col(c.flag);
  const cell = (r: SheetRow, i: number) => (i < 0 ? '' : (r.cells[i] ?? ''));
  const credits: StatementLine[] = [];
  let skipped = 0;
  for (const r of rows.slice(at + 1)) {
    const isCredit =
      credit >= 0 ||
      norm(cell(r, flag)).replace(/[^a-z]/g, '') ===
        norm(c.creditFlag ?? '').replace(/[^a-z]/g, '');
    const paise = paiseOf(cell(r, credit >= 0 ? credit : amount));
    if (!isCredit || paise === null || paise <= 0) {
      skipped++;
      continue;
    }
    const text = cell(r, narration);
    credits.push({
      row: r.row,
      date: dateOf(cell(r, date), dateFormat) ?? cell(r, date),
      amountPaise: paise,
      narration: text,
      utr: utrOf(cell(r, reference), text),
      orderNumber: orderNumberOf(text),
    });
  }
  return { headers, credits, skipped };
}
