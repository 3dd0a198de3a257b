import { describe, expect, it } from 'vitest';
import { paiseOf, priceText, requiredPaiseOf, rupeesText, wholeOf } from './form-kit';

describe("the console forms' rupees, one way", () => {
  it('reads typed rupees to the paisa, without floats, and says which are none or not amounts', () => {
    expect(paiseOf('99.50')).toBe(9950);
    expect(paiseOf('₹1,234.05')).toBe(123405);
    expect(paiseOf('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floats
    expect(paiseOf('  ')).toBeNull();
    expect(paiseOf('12.345')).toBeNaN();
    expect(paiseOf('-5')).toBeNaN();
    expect(requiredPaiseOf('')).toBeNaN();
    expect(requiredPaiseOf('49')).toBe(4900);
  });

  it('writes paise back as a price field and as a plain amount', () => {
    expect(priceText(4900)).toBe('49.00');
    expect(priceText(4950)).toBe('49.50');
    expect(rupeesText(4900)).toBe('49');
    expect(rupeesText(4950)).toBe('49.50');
    expect(rupeesText(null)).toBe('');
    expect(requiredPaiseOf(priceText(123405))).toBe(123405);
  });

  it('reads whole numbers only', () => {
    expect(wholeOf('12')).toBe(12);
    expect(wholeOf('1.5')).toBeNaN();
    expect(wholeOf('')).toBeNull();
  });
});
