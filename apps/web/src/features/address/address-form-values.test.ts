import { describe, expect, it } from 'vitest';
import { sampleAddress } from '../users/user-test-kit';
import { appT } from '../../lib/i18n';
import { testI18n } from '../../app/test-utils';
import { translatorOf } from '../../lib/i18n';
import {
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
    expect(validateAddress(pinned, appT)).toEqual({});
    const abroad = validateAddress({ ...pinned, Latitude: 51.5, Longitude: -0.12, Name: '' }, appT);
    expect(Object.keys(abroad)).toEqual(['Latitude', 'Name']);
    expect(abroad.Latitude).toBe('This pin is outside India. Move it to your address');
    expect(abroad.Name).toBe('Name needs at least 2 characters');
  });

  it('says what is wrong in Hindi for a Hindi shopper', () => {
    const hi = translatorOf(testI18n('hi'));
    const wrong = validateAddress({ ...pinned, Name: 'A', Mobile: '12345', City: '' }, hi);
    expect(wrong).toEqual({
      Name: 'नाम में कम से कम 2 अक्षर होने चाहिए',
      Mobile: 'सही 10 अंकों का मोबाइल नंबर डालें',
      City: 'शहर में कम से कम 2 अक्षर होने चाहिए',
    });
  });

  it("shows the server's Latitude or Longitude error on the pin", () => {
    expect(
      serverFieldErrors([{ Field: 'body.Longitude', Message: 'Longitude must be between' }]),
    ).toEqual({ Latitude: 'Longitude must be between' });
  });
});
