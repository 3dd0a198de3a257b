import { describe, expect, it } from 'vitest';
import { onlyStateOf, pincodeInState, STATES } from './india-states';

describe('india states', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(STATES.filter((s) => !s.ut)).toHaveLength(28);
    expect(STATES.filter((s) => s.ut)).toHaveLength(8);
  });

  it('matches pincodes to states', () => {
    expect(pincodeInState('560038', 'KA')).toBe(true);
    expect(pincodeInState('560038', 'TN')).toBe(false);
    expect(onlyStateOf('110001')).toBe('DL');
    expect(onlyStateOf('500001')).toBeNull();
  });
});
