// The periods the page offers: the last 15 months and the last 6 quarters (India time), newest
// first, as the API names them ('2026-11', '2026-Q4').

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface PeriodChoice {
  value: string;
  year: number;
  /** 1-12 for a month, 1-4 for a quarter */
  n: number;
}

function indiaYearMonth(now: Date) {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1 };
}

export function monthChoices(now: Date, count = 15): PeriodChoice[] {
  const { year, month } = indiaYearMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const k = year * 12 + (month - 1) - i;
    const y = Math.floor(k / 12);
    const m = (k % 12) + 1;
    return { value: `${y}-${String(m).padStart(2, '0')}`, year: y, n: m };
  });
}

export function quarterChoices(now: Date, count = 6): PeriodChoice[] {
  const { year, month } = indiaYearMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const k = year * 4 + Math.floor((month - 1) / 3) - i;
    const y = Math.floor(k / 4);
    const q = (k % 4) + 1;
    return { value: `${y}-Q${q}`, year: y, n: q };
  });
}

/** The month a return is usually filed for: the one before this one. */
export const lastMonth = (now: Date) => monthChoices(now, 2)[1]!.value;
