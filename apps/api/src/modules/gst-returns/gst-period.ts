// A return's tax period: a month ('2026-11') or a quarter ('2026-Q4': October to December),
// read in India time. GST quarters (QRMP) are April–June, July–September, October–December and
// January–March, so a calendar quarter is always one of them.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const PERIOD_RE = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/;

export interface GstPeriod {
  /** as asked: '2026-11' or '2026-Q4' */
  label: string;
  /** the first instant of the period (India midnight of its first day) */
  start: Date;
  /** the first instant after it */
  end: Date;
  /** the portal's return period, 'MMYYYY' of the period's last month (a quarterly return's too) */
  fp: string;
}

/** The instant an India month starts (month 1-12; 13 is January of the next year). */
const indiaMonthStart = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);

/** A period from its label; null when the label is not one. */
export function gstPeriod(label: string): GstPeriod | null {
  const m = PERIOD_RE.exec(label);
  if (!m) return null;
  const year = Number(m[1]);
  const first = m[2] ? Number(m[2]) : (Number(m[3]) - 1) * 3 + 1;
  const last = m[2] ? first : first + 2;
  return {
    label,
    start: indiaMonthStart(year, first),
    end: indiaMonthStart(year, last + 1),
    fp: `${String(last).padStart(2, '0')}${year}`,
  };
}

/** A date as India's calendar reads it: { day, month, year }. */
export function indiaDate(d: Date): { day: number; month: number; year: number } {
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  return { day: ist.getUTCDate(), month: ist.getUTCMonth() + 1, year: ist.getUTCFullYear() };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** '05-11-2026': the portal JSON's dates. */
export function portalDate(d: Date): string {
  const { day, month, year } = indiaDate(d);
  return `${two(day)}-${two(month)}-${year}`;
}

/** '05-Nov-2026': the offline tool's CSV dates. */
export function offlineToolDate(d: Date): string {
  const { day, month, year } = indiaDate(d);
  return `${two(day)}-${MONTHS[month - 1]}-${year}`;
}
