import { describe, expect, it } from 'vitest';

import {
  financialYear,
  INVOICE_NUMBER_MAX_LENGTH,
  invoiceNumber,
  isTestDocumentNumber,
  orderNumber,
  testDocumentNumber,
} from './numbers';

describe('orderNumber', () => {
  it('writes the month in India time and pads the sequence to 6 digits', () => {
    expect(orderNumber(new Date('2026-11-15T10:00:00+05:30'), 123)).toBe('KRN-2611-000123');
    // 30 Nov 19:00 UTC is already 1 Dec 00:30 in India
    expect(orderNumber(new Date('2026-11-30T19:00:00Z'), 1)).toBe('KRN-2612-000001');
    expect(orderNumber(new Date('2026-11-30T18:29:59Z'), 1)).toBe('KRN-2611-000001');
    expect(orderNumber(new Date('2030-01-01T00:00:00+05:30'), 999_999)).toBe('KRN-3001-999999');
  });

  it('grows past 6 digits instead of wrapping', () => {
    expect(orderNumber(new Date('2026-05-01T12:00:00+05:30'), 1_234_567)).toBe('KRN-2605-1234567');
  });

  it('refuses a bad sequence or date', () => {
    expect(() => orderNumber(new Date(), 0)).toThrow(RangeError);
    expect(() => orderNumber(new Date(), 1.5)).toThrow(RangeError);
    expect(() => orderNumber(new Date('nope'), 1)).toThrow(RangeError);
  });
});

describe('financialYear', () => {
  it('runs from 1 April to 31 March in India time', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 31 March 19:00 UTC is 1 April 00:30 in India: the new year
    expect(financialYear(new Date('2026-03-31T19:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T12:00:00+05:30'))).toBe('2099-00');
  });
});

describe('invoiceNumber', () => {
  it('fits the 16 characters GST allows', () => {
    expect(invoiceNumber('2026-27', 123)).toBe('KRN/26-27/000123');
    expect(invoiceNumber('2026-27', 123)).toHaveLength(16);
    expect(invoiceNumber('2099-00', 999_999)).toBe('KRN/99-00/999999');
    expect(invoiceNumber('2099-00', 999_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
  });

  it('is unique per financial year: the same sequence differs across years', () => {
    expect(invoiceNumber('2026-27', 1)).not.toBe(invoiceNumber('2027-28', 1));
  });

  it('refuses a number GST would not accept, or a malformed year', () => {
    expect(() => invoiceNumber('2026-27', 1_000_000)).toThrow(/longer than 16/);
    expect(() => invoiceNumber('2026-28', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('26-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('2026-27', 0)).toThrow(RangeError);
  });
});

describe('testDocumentNumber', () => {
  it('writes a test invoice and credit note apart from the real series, in 16 characters', () => {
    expect(testDocumentNumber('invoice', '2026-27', 1)).toBe('TST/26-27/000001');
    expect(testDocumentNumber('credit_note', '2026-27', 12)).toBe('TCN/26-27/000012');
    expect(testDocumentNumber('invoice', '2026-27', 999_999)).toHaveLength(16);
    expect(() => testDocumentNumber('invoice', '2026-27', 1_000_000)).toThrow(/longer than 16/);
    expect(() => testDocumentNumber('credit_note', '2026-28', 1)).toThrow(RangeError);
    expect(() => testDocumentNumber('invoice', '2026-27', 0)).toThrow(RangeError);
  });

  it('tells a test series number from a real one', () => {
    expect(isTestDocumentNumber('TST/26-27/000001')).toBe(true);
    expect(isTestDocumentNumber('TCN/26-27/000001')).toBe(true);
    for (const real of ['KRN/26-27/000001', 'KR3/26-27/000001', 'CN/26-27/000001'])
      expect(isTestDocumentNumber(real)).toBe(false);
  });
});
