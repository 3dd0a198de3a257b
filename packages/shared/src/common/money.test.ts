import { describe, expect, it } from 'vitest';
import { allocateByWeight, discountPercent, formatInr, paiseFromRupees } from './money';

describe('formatInr', () => {
  it('groups the Indian way with two decimals', () => {
    expect(formatInr(12345600)).toBe('₹1,23,456.00');
    expect(formatInr(5)).toBe('₹0.05');
    expect(formatInr(1000000000)).toBe('₹1,00,00,000.00');
  });
});

describe('discountPercent', () => {
  it('rounds down and never goes negative', () => {
    expect(discountPercent(10000, 6667)).toBe(33);
    expect(discountPercent(10000, 12000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('allocateByWeight', () => {
  it('always adds up to the total', () => {
    for (const [total, weights] of [
      [100, [1, 1, 1]],
      [1, [5, 5]],
      [99999, [3, 7, 11, 13]],
      [0, [1, 2]],
    ] as const) {
      const parts = allocateByWeight(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
    }
    expect(allocateByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });
});

describe('paiseFromRupees', () => {
  it('reads rupees digit by digit into exact paise', () => {
    expect(paiseFromRupees('19.99')).toBe(1999);
    expect(paiseFromRupees(' 0.1 ')).toBe(10);
    expect(paiseFromRupees('20')).toBe(2000);
    expect(paiseFromRupees('1.005e2')).toBeNull();
    // 1.15 * 100 is 114.99999999999999 in floating point: the digits say 115
    expect(paiseFromRupees('1.15')).toBe(115);
    expect(paiseFromRupees('4.35')).toBe(435);
  });

  it('refuses signs, commas, exponents, empty text and more than two decimals', () => {
    for (const text of ['-5', '+5', '1,234', '1e3', '', '.5', '5.', '19.999', 'abc'])
      expect(paiseFromRupees(text), text).toBeNull();
  });
});
