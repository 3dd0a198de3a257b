import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDayMonth,
  formatTime,
  formatWeekdayDayMonth,
} from './india-dates';

describe('India dates: one formatter, always Asia/Kolkata', () => {
  it('draws an instant as India sees it: 18:45 UTC is 00:15 the next day', () => {
    expect(formatDate('2026-03-04T18:45:00Z')).toBe('5 Mar 2026');
    expect(formatDateTime('2026-03-04T18:45:00Z')).toMatch(/^5 Mar 2026, 12:15\s?am$/);
    expect(formatDateTimeSeconds('2026-03-04T18:45:09Z')).toMatch(/^5 Mar 2026, 12:15:09\s?am$/);
    expect(formatTime(new Date('2026-03-04T09:05:00Z'))).toMatch(/^2:35\s?pm$/);
  });

  it('draws a calendar day as that day in India', () => {
    expect(formatDayMonth('2026-11-25')).toBe('25 Nov');
    expect(formatWeekdayDayMonth('2026-06-12')).toBe('Fri, 12 Jun');
  });

  it('draws the same text in any zone the process runs in (server and browser agree)', () => {
    const zone = process.env.TZ;
    const drawn: string[] = [];
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        drawn.push(
          `${formatDateTime('2026-03-04T18:45:00Z')} ${formatWeekdayDayMonth('2026-03-05')}`,
        );
      }
    } finally {
      process.env.TZ = zone;
    }
    expect(new Set(drawn).size).toBe(1);
    expect(drawn[0]).toMatch(/^5 Mar 2026, 12:15\s?am Thu, 5 Mar$/);
  });
});
