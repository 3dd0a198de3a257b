import { describe, expect, it } from 'vitest';
import { geocoded } from './fake-google-maps';
import { mergePlace, placeFromGeocode, stateCodeOf } from './place';

describe('a reverse-geocoded pin', () => {
  it("reads the pincode, city and state from Google's address components", () => {
    expect(placeFromGeocode([geocoded('560038', 'Bengaluru', 'Karnataka', 'KA')])).toEqual({
      Pincode: '560038',
      City: 'Bengaluru',
      State: 'KA',
    });
  });

  it('takes each field from the most precise result that has it, and skips other countries', () => {
    const nepal = geocoded('44600', 'Kathmandu', 'Bagmati Province');
    nepal.address_components = nepal.address_components.map((c) =>
      c.types.includes('country') ? { ...c, short_name: 'NP', long_name: 'Nepal' } : c,
    );
    const noPincode = geocoded('', 'New Delhi', 'Delhi', 'DL');
    noPincode.address_components = noPincode.address_components.filter(
      (c) => !c.types.includes('postal_code'),
    );
    expect(
      placeFromGeocode([nepal, noPincode, geocoded('110001', 'Delhi', 'Delhi', 'DL')]),
    ).toEqual({ Pincode: '110001', City: 'New Delhi', State: 'DL' });
    expect(placeFromGeocode([])).toEqual({});
    expect(placeFromGeocode([nepal])).toEqual({});
  });

  it('knows the names Google gives states and union territories', () => {
    expect(stateCodeOf('Tamil Nadu')).toBe('TN');
    expect(stateCodeOf('National Capital Territory of Delhi')).toBe('DL');
    expect(stateCodeOf('Andaman & Nicobar Islands')).toBe('AN');
    expect(stateCodeOf('Orissa')).toBe('OR');
    expect(stateCodeOf('Dadra and Nagar Haveli and Daman and Diu')).toBe('DH');
    expect(stateCodeOf('Unknown', 'KL')).toBe('KL');
    expect(stateCodeOf('Bagmati Province', 'P3')).toBeNull();
  });

  it('fills empty fields and those the pin filled, and asks about typed ones', () => {
    const place = { Pincode: '560038', City: 'Bengaluru', State: 'KA' };
    expect(mergePlace({ Pincode: '', City: ' ', State: '' }, place, {})).toEqual({
      fill: place,
      differ: {},
    });
    expect(
      mergePlace({ Pincode: '560001', City: 'Bangalore', State: 'KA' }, place, {
        Pincode: '560001',
      }),
    ).toEqual({ fill: { Pincode: '560038' }, differ: { City: 'Bengaluru' } });
    expect(mergePlace({ Pincode: '', City: 'Mysuru', State: '' }, { City: 'Mysuru' }, {})).toEqual({
      fill: {},
      differ: {},
    });
  });
});
