import { describe, expect, it } from 'vitest';
import { formatReturnPolicy, formatShelfLife } from './product-terms';

describe('product page wording', () => {
  it('says shelf life as packs do: days under two months, else months', () => {
    expect(formatShelfLife(2)).toBe('Best before 2 days from manufacture');
    expect(formatShelfLife(1)).toBe('Best before 1 day from manufacture');
    expect(formatShelfLife(90)).toBe('Best before 3 months from manufacture');
    expect(formatShelfLife(365)).toBe('Best before 12 months from manufacture');
    expect(formatShelfLife(540)).toBe('Best before 18 months from manufacture');
    expect(formatShelfLife(1095)).toBe('Best before 36 months from manufacture');
    expect(formatShelfLife(null)).toBe('Does not expire');
  });

  it('says the return policy', () => {
    expect(formatReturnPolicy({ Returnable: true, WindowDays: 7 })).toBe(
      'Returnable within 7 days of delivery',
    );
    expect(formatReturnPolicy({ Returnable: true, WindowDays: 1 })).toBe(
      'Returnable within 1 day of delivery',
    );
    expect(formatReturnPolicy({ Returnable: false, WindowDays: 0 })).toBe('Not returnable');
  });
});
