import { describe, expect, it } from 'vitest';
import { testI18n } from '../../app/test-utils';
import { translatorOf } from '../../lib/i18n';
import { formatReturnPolicy, formatShelfLife } from './product-terms';

const en = translatorOf(testI18n('en'));
const hi = translatorOf(testI18n('hi'));

describe('product page wording', () => {
  it('says shelf life as packs do: days under two months, else months', () => {
    expect(formatShelfLife(2, en)).toBe('Best before 2 days from manufacture');
    expect(formatShelfLife(1, en)).toBe('Best before 1 day from manufacture');
    expect(formatShelfLife(90, en)).toBe('Best before 3 months from manufacture');
    expect(formatShelfLife(365, en)).toBe('Best before 12 months from manufacture');
    expect(formatShelfLife(540, en)).toBe('Best before 18 months from manufacture');
    expect(formatShelfLife(1095, en)).toBe('Best before 36 months from manufacture');
    expect(formatShelfLife(null, en)).toBe('Does not expire');
  });

  it('says the return policy', () => {
    expect(formatReturnPolicy({ Returnable: true, WindowDays: 7 }, en)).toBe(
      'Returnable within 7 days of delivery',
    );
    expect(formatReturnPolicy({ Returnable: true, WindowDays: 1 }, en)).toBe(
      'Returnable within 1 day of delivery',
    );
    expect(formatReturnPolicy({ Returnable: false, WindowDays: 0 }, en)).toBe('Not returnable');
  });

  it('says them in Hindi', () => {
    expect(formatShelfLife(90, hi)).toBe('बनने की तारीख से 3 महीने तक इस्तेमाल करें');
    expect(formatReturnPolicy({ Returnable: true, WindowDays: 7 }, hi)).toBe(
      'डिलीवरी के 7 दिन के अंदर वापसी',
    );
    expect(formatReturnPolicy({ Returnable: false, WindowDays: 0 }, hi)).toBe('वापसी नहीं होगी');
  });
});
