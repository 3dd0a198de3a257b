import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinChecksumValid } from './gstin';

describe('GSTIN check character', () => {
  it('accepts real GSTINs and refuses one changed character', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])
      expect(gstinChecksumValid(gstin), gstin).toBe(true);
    expect(gstinChecksumValid('27AAPFU0939F1ZW')).toBe(false);
    expect(gstinChecksumValid('27AAPFU0938F1ZV')).toBe(false);
    expect(gstinChecksumValid('27AAPFU0939F1Z')).toBe(false);
  });

  it('computes the check character of the first 14', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeNull();
  });
});
