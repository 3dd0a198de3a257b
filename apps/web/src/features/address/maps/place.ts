import type { IndianStateCode } from '@kirana/shared';
import { STATES } from '../india-states';
import type { GeocoderResult } from './google-maps';

// What a reverse-geocoded map pin says about the address, and how it meets what the shopper typed.

/** The fields a pin can fill. */
export type PlaceField = 'Pincode' | 'City' | 'State';
export type Place = Partial<Record<PlaceField, string>>;

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

// Older or official names Google may answer with, by our state code.
const ALIASES: Record<string, IndianStateCode> = {
  nctofdelhi: 'DL',
  nationalcapitalterritoryofdelhi: 'DL',
  newdelhi: 'DL',
  orissa: 'OR',
  pondicherry: 'PY',
  uttaranchal: 'UT',
  dadraandnagarhaveli: 'DH',
  damananddiu: 'DH',
  andamanandnicobar: 'AN',
};
const BY_NAME = new Map<string, IndianStateCode>([
  ...STATES.map((s) => [key(s.name), s.code] as const),
  ...Object.entries(ALIASES),
]);

/** Our code of a state named by Google (long name, else a short name that is one of our codes). */
export function stateCodeOf(longName: string, shortName = ''): IndianStateCode | null {
  return (
    BY_NAME.get(key(longName)) ??
    STATES.find((s) => s.code === shortName.toUpperCase())?.code ??
    null
  );
}

/**
 * The pincode, city and state of the first results that name them (Google answers the most
 * precise first); results outside India are skipped. Fields no result names are left out.
 */
export function placeFromGeocode(results: readonly GeocoderResult[]): Place {
  const place: Place = {};
  for (const result of results) {
    const parts = result.address_components;
    const of = (type: string) => parts.find((p) => p.types.includes(type));
    const country = of('country');
    if (country && country.short_name !== 'IN') continue;
    const pincode = of('postal_code')?.long_name.replace(/\s/g, '');
    if (!place.Pincode && pincode && /^[1-9]\d{5}$/.test(pincode)) place.Pincode = pincode;
    const city = of('locality') ?? of('administrative_area_level_2') ?? of('postal_town');
    if (!place.City && city) place.City = city.long_name.slice(0, 60);
    const state = of('administrative_area_level_1');
    const code = state ? stateCodeOf(state.long_name, state.short_name) : null;
    if (!place.State && code) place.State = code;
  }
  return place;
}

/**
 * Splits a place into the fields to fill now (empty, the same, or last filled by the pin) and
 * those the shopper typed differently, which are only changed when they agree.
 */
export function mergePlace(
  values: Record<PlaceField, string>,
  place: Place,
  filledByPin: Place,
): { fill: Place; differ: Place } {
  const fill: Place = {};
  const differ: Place = {};
  for (const field of ['Pincode', 'City', 'State'] as const) {
    const found = place[field];
    if (!found) continue;
    const current = values[field].trim();
    if (current === found) continue;
    if (current === '' || current === filledByPin[field]) fill[field] = found;
    else differ[field] = found;
  }
  return { fill, differ };
}
