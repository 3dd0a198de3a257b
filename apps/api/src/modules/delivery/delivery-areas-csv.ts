import type { DeliveryArea } from '@kirana/shared';

// The console's delivery-area upload: a CSV with the header
// `pincode_prefix,days,cutoff_hour,active` (and optionally `place`), one area a line. Every
// line is checked before anything is applied; any wrong line names itself and nothing changes.

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

/** One CSV record's fields: commas split, "double quotes" may hold commas and "" a quote. */
function splitRecord(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) return null;
        value += line.slice(i, q);
        i = q + 1;
        if (line[i] === '"') {
          value += '"';
          i++;
        } else break;
      }
      if (i < line.length && line[i] !== ',') return null;
    } else {
      const c = line.indexOf(',', i);
      value = c < 0 ? line.slice(i) : line.slice(i, c);
      i = c < 0 ? line.length : c;
    }
    fields.push(value.trim());
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** Parses and checks the whole file; areas only when every line is right. */
export function parseAreasCsv(csv: string): AreasCsvResult {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: CsvLineProblem[] = [];
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  const header = headerAt < 0 ? null : splitRecord(lines[headerAt]!.toLowerCase());
  const withPlace = header?.length === 5 && header[4] === 'place';
  if (
    !header ||
    !AREA_CSV_COLUMNS.every((c, i) => header[i] === c) ||
    (header.length !== 4 && !withPlace)
  ) {
    return {
      ok: false,
      problems: [
        {
          line: headerAt < 0 ? 1 : headerAt + 1,
          message: `The first line must be ${AREA_CSV_COLUMNS.join(',')} (and optionally ,place)`,
        },
      ],
    };
  }
  if (lines.length > MAX_LINES + headerAt + 1)
    return {
      ok: false,
      problems: [{ line: MAX_LINES + headerAt + 2, message: `At most ${MAX_LINES} areas` }],
    };

  const areas: Extract<AreasCsvResult, { ok: true }>['areas'] = [];
  const seen = new Map<string, number>();
  for (let i = headerAt + 1; i < lines.length && problems.length < MAX_ERRORS; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const line = i + 1;
    const bad = (message: string) => problems.push({ line, message });
    const f = splitRecord(raw);
    if (!f || f.length !== header.length) {
      bad(`Expected ${header.length} values separated by commas`);
      continue;
    }
    const [prefix, daysText, cutoffText, activeText, place] = f as [
      string,
      string,
      string,
      string,
      string?,
    ];
    if (!/^[1-9]\d{0,5}$/.test(prefix)) {
      bad(`pincode_prefix "${prefix}" must be 1 to 6 digits, not starting with 0`);
      continue;
    }
    if (!/^\d{1,2}$/.test(daysText) || Number(daysText) > 30) {
      bad(`days "${daysText}" must be a whole number from 0 to 30`);
      continue;
    }
    if (
      cutoffText !== '' &&
      (!/^\d{1,2}$/.test(cutoffText) || +cutoffText < 1 || +cutoffText > 23)
    ) {
      bad(`cutoff_hour "${cutoffText}" must be empty or an hour from 1 to 23`);
      continue;
    }
    const active = activeText.toLowerCase();
    if (!TRUE.has(active) && !FALSE.has(active)) {
      bad(`active "${activeText}" must be true or false`);
      continue;
    }
    if (place !== undefined && place.length > 80) {
      bad('place must be at most 80 characters');
      continue;
    }
    const earlier = seen.get(prefix);
    if (earlier !== undefined) {
      bad(`pincode_prefix ${prefix} is already on line ${earlier}`);
      continue;
    }
    seen.set(prefix, line);
    areas.push({
      Prefix: prefix,
      Days: Number(daysText),
      CutoffHour: cutoffText === '' ? null : Number(cutoffText),
      IsActive: TRUE.has(active),
      Place: place === undefined ? undefined : place || null,
    });
  }
  return problems.length ? { ok: false, problems } : { ok: true, areas };
}
