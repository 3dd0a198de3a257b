import type { DeliveryArea } from '@kirana/shared';
import { csvRecords } from '../../lib/csv-records';

// The console's delivery-area upload: a CSV with the header
// `pincode_prefix,days,cutoff_hour,active` (and optionally `place`), one area a line. Every
// line is checked before anything is applied; any wrong line names itself and nothing changes.
// csv-parse reads the records (lib/csv-records.ts); a malformed quote stops the file at its line.

export const AREA_CSV_COLUMNS = ['pincode_prefix', 'days', 'cutoff_hour', 'active'] as const;
const MAX_LINES = 20_000;
const MAX_ERRORS = 50;

export interface CsvLineProblem {
  line: number;
  message: string;
}

export type AreasCsvResult =
  | { ok: true; areas: (Omit<DeliveryArea, 'Place'> & { Place: string | null | undefined })[] }
  | { ok: false; problems: CsvLineProblem[] };

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

type ReadArea = Extract<AreasCsvResult, { ok: true }>['areas'][number];

/** One data record's area, or what is wrong with it (repeats are checked by the caller). */
function readArea(f: string[], columns: number): ReadArea | string {
  if (f.length !== columns) return `Expected ${columns} values separated by commas`;
  const [prefix, daysText, cutoffText, activeText, place] = f as [
    string,
    string,
    string,
    string,
    string?,
  ];
  if (!/^[1-9]\d{0,5}$/.test(prefix))
    return `pincode_prefix "${prefix}" must be 1 to 6 digits, not starting with 0`;
  if (!/^\d{1,2}$/.test(daysText) || Number(daysText) > 30)
    return `days "${daysText}" must be a whole number from 0 to 30`;
  if (cutoffText !== '' && (!/^\d{1,2}$/.test(cutoffText) || +cutoffText < 1 || +cutoffText > 23))
    return `cutoff_hour "${cutoffText}" must be empty or an hour from 1 to 23`;
  const active = activeText.toLowerCase();
  if (!TRUE.has(active) && !FALSE.has(active))
    return `active "${activeText}" must be true or false`;
  if (place !== undefined && place.length > 80) return 'place must be at most 80 characters';
  return {
    Prefix: prefix,
    Days: Number(daysText),
    CutoffHour: cutoffText === '' ? null : Number(cutoffText),
    IsActive: TRUE.has(active),
    Place: place === undefined ? undefined : place || null,
  };
}

/** True when the header names the columns in order, with or without a last `place`. */
function isAreasHeader(cells: string[] | undefined): boolean {
  const header = cells?.map((c) => c.toLowerCase());
  if (!header || !AREA_CSV_COLUMNS.every((c, i) => header[i] === c)) return false;
  return header.length === 4 || (header.length === 5 && header[4] === 'place');
}

/** Parses and checks the whole file; areas only when every line is right. */
export function parseAreasCsv(csv: string): AreasCsvResult {
  const records = csvRecords(csv);
  if (!Array.isArray(records)) return { ok: false, problems: [records] };
  const [header, ...data] = records;
  if (!isAreasHeader(header?.cells)) {
    const message = `The first line must be ${AREA_CSV_COLUMNS.join(',')} (and optionally ,place)`;
    return { ok: false, problems: [{ line: header?.line ?? 1, message }] };
  }
  if (data.length > MAX_LINES)
    return {
      ok: false,
      problems: [{ line: MAX_LINES + header!.line + 1, message: `At most ${MAX_LINES} areas` }],
    };

  const problems: CsvLineProblem[] = [];
  const areas: ReadArea[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of data) {
    if (problems.length >= MAX_ERRORS) break;
    const area = readArea(cells, header!.cells.length);
    const earlier = typeof area === 'string' ? undefined : seen.get(area.Prefix);
    if (typeof area === 'string') problems.push({ line, message: area });
    else if (earlier !== undefined)
      problems.push({
        line,
        message: `pincode_prefix ${area.Prefix} is already on line ${earlier}`,
      });
    else {
      seen.set(area.Prefix, line);
      areas.push(area);
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, areas };
}
