import { describe, expect, it } from 'vitest';
import { gstinCheckChar, isValidGstin } from './gstin';
import { Gstin } from './gstin-field';

// Real-shaped samples whose check characters GSTN's own search accepts.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'];

describe('isValidGstin', () => {
  it.each(VALID)('accepts %s', (g) => {
    expect(isValidGstin(g)).toBe(true);
  });

  it('works out the check character by the mod-36 scheme', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z5')).toBe(false);
  });

  it('refuses a state code that does not exist, even with its own right check character', () => {
    const first14 = '40AAPFU0939F1Z';
    expect(isValidGstin(first14 + gstinCheckChar(first14))).toBe(false);
    const nought = '00AAPFU0939F1Z';
    expect(isValidGstin(nought + gstinCheckChar(nought))).toBe(false);
  });

  it('refuses a wrong shape: no Z, short, a PAN with a digit where a letter goes', () => {
    expect(isValidGstin('27AAPFU0939F1AV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('271APFU0939F1ZV')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });

  it('reads lower case and spaces as typed, and the schema stores the normal form', () => {
    expect(isValidGstin('27aapfu0939f1zv')).toBe(true);
    expect(Gstin.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(Gstin.parse('27 AAPFU 0939F1ZV')).toBe('27AAPFU0939F1ZV');
    expect(Gstin.safeParse('27AAPFU0939F1ZW').success).toBe(false);
  });
});
