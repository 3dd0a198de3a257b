// The console's dates are India's, in the console's language: English as the shared formatters
// write it, Hindi with Hindi month names (Latin digits, as the whole console).
import { afterAll, describe, expect, it } from 'vitest';
import * as shared from '@kirana/shared/common/india-dates';
import { activateLanguage } from '../lib/i18n';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatDayMonth } from './india-dates';

// 2026-11-29 20:15:30 UTC is 30 Nov 2026, 1:45:30 am in India
const INSTANT = '2026-11-29T20:15:30Z';

describe('console dates', () => {
  afterAll(() => activateLanguage('en'));

  it('in English are the shared Indian-English formatters’ own text, in India’s time', async () => {
    await activateLanguage('en');
    expect(formatDate(INSTANT)).toBe(shared.formatDate(INSTANT));
    expect(formatDateTime(INSTANT)).toBe(shared.formatDateTime(INSTANT));
    expect(formatDateTimeSeconds(INSTANT)).toBe(shared.formatDateTimeSeconds(INSTANT));
    expect(formatDayMonth('2026-11-30')).toBe(shared.formatDayMonth('2026-11-30'));
    expect(formatDate(INSTANT)).toBe('30 Nov 2026');
  });

  it('in Hindi name the month in Hindi and keep Latin digits', async () => {
    await activateLanguage('hi');
    expect(formatDate(INSTANT)).toMatch(/^30 [\u0900-\u097F]+॰? 2026$/);
    expect(formatDayMonth('2026-11-30')).toMatch(/^30 [\u0900-\u097F]+॰?$/);
    expect(formatDateTime(INSTANT)).toContain('1:45');
  });
});
