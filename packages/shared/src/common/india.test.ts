import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, IndianMobile, Pincode, pincodeMatchesState } from './india';

describe('India primitives', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(INDIAN_STATES.filter((s) => !s.ut)).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.ut)).toHaveLength(8);
  });
  it('accepts +91 mobiles and refuses numbers that cannot be Indian mobiles', () => {
    expect(IndianMobile.parse('+91 98765 43210')).toBe('9876543210');
    expect(IndianMobile.safeParse('5876543210').success).toBe(false);
    expect(IndianMobile.safeParse('98765').success).toBe(false);
  });
  it('checks pincodes and their state', () => {
    expect(Pincode.safeParse('560001').success).toBe(true);
    expect(Pincode.safeParse('060001').success).toBe(false);
    expect(pincodeMatchesState('560001', 'KA')).toBe(true);
    expect(pincodeMatchesState('560001', 'MH')).toBe(false);
  });
});
