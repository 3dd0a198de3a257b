import { z } from 'zod';
import {
  INDIAN_STATE_CODES,
  INDIAN_STATES,
  IndianMobile,
  Pincode,
  pincodeMatchesState,
  type IndianStateCode,
} from '../common/india';
import { INDIA_BOUNDS } from '../common/india-geo';
import { dbIdParam, text as safeText } from '../common/input';

/** How many live addresses one shopper may keep. */
export const MAX_ADDRESSES_PER_USER = 20;

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const AddressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof AddressType>;

export const PINCODE_STATE_MISMATCH = 'This pincode is not in the chosen state';

const text = (min: number, max: number, what: string) =>
  safeText({
    error: (iss) => (iss.input === undefined ? `${what} is required` : `${what} must be text`),
  })
    .trim()
    .min(min, `${what} needs at least ${min} characters`)
    .max(max, `${what} can have at most ${max} characters`);

/** One coordinate of the map pin: a number inside India's bounding box, or null for no pin. */
const coordinate = (what: 'Latitude' | 'Longitude', min: number, max: number, unit: string) =>
  z
    .number({ error: `${what} must be a number of degrees` })
    .min(min, `${what} must be between ${min} and ${max} ${unit}: the pin must be in India`)
    .max(max, `${what} must be between ${min} and ${max} ${unit}: the pin must be in India`)
    .nullable()
    .optional();

/** A delivery address as the shopper types it; the owner always comes from the session. */
export const AddressInput = z
  .object({
    Name: text(2, 60, 'Name').describe("receiver's full name"),
    Mobile: IndianMobile.describe('10 digits starting 6-9; +91 or 0 prefixes are accepted'),
    Pincode,
    State: z.enum(INDIAN_STATE_CODES).describe('state or union territory code, e.g. KA'),
    City: text(2, 60, 'City').describe('city, town or district'),
    House: text(1, 120, 'House').describe('house, flat or building'),
    Street: text(2, 160, 'Street').describe('street, area or locality'),
    Landmark: text(0, 120, 'Landmark').optional(),
    AddressType: AddressType.default('home'),
    IsDefault: z.boolean().optional().describe('true makes it the default address'),
    // India's bounding box, so a swapped or zero pair is caught
    Latitude: coordinate('Latitude', INDIA_BOUNDS.south, INDIA_BOUNDS.north, '°N').describe(
      'map pin, degrees north; null or absent for no pin',
    ),
    Longitude: coordinate('Longitude', INDIA_BOUNDS.west, INDIA_BOUNDS.east, '°E').describe(
      'map pin, degrees east; given with Latitude',
    ),
  })
  .strict()
  .refine((a) => pincodeMatchesState(a.Pincode, a.State), {
    path: ['Pincode'],
    message: PINCODE_STATE_MISMATCH,
  })
  .superRefine((a, ctx) => {
    const hasLat = a.Latitude != null;
    if (hasLat === (a.Longitude != null)) return;
    const missing = hasLat ? 'Longitude' : 'Latitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `${missing} is required with ${hasLat ? 'Latitude' : 'Longitude'}: a pin has both`,
    });
  });
export type AddressInput = z.infer<typeof AddressInput>;
export type AddressInputFields = z.input<typeof AddressInput>;

/** A saved address as the API answers it. */
export const Address = z.object({
  AddressId: z.number().int(),
  Name: z.string(),
  Mobile: z.string().describe('10 digits, without +91'),
  Pincode: z.string(),
  State: z.string(),
  StateName: z.string(),
  City: z.string(),
  House: z.string(),
  Street: z.string(),
  Landmark: z.string().nullable(),
  AddressType,
  IsDefault: z.boolean(),
  Latitude: z.number().nullable().describe('map pin, degrees north; null without a pin'),
  Longitude: z.number().nullable().describe('map pin, degrees east; null without a pin'),
  IsServiceable: z.boolean().describe('whether the store delivers to its pincode today'),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Address = z.infer<typeof Address>;

export const AddressListAnswer = z.object({
  Addresses: z.array(Address).describe('the default first, then the most recent'),
  DefaultAddressId: z.number().int().nullable(),
});
export type AddressListAnswer = z.infer<typeof AddressListAnswer>;

export const AddressIdParams = z.object({
  addressId: dbIdParam(),
});

export const DeleteAddressAnswer = z.object({
  Message: z.string(),
  DeletedAddressId: z.number().int(),
  DefaultAddressId: z.number().int().nullable(),
});
export type DeleteAddressAnswer = z.infer<typeof DeleteAddressAnswer>;

export const PincodeServiceabilityQuery = z.object({ pincode: Pincode });

export const PincodeServiceability = z.object({
  Pincode: z.string(),
  IsServiceable: z.boolean(),
  Message: z.string(),
  Place: z
    .string()
    .nullable()
    .describe("the delivery area's name (a city for the big ones); null when it has none"),
  State: z
    .enum(INDIAN_STATE_CODES)
    .nullable()
    .describe('the state or territory the pincode is in, when its first digits name only one'),
});
export type PincodeServiceability = z.infer<typeof PincodeServiceability>;

/** The full name of a state or union territory code ('' for an unknown code). */
export function stateName(code: string): string {
  return INDIAN_STATES.find((s) => s.code === (code as IndianStateCode))?.name ?? '';
}

/** The shopper-facing sentence for a pincode's serviceability. */
export function serviceabilityMessage(pincode: string, serviceable: boolean): string {
  return serviceable ? `We deliver to ${pincode}` : `We don't deliver to ${pincode} yet`;
}
