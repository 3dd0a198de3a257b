import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, indiaInputOf, isoOfIndiaInput } from './dates';

describe('console dates, always India time', () => {
  it('shows an instant as India sees it, whatever the machine zone', () => {
    // 18:45 UTC is 00:15 the next day in India
    expect(formatDate('2026-03-04T18:45:00Z')).toBe('5 Mar 2026');
    expect(formatDateTime('2026-03-04T18:45:00Z')).toMatch(/^5 Mar 2026, 12:15\s?am$/i);
    expect(formatDayMonth('2026-11-25')).toBe('25 Nov');
  });

  it('reads and writes datetime-local boxes in India time, both ways', () => {
    expect(indiaInputOf('2026-03-04T18:45:00Z')).toBe('2026-03-05T00:15');
    expect(isoOfIndiaInput('2026-03-05T00:15')).toBe('2026-03-04T18:45:00.000Z');
    expect(isoOfIndiaInput(indiaInputOf('2026-12-31T23:59:00Z'))).toBe('2026-12-31T23:59:00.000Z');
    expect(indiaInputOf(null)).toBe('');
    expect(isoOfIndiaInput('')).toBeNull();
  });
});
