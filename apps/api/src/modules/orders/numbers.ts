// Order and invoice numbers. Dates are read in India time (IST, UTC+05:30, no daylight saving),
// so an order placed at 00:30 on 1 April in India belongs to April and to the new financial year.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** GST (CGST Rules, rule 46(b)): an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

const FY_RE = /^(\d{4})-(\d{2})$/;

function istYearMonth(date: Date): { year: number; month: number } {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1 };
}

function assertSeq(seq: number): void {
  if (!Number.isSafeInteger(seq) || seq < 1) {
    throw new RangeError(`sequence must be a whole number from 1 (got ${seq})`);
  }
}

/** 'KRN-YYMM-000123': month in India time, the sequence zero-padded to 6 digits and longer when it grows. */
export function orderNumber(createdAt: Date, seq: number): string {
  assertSeq(seq);
  const { year, month } = istYearMonth(createdAt);
  const yymm = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}`;
  return `KRN-${yymm}-${String(seq).padStart(6, '0')}`;
}

/** The Indian financial year (1 April to 31 March, India time) of a date, as '2026-27'. */
export function financialYear(date: Date): string {
  const { year, month } = istYearMonth(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * How many invoice series a financial year has. Orders committing together take numbers from
 * different series (each gap-free), instead of all waiting for one counter row (see
 * docs/decisions/invoice-series.md).
 */
export const INVOICE_SERIES = 10;

/**
 * 'KRN/26-27/000123': a gap-free series per financial year, at most 16 characters as GST
 * requires ('KRN/2026-27/000123' would be 18), so the year is written short. Series 1 to 9 of
 * the year are written 'KR1/26-27/000123' to 'KR9/...'. A series holds 999,999 invoices a year;
 * a larger sequence throws rather than print an unlawful number.
 */
export function invoiceNumber(fy: string, seq: number, series = 0): string {
  assertSeq(seq);
  const m = FY_RE.exec(fy);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) {
    throw new RangeError(`financial year must look like '2026-27' (got '${fy}')`);
  }
  if (!Number.isInteger(series) || series < 0 || series >= INVOICE_SERIES) {
    throw new RangeError(`invoice series must be 0 to ${INVOICE_SERIES - 1} (got ${series})`);
  }
  const prefix = series === 0 ? 'KRN' : `KR${series}`;
  const number = `${prefix}/${m[1]!.slice(2)}-${m[2]}/${String(seq).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(
      `invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters`,
    );
  }
  return number;
}

/** The documents of a test order: its invoice and its credit notes, each a series of its own. */
export type TestDocumentKind = 'invoice' | 'credit_note';

const TEST_PREFIX: Record<TestDocumentKind, string> = { invoice: 'TST', credit_note: 'TCN' };

/**
 * 'TST/26-27/000123' (a test order's invoice) or 'TCN/26-27/000123' (its credit note): gap-free
 * series per financial year apart from the real ones ('KRN', 'KR1'…'KR9', 'CN'), which GSTR-1
 * files, so a sandbox order leaves no hole in them. 16 characters at most, like the real ones.
 */
export function testDocumentNumber(kind: TestDocumentKind, fy: string, seq: number): string {
  assertSeq(seq);
  const m = FY_RE.exec(fy);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) {
    throw new RangeError(`financial year must look like '2026-27' (got '${fy}')`);
  }
  const number = `${TEST_PREFIX[kind]}/${m[1]!.slice(2)}-${m[2]}/${String(seq).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`test document number ${number} is longer than 16 characters`);
  }
  return number;
}

/** Whether a document number is of a test series ('TST/…', 'TCN/…'). */
export const isTestDocumentNumber = (number: string): boolean => /^T(ST|CN)\//.test(number);
