import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, ean13Problem, isEan13 } from './ean13';

describe('EAN-13', () => {
  it('takes real barcodes (an Indian 890 prefix, a 0-check one) and works out their check digit', () => {
    expect(isEan13('8901030865275')).toBe(true);
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('0000000000000')).toBe(true);
    expect(ean13CheckDigit('890103086527')).toBe(5);
    expect(ean13CheckDigit('400638133393')).toBe(1);
  });

  it('refuses a wrong check digit, a swapped pair of digits, and what is not 13 digits', () => {
    expect(ean13Problem('8901030865279')).toMatch(/check digit/);
    expect(isEan13('8901030856275')).toBe(false);
    expect(ean13Problem('890103086527')).toMatch(/13 digits/);
    expect(ean13Problem('89010308652750')).toMatch(/13 digits/);
    expect(ean13Problem('890103086527X')).toMatch(/13 digits/);
    expect(ean13Problem(' 8901030865275')).toMatch(/13 digits/);
  });
});
