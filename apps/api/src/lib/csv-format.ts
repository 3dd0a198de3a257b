// Writing CSV (RFC 4180): cells quoted when they must be, CRLF line ends, and a byte order mark
// first so Excel (which otherwise reads a .csv in the PC's ANSI code page) shows ₹ and Hindi names.

/** U+FEFF, written first: the mark Excel needs to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): text that
 * starts so is written after an apostrophe, which the spreadsheet shows as text. Only names and
 * labels go through this; the import does not read them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a number as it is; text quoted (quotes doubled) when it holds a comma, quote or line end. */
export function csvCell(value: string | number, opts: { text?: boolean } = {}): string {
  let s = String(value);
  if (opts.text && FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One record, ended by CRLF as RFC 4180 says. */
export const csvLine = (cells: string[]): string => `${cells.join(',')}\r\n`;

/** A moment as India's date and time, "YYYY-MM-DD HH:MM" (a spreadsheet reads it as a date). */
export const csvIndiaDateTime = (at: Date): string =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
