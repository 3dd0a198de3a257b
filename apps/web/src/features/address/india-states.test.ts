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
    // the longest matching prefix decides: 744 is the islands, not West Bengal's 74
    expect(onlyStateOf('744101')).toBe('AN');
    expect(onlyStateOf('700001')).toBe('WB');
    expect(onlyStateOf('682555')).toBe('LD');
    expect(onlyStateOf('682001')).toBe('KL');
  });
});
