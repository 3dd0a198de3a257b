import { describe, expect, it } from 'vitest';
import { AddressInput, PINCODE_STATE_MISMATCH, serviceabilityMessage, stateName } from './index';

const valid = {
  Name: 'Ravi Kumar',
  Mobile: '098450-12345',
  Pincode: '600001',
  State: 'TN',
  City: 'Chennai',
  House: '12',
  Street: 'Anna Salai',
};

describe('AddressInput', () => {
  it('normalises the mobile, trims text and defaults the type', () => {
    const a = AddressInput.parse({ ...valid, Name: '  Ravi Kumar ' });
    expect(a).toMatchObject({ Name: 'Ravi Kumar', Mobile: '9845012345', AddressType: 'home' });
  });

  it('puts a pincode outside the state on Pincode', () => {
    const r = AddressInput.safeParse({ ...valid, State: 'KL' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['Pincode'], message: PINCODE_STATE_MISMATCH }),
    ]);
  });

  it('says which text field is missing', () => {
    const { City: _city, ...rest } = valid;
    const r = AddressInput.safeParse(rest);
    expect(r.error?.issues[0]).toMatchObject({ path: ['City'], message: 'City is required' });
  });

  it('refuses keys it does not know, such as an owner', () => {
    expect(AddressInput.safeParse({ ...valid, UserId: 7 }).success).toBe(false);
  });
});

describe('serviceability', () => {
  it('says where the store does not deliver', () => {
    expect(serviceabilityMessage('110001', false)).toBe("We don't deliver to 110001 yet");
  });

  it('names states and union territories', () => {
    expect(stateName('LA')).toBe('Ladakh');
    expect(stateName('ZZ')).toBe('');
  });
});
