import { describe, expect, it } from 'vitest';
import { allocateByWeight, discountPercent, formatInr } from './money';

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
