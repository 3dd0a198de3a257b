import { describe, expect, it } from 'vitest';

import {
  GST_STATE_CODES,
  gstinMatchesState,
  gstStateCode,
  placeOfSupplyLabel,
} from './gst-state-codes';
import { INDIAN_STATE_CODES } from './india-states';

describe('GST state codes', () => {
  it('gives every state and territory a distinct two-digit code', () => {
    const codes = INDIAN_STATE_CODES.map((s) => GST_STATE_CODES[s]);
    expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(36);
  });

  it('knows the common ones', () => {
    expect(gstStateCode('KA')).toBe('29');
    expect(gstStateCode('MH')).toBe('27');
    expect(gstStateCode('DL')).toBe('07');
    expect(gstStateCode('AP')).toBe('37');
    expect(gstStateCode('TG')).toBe('36');
    expect(gstStateCode('XX')).toBeNull();
  });

  it('prints the place of supply', () => {
    expect(placeOfSupplyLabel('KA')).toBe('Karnataka (29)');
    expect(placeOfSupplyLabel('JK')).toBe('Jammu and Kashmir (01)');
    expect(placeOfSupplyLabel('ZZ')).toBeNull();
  });

  it('checks a GSTIN against its state', () => {
    expect(gstinMatchesState('29ABCDE1234F1Z5', 'KA')).toBe(true);
    expect(gstinMatchesState('29ABCDE1234F1Z5', 'MH')).toBe(false);
    expect(gstinMatchesState('29ABCDE1234F1X5', 'KA')).toBe(false);
  });
});
