import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDayMonth,
  formatDocumentDate,
  formatTime,
  formatWeekdayDayMonth,
  INDIA_TIME_ZONE,
  isoIndiaDay,
  isoIndiaWeekday,
} from './india-dates';

describe('India dates: one formatter, always Asia/Kolkata', () => {
  it('draws an instant as India sees it: 18:45 UTC is 00:15 the next day', () => {
    expect(formatDate('2026-03-04T18:45:00Z')).toBe('5 Mar 2026');
    expect(formatDateTime('2026-03-04T18:45:00Z')).toMatch(/^5 Mar 2026, 12:15\s?am$/);
    expect(formatDateTimeSeconds('2026-03-04T18:45:09Z')).toMatch(/^5 Mar 2026, 12:15:09\s?am$/);
    expect(formatTime(new Date('2026-03-04T09:05:00Z'))).toMatch(/^2:35\s?pm$/);
  });

  it('names the India day of an instant: ISO day, weekday, and the GST documents’ date', () => {
    expect(isoIndiaDay('2026-03-04T18:29:59Z')).toBe('2026-03-04');
    expect(isoIndiaDay('2026-03-04T18:30:00Z')).toBe('2026-03-05');
    expect(isoIndiaDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(isoIndiaWeekday('2026-03-01T18:29:59Z')).toBe(7); // Sunday 1 Mar, 11:59:59 pm
    expect(isoIndiaWeekday('2026-03-01T18:30:00Z')).toBe(1); // Monday 2 Mar, midnight
    expect(isoIndiaWeekday('2026-03-04T18:45:00Z')).toBe(4); // Thursday 5 Mar
    expect(formatDocumentDate('2026-03-04T18:45:00Z')).toBe('05 Mar 2026');
    expect(formatDocumentDate(new Date('2026-11-15T06:00:00Z'))).toBe('15 Nov 2026');
  });

  it('draws what the API’s own formatters drew before they were these (every fifth hour of 2026-27)', () => {
    const india = (options: Intl.DateTimeFormatOptions, locale = 'en-IN') =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: INDIA_TIME_ZONE });
    const coupon = india({ day: 'numeric', month: 'short', year: 'numeric' });
    const gst = india({ day: '2-digit', month: 'short', year: 'numeric' });
    const day = india({}, 'en-CA');
    const weekday = india({ weekday: 'short' }, 'en-US');
    const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const differ: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 5 * 3_600_000) {
      const at = new Date(t);
      if (
        formatDate(at) !== coupon.format(at) ||
        formatDocumentDate(at) !== gst.format(at) ||
        isoIndiaDay(at) !== day.format(at) ||
        isoIndiaWeekday(at) !== DAYS.indexOf(weekday.format(at)) + 1
      )
        differ.push(at.toISOString());
    }
    expect(differ).toEqual([]);
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
          `${formatDateTime('2026-03-04T18:45:00Z')} ${formatWeekdayDayMonth('2026-03-05')} ` +
            `${isoIndiaDay('2026-03-04T18:45:00Z')} ${isoIndiaWeekday('2026-03-04T18:45:00Z')}`,
        );
      }
    } finally {
      process.env.TZ = zone;
    }
    expect(new Set(drawn).size).toBe(1);
    expect(drawn[0]).toMatch(/^5 Mar 2026, 12:15\s?am Thu, 5 Mar 2026-03-05 4$/);
  });
});
