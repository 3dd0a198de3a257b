import { describe, expect, it } from 'vitest';
import { parseAreasCsv } from './delivery-areas-csv';

const HEADER = 'pincode_prefix,days,cutoff_hour,active';

describe('parseAreasCsv', () => {
  it('reads areas with or without a place, blank lines and a BOM', () => {
    const csv = `\uFEFF${HEADER}\r\n560,1,18,true\r\n\r\n744,3,,no\n`;
    expect(parseAreasCsv(csv)).toEqual({
      ok: true,
      areas: [
        { Prefix: '560', Days: 1, CutoffHour: 18, IsActive: true, Place: undefined },
        { Prefix: '744', Days: 3, CutoffHour: null, IsActive: false, Place: undefined },
      ],
    });
    const placed = parseAreasCsv(`${HEADER},place\n400001,0,12,yes,"Mumbai, Fort"\n411,2,,1,`);
    expect(placed).toMatchObject({
      ok: true,
      areas: [
        { Prefix: '400001', Place: 'Mumbai, Fort' },
        { Prefix: '411', Place: null },
      ],
    });
  });

  it('names every wrong line and gives no areas', () => {
    const csv = [
      HEADER,
      '560,1,18,true',
      '056,1,18,true',
      '561,31,18,true',
      '562,1,24,true',
      '563,1,18,maybe',
      '564,1,18',
      '560,2,,false',
    ].join('\n');
    const result = parseAreasCsv(csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(result.problems[0]!.message).toMatch(/pincode_prefix "056"/);
    expect(result.problems[5]!.message).toBe('pincode_prefix 560 is already on line 2');
  });

  it('names the line where a quote is malformed, and gives no areas', () => {
    const result = parseAreasCsv(`${HEADER}\n560,1,18,true\n561,1,"18"x,true\n562,1,18,true`);
    expect(result).toMatchObject({ ok: false, problems: [{ line: 3 }] });
    if (!result.ok) expect(result.problems[0]!.message).toMatch(/not valid CSV/);
  });

  it('refuses a file without the header', () => {
    expect(parseAreasCsv('560,1,18,true')).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(parseAreasCsv('')).toMatchObject({ ok: false, problems: [{ line: 1 }] });
  });
});
