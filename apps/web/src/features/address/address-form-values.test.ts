import { describe, expect, it } from 'vitest';
import { sampleAddress } from '../users/user-test-kit';
import {
  PIN_OUTSIDE_INDIA,
  serverFieldErrors,
  toAddressInput,
  validateAddress,
  valuesOf,
} from './address-form-values';

describe('the map pin in the address form values', () => {
  const pinned = valuesOf(sampleAddress({ Latitude: 12.9784, Longitude: 77.6408 }));

  it('keeps a saved pin when the address is edited, and sends none without one', () => {
    expect(toAddressInput(pinned)).toMatchObject({ Latitude: 12.9784, Longitude: 77.6408 });
    const unpinned = toAddressInput({ ...pinned, Latitude: null, Longitude: null });
    expect(unpinned).not.toHaveProperty('Latitude');
    expect(unpinned).not.toHaveProperty('Longitude');
  });

  it('refuses a pin outside India, first, as the map is above the fields', () => {
    expect(validateAddress(pinned)).toEqual({});
    const abroad = validateAddress({ ...pinned, Latitude: 51.5, Longitude: -0.12, Name: '' });
    expect(Object.keys(abroad)).toEqual(['Latitude', 'Name']);
    expect(abroad.Latitude).toBe(PIN_OUTSIDE_INDIA);
  });

  it("shows the server's Latitude or Longitude error on the pin", () => {
    expect(
      serverFieldErrors([{ Field: 'body.Longitude', Message: 'Longitude must be between' }]),
    ).toEqual({ Latitude: 'Longitude must be between' });
  });
});
